import { describe, expect, it, onTestFinished } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  courseStatisticsSchema,
  ownExperienceListSchema,
  reviewExperienceListSchema,
  ownExperienceSchema,
  profileExportSchema,
  publicCourseDetailSchema,
  verifyTokenResponseSchema,
  vipCourseDetailSchema,
  type CourseStatistics,
  type OwnExperience,
} from '@campus/contracts';
import { domainEventJob, type DomainEventMap, type DomainEventName } from '../src/platform/events';
import { jobs } from '../src/platform/jobs.tables';
import { courseExperiences, courses } from '../src/features/courses/courses.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createCourse, createExperience } from './support/factories/courses';
import { expectProblem, expectStatus } from './support/http';
import { expectQueueGuard, readQueueTotal, readWaitingCount } from './support/moderation';

const t = useTestApp();

const vipKeys = ['details', 'exam_tips', 'resources', 'grade_received'];
const vipDetailKeys = ['grade_distribution', 'instructors'];
const rejectionNote = 'Please describe the course, not the instructor.';

/**
 * What a domain event announces during one test, subscribed as a later feature would: once per
 * event, since an event is delivered again when another listener failed.
 */
function listen<Name extends DomainEventName>(name: Name): DomainEventMap[Name][] {
  const seen: DomainEventMap[Name][] = [];
  const eventIds = new Set<string>();
  const stop = t.app.domainEvents.on(name, async (payload, { eventId }) => {
    if (eventIds.has(eventId)) return;
    eventIds.add(eventId);
    seen.push(payload);
  });
  onTestFinished(stop);
  return seen;
}

function experience(semester: string, overrides: Record<string, unknown> = {}) {
  return {
    semester,
    instructor_name: 'İlker Şahin',
    rating_difficulty: 4,
    rating_workload: 3,
    rating_usefulness: 5,
    rating_grading: 2,
    grade_received: 'BA',
    summary: 'A demanding but rewarding first course in programming.',
    details: 'Weekly labs, two midterms and a final project in C.',
    exam_tips: 'Practise pointer exercises from the lab sheets.',
    resources: 'The course notes and the K&R book.',
    ...overrides,
  };
}

async function submit(
  token: string,
  courseId: string,
  semester: string,
  overrides: Record<string, unknown> = {},
): Promise<OwnExperience> {
  return expectStatus(
    await t.api.call(
      'POST',
      `/coursefile/courses/${courseId}/experiences`,
      token,
      experience(semester, overrides),
    ),
    201,
    ownExperienceSchema,
  );
}

/** Approves through the API and waits for the events it recorded (delivered by the job queue). */
async function approve(moderator: string, experienceId: string) {
  expectStatus(
    await t.api.call('POST', `/coursefile/review/experiences/${experienceId}/approve`, moderator),
    200,
  );
  await t.app.domainEvents.idle();
}

async function detail(courseId: string, token: string | undefined) {
  const response = await t.api.call('GET', `/coursefile/courses/${courseId}`, token);
  expectStatus(response, 200);
  return response;
}

async function experiences(courseId: string, token: string | undefined) {
  const response = await t.api.call('GET', `/coursefile/courses/${courseId}/experiences`, token);
  expectStatus(response, 200);
  return response.json<{ items: Record<string, unknown>[]; total: number }>();
}

async function currentUser(token: string) {
  return (await t.api.read('/reception/verify-token', token, verifyTokenResponseSchema))
    .user_current;
}

async function statistics(): Promise<CourseStatistics> {
  return t.api.read('/coursefile/statistics', undefined, courseStatisticsSchema);
}

/** The global statistics now, less what they were `before` (other tests of the file add to them). */
async function statisticsSince(before: CourseStatistics): Promise<CourseStatistics> {
  const now = await statistics();
  return {
    open_courses: now.open_courses - before.open_courses,
    vip_courses: now.vip_courses - before.vip_courses,
    approved_experiences: now.approved_experiences - before.approved_experiences,
  };
}

function expectNoVipFields(response: { json: () => Record<string, unknown> }) {
  const body = response.json();
  for (const key of vipDetailKeys) expect(body).not.toHaveProperty(key);
}

/** `count` approved experiences by `userId` on one course, with these difficulties in turn. */
async function approvedOn(courseId: string, userId: string, difficulties: number[]) {
  const rows = [];
  for (const rating_difficulty of difficulties)
    rows.push(
      await createExperience(t, {
        user_id: userId,
        course_id: courseId,
        status: 'approved',
        rating_difficulty,
      }),
    );
  return rows;
}

describe(`course experiences on ${testDriver}`, () => {
  it('asks for a token to share an experience and checks every field', async () => {
    const [{ course_id: courseId }, author] = await Promise.all([createCourse(t), createUser(t)]);
    expectProblem(
      await t.api.call(
        'POST',
        `/coursefile/courses/${courseId}/experiences`,
        undefined,
        experience('2024-fall'),
      ),
      401,
    );

    for (const rating of [0, 6]) {
      const bad = await t.api.call(
        'POST',
        `/coursefile/courses/${courseId}/experiences`,
        author.token,
        experience('2024-fall', { rating_difficulty: rating, summary: 'Too short' }),
      );
      const problem = expectProblem(bad, 400);
      const fields = (problem.errors ?? []).map((error) => error.field);
      expect(fields.some((field) => field.endsWith('rating_difficulty'))).toBe(true);
      expect(problem.errors).toContainEqual(
        expect.objectContaining({ message: 'summary must be at least 20 characters' }),
      );
      expect(problem.errors).toContainEqual(
        expect.objectContaining({
          message:
            rating === 0
              ? 'rating_difficulty must be at least 1'
              : 'rating_difficulty must be at most 5',
        }),
      );
    }

    expectProblem(
      await t.api.call(
        'POST',
        `/coursefile/courses/${courseId}/experiences`,
        author.token,
        experience('fall-2024'),
      ),
      400,
    );
  });

  it('keeps a new experience waiting and out of public view', async () => {
    const before = await statistics();
    const [{ course_id: courseId }, author] = await Promise.all([createCourse(t), createUser(t)]);
    const created = await submit(author.token, courseId, '2024-fall');
    expect(created.status).toBe('waiting');

    expect((await experiences(courseId, undefined)).total).toBe(0);
    const open = publicCourseDetailSchema.parse((await detail(courseId, undefined)).json());
    expect(open.aggregates.count).toBe(0);
    expect(open).toMatchObject({ is_vip: false, contributions_needed: 3 });
    expect(await statisticsSince(before)).toEqual({
      open_courses: 1,
      vip_courses: 0,
      approved_experiences: 0,
    });

    const mine = await t.api.read(
      '/coursefile/my-experiences',
      author.token,
      ownExperienceListSchema,
    );
    expect(mine.items).toMatchObject([
      { experience_id: created.experience_id, status: 'waiting', review_note: null },
    ]);
  });

  it('refuses a second experience of the same course and semester', async () => {
    const [{ course_id: courseId }, author] = await Promise.all([createCourse(t), createUser(t)]);
    await submit(author.token, courseId, '2024-fall');
    const again = await t.api.call(
      'POST',
      `/coursefile/courses/${courseId}/experiences`,
      author.token,
      experience('2024-fall'),
    );
    expect(expectProblem(again, 409).detail).toContain('2024-fall');
  });

  it('keeps the review routes for moderators', async () => {
    // This test reads the whole review queue, so it starts from an empty one.
    await t.database.db.delete(courseExperiences);
    const [{ course_id: courseId }, author, otherStudent, moderator] = await Promise.all([
      createCourse(t),
      createUser(t),
      createUser(t),
      createUser(t, { role: 'moderator' }),
    ]);
    const first = (await submit(author.token, courseId, '2024-fall')).experience_id;
    const attempts = [
      t.api.call('GET', '/coursefile/review/experiences?status=waiting', otherStudent.token),
      t.api.call('POST', `/coursefile/review/experiences/${first}/approve`, otherStudent.token),
      t.api.call('POST', `/coursefile/review/experiences/${first}/reject`, otherStudent.token, {
        note: 'no',
      }),
      t.api.call('DELETE', `/coursefile/review/experiences/${first}`, otherStudent.token),
    ];
    for (const response of await Promise.all(attempts)) expectProblem(response, 403);

    const queue = await t.api.read(
      '/coursefile/review/experiences?status=waiting',
      moderator.token,
      reviewExperienceListSchema,
    );
    expect(queue.items.map((item) => item.experience_id)).toEqual([first]);
    // The moderator sees who wrote it: "First L."
    expect(queue.items[0]).toMatchObject({
      author_id: author.id,
      author_name: `${author.firstName} ${author.lastName.charAt(0).toLocaleUpperCase('tr')}.`,
    });
    // Nobody else does: the course page's experiences carry no author.
    const shown = await t.api.call(
      'GET',
      `/coursefile/courses/${courseId}/experiences`,
      otherStudent.token,
    );
    expect(shown.body).not.toContain(author.id);
  });

  it('publishes the public part of an approved experience and nothing of the VIP part', async () => {
    const reviewed = listen('course_experience.reviewed');
    const vipUnlocked = listen('user.vip_unlocked');
    const before = await statistics();
    const [course, author, otherStudent, moderator] = await Promise.all([
      createCourse(t),
      createUser(t),
      createUser(t),
      createUser(t, { role: 'moderator' }),
    ]);
    const first = (await submit(author.token, course.course_id, '2024-fall')).experience_id;
    await approve(moderator.token, first);
    expect(reviewed).toEqual([
      {
        experience_id: first,
        course_id: course.course_id,
        course_code: course.course_code,
        author_id: author.id,
        status: 'approved',
        note: null,
      },
    ]);
    expect(vipUnlocked).toEqual([]);
    expect(await statisticsSince(before)).toEqual({
      open_courses: 1,
      vip_courses: 1,
      approved_experiences: 1,
    });

    for (const token of [undefined, otherStudent.token, author.token]) {
      const list = await experiences(course.course_id, token);
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ experience_id: first, rating_usefulness: 5 });
      for (const key of vipKeys) expect(list.items[0]).not.toHaveProperty(key);

      const response = await detail(course.course_id, token);
      expectNoVipFields(response);
      const open = publicCourseDetailSchema.parse(response.json());
      expect(open.is_vip).toBe(false);
      expect(open.aggregates).toEqual({
        count: 1,
        rating_difficulty: 4,
        rating_workload: 3,
        rating_usefulness: 5,
        rating_grading: 2,
      });
    }
    expect(
      publicCourseDetailSchema.parse((await detail(course.course_id, author.token)).json())
        .contributions_needed,
    ).toBe(2);
    expect(await currentUser(author.token)).toMatchObject({ is_vip: false, contribution_count: 1 });

    expect(await auditOf(t, 'course_experience.approved', first)).toHaveLength(1);
  });

  it('makes the author VIP with the third approval, and VIP sees everything', async () => {
    const reviewed = listen('course_experience.reviewed');
    const vipUnlocked = listen('user.vip_unlocked');
    const before = await statistics();
    const [{ course_id: courseId }, author, otherStudent, moderator] = await Promise.all([
      createCourse(t),
      createUser(t),
      createUser(t),
      createUser(t, { role: 'moderator' }),
    ]);
    const first = await submit(author.token, courseId, '2024-fall');
    await approve(moderator.token, first.experience_id);
    expect(await currentUser(author.token)).toMatchObject({ is_vip: false, contribution_count: 1 });
    const second = await submit(author.token, courseId, '2025-spring', {
      instructor_name: 'Ayşe Yılmaz',
      rating_difficulty: 2,
      grade_received: 'AA',
    });
    await approve(moderator.token, second.experience_id);
    expect(await currentUser(author.token)).toMatchObject({ is_vip: false, contribution_count: 2 });
    expect(vipUnlocked).toEqual([]);
    const third = await submit(author.token, courseId, '2025-fall', {
      rating_difficulty: 3,
      grade_received: 'BA',
    });
    await approve(moderator.token, third.experience_id);
    expect(await currentUser(author.token)).toMatchObject({ is_vip: true, contribution_count: 3 });
    expect(vipUnlocked).toEqual([{ user_id: author.id }]);
    expect(reviewed.map((event) => event.experience_id)).toEqual([
      first.experience_id,
      second.experience_id,
      third.experience_id,
    ]);
    expect(await statisticsSince(before)).toEqual({
      open_courses: 1,
      vip_courses: 1,
      approved_experiences: 3,
    });

    for (const token of [author.token, moderator.token]) {
      const full = vipCourseDetailSchema.parse((await detail(courseId, token)).json());
      expect(full).toMatchObject({ is_vip: true, contributions_needed: 0 });
      expect(full.aggregates).toMatchObject({ count: 3, rating_difficulty: 3 });
      expect(full.grade_distribution).toEqual({ BA: 2, AA: 1 });
      expect(full.instructors['Ayşe Yılmaz']).toMatchObject({ count: 1, rating_difficulty: 2 });
      expect(full.instructors['İlker Şahin']).toMatchObject({ count: 2, rating_difficulty: 3.5 });
      const list = await experiences(courseId, token);
      expect(list.items[0]).toHaveProperty('details');
      expect(list.items[0]).toHaveProperty('exam_tips');
      expect(list.items[0]).toHaveProperty('resources');
    }
    expectNoVipFields(await detail(courseId, otherStudent.token));
    expectNoVipFields(await detail(courseId, undefined));
  });

  it('shows a rejected experience to its author with the note', async () => {
    const before = await statistics();
    const [course, author, moderator] = await Promise.all([
      createCourse(t),
      createUser(t),
      createUser(t, { role: 'moderator' }),
    ]);
    await approvedOn(course.course_id, author.id, [4, 2, 3]);
    const reviewed = listen('course_experience.reviewed');
    const vipUnlocked = listen('user.vip_unlocked');
    const rejected = await submit(author.token, course.course_id, '2023-spring');
    expectProblem(
      await t.api.call(
        'POST',
        `/coursefile/review/experiences/${rejected.experience_id}/reject`,
        moderator.token,
        {},
      ),
      400,
    );
    expectStatus(
      await t.api.call(
        'POST',
        `/coursefile/review/experiences/${rejected.experience_id}/reject`,
        moderator.token,
        { note: rejectionNote },
      ),
      200,
    );
    await t.app.domainEvents.idle();

    const mine = await t.api.read(
      '/coursefile/my-experiences',
      author.token,
      ownExperienceListSchema,
    );
    expect(mine.items.find((item) => item.experience_id === rejected.experience_id)).toMatchObject({
      status: 'rejected',
      review_note: rejectionNote,
    });
    expect((await experiences(course.course_id, undefined)).total).toBe(3);
    expect(reviewed).toEqual([
      {
        experience_id: rejected.experience_id,
        course_id: course.course_id,
        course_code: course.course_code,
        author_id: author.id,
        status: 'rejected',
        note: rejectionNote,
      },
    ]);
    expect(vipUnlocked).toEqual([]);
    expect((await statisticsSince(before)).approved_experiences).toBe(3);
  });

  it('puts every own experience, with status and note, in the personal-data export', async () => {
    const [{ course_id: courseId }, author, otherStudent] = await Promise.all([
      createCourse(t),
      createUser(t),
      createUser(t),
    ]);
    await approvedOn(courseId, author.id, [4, 2, 3]);
    await createExperience(t, {
      user_id: author.id,
      course_id: courseId,
      status: 'rejected',
      review_note: rejectionNote,
    });

    const exported = await t.api.read('/profile/me/export', author.token, profileExportSchema);
    expect(exported.course_experiences).toHaveLength(4);
    expect(exported.course_experiences.map((item) => item.status).sort()).toEqual([
      'approved',
      'approved',
      'approved',
      'rejected',
    ]);
    expect(
      exported.course_experiences.find((item) => item.status === 'rejected')?.review_note,
    ).toBe(rejectionNote);
    const others = await t.api.read('/profile/me/export', otherStudent.token, profileExportSchema);
    expect(others.course_experiences).toEqual([]);
  });

  it('updates the aggregates when an experience is deleted', async () => {
    const before = await statistics();
    const [{ course_id: courseId }, author, moderator] = await Promise.all([
      createCourse(t),
      createUser(t),
      createUser(t, { role: 'moderator' }),
    ]);
    const [first] = await approvedOn(courseId, author.id, [4, 2, 3]);
    if (first === undefined) throw new Error('No experience was made');
    expect(await currentUser(author.token)).toMatchObject({ is_vip: true, contribution_count: 3 });

    expectStatus(
      await t.api.call(
        'DELETE',
        `/coursefile/review/experiences/${first.experience_id}`,
        moderator.token,
      ),
      204,
    );
    const open = publicCourseDetailSchema.parse((await detail(courseId, undefined)).json());
    expect(open.aggregates).toMatchObject({ count: 2, rating_difficulty: 2.5 });
    expect(await currentUser(author.token)).toMatchObject({ is_vip: false, contribution_count: 2 });
    expectNoVipFields(await detail(courseId, author.token));

    expectProblem(
      await t.api.call(
        'DELETE',
        `/coursefile/review/experiences/${first.experience_id}`,
        moderator.token,
      ),
      404,
    );
    expect(await statisticsSince(before)).toEqual({
      open_courses: 1,
      vip_courses: 1,
      approved_experiences: 2,
    });
  });

  it('announces VIP when a student reaches the threshold exactly, and survives failing listeners', async () => {
    const [{ course_id: courseId }, author, moderator] = await Promise.all([
      createCourse(t),
      createUser(t),
      createUser(t, { role: 'moderator' }),
    ]);
    await approvedOn(courseId, author.id, [4, 2]);
    const vipUnlocked = listen('user.vip_unlocked');
    const unsubscribe = [
      t.app.domainEvents.on('course_experience.reviewed', () => {
        throw new Error('a broken listener');
      }),
      t.app.domainEvents.on('user.vip_unlocked', async () => {
        throw new Error('a broken asynchronous listener');
      }),
    ];
    const back = await submit(author.token, courseId, '2026-spring');
    await approve(moderator.token, back.experience_id);
    expect(vipUnlocked).toEqual([{ user_id: author.id }]);
    for (const stop of unsubscribe) stop();
    // The failed events wait for their retry: make it now, so it happens in this test.
    await t.database.db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(and(eq(jobs.name, domainEventJob), eq(jobs.status, 'queued')));
    await t.app.domainEvents.idle();

    const beyond = await submit(author.token, courseId, '2026-fall');
    await approve(moderator.token, beyond.experience_id);
    expect(await currentUser(author.token)).toMatchObject({ is_vip: true, contribution_count: 4 });
    expect(vipUnlocked).toHaveLength(1);
  });

  it('announces no VIP for a moderator, who has it anyway', async () => {
    const [{ course_id: courseId }, moderator] = await Promise.all([
      createCourse(t),
      createUser(t, { role: 'moderator' }),
    ]);
    const reviewed = listen('course_experience.reviewed');
    const vipUnlocked = listen('user.vip_unlocked');
    for (const semester of ['2022-fall', '2023-fall', '2024-spring']) {
      const own = await submit(moderator.token, courseId, semester);
      await approve(moderator.token, own.experience_id);
    }
    expect(vipUnlocked).toEqual([]);
    expect(reviewed.map((event) => [event.author_id, event.status])).toEqual([
      [moderator.id, 'approved'],
      [moderator.id, 'approved'],
      [moderator.id, 'approved'],
    ]);
  });

  it('counts the statistics over active courses only', async () => {
    const before = await statistics();
    const [{ course_id: courseId }, author, other] = await Promise.all([
      createCourse(t),
      createUser(t),
      createUser(t),
    ]);
    await approvedOn(courseId, author.id, [4, 2, 3]);
    await approvedOn(courseId, other.id, [5, 1, 2, 4]);
    await createExperience(t, { user_id: other.id, course_id: courseId, status: 'waiting' });
    expect(await statisticsSince(before)).toEqual({
      open_courses: 1,
      vip_courses: 1,
      approved_experiences: 7,
    });
    await t.database.db
      .update(courses)
      .set({ status: 'archived' })
      .where(eq(courses.course_id, courseId));
    expect(await statisticsSince(before)).toEqual({
      open_courses: 0,
      vip_courses: 0,
      approved_experiences: 0,
    });
  });
});

describe('the waiting count', () => {
  const url = '/coursefile/review/experiences/waiting-count';

  it('answers moderators how many experiences wait, as the queue counts them, and follows an approval', async () => {
    await expectQueueGuard(t, url, 'moderator');
    const [moderator, author] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const queue = '/coursefile/review/experiences?status=waiting';
    const before = await readWaitingCount(t, url, moderator.token);
    expect(before).toBe(await readQueueTotal(t, queue, moderator.token));
    const waiting = await createExperience(t, { user_id: author.id });
    await createExperience(t, { user_id: author.id, status: 'approved' });
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 1);

    expectStatus(
      await t.api.call(
        'POST',
        `/coursefile/review/experiences/${waiting.experience_id}/approve`,
        moderator.token,
      ),
      200,
    );
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before);
    expect(await readQueueTotal(t, queue, moderator.token)).toBe(before);
  });
});
