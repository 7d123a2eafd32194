import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { publicCourseDetailSchema, vipCourseDetailSchema } from '@campus/contracts';
import { domainEventJob } from '../src/platform/events';
import { jobs } from '../src/platform/jobs.tables';
import { courses } from '../src/features/courses/courses.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createCourse, createExperience } from './support/factories/courses';
import { expectProblem, expectStatus } from './support/http';
import { readQueueTotal, readWaitingCount, startWaitingCount } from './support/moderation';
import { createExperienceHelpers, expectNoVipFields } from './support/course-experiences';

const t = useTestApp();
const {
  approve,
  approvedOn,
  currentUser,
  detail,
  experiences,
  listen,
  statistics,
  statisticsSince,
  submit,
} = createExperienceHelpers(t);

describe(`course experiences on ${testDriver}`, () => {
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
    const queue = '/coursefile/review/experiences?status=waiting';
    const { reviewer: moderator, before } = await startWaitingCount(t, url, 'moderator', queue);
    const author = await createUser(t);
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
