import { describe, expect, it } from 'vitest';
import {
  ownExperienceListSchema,
  reviewExperienceListSchema,
  profileExportSchema,
  publicCourseDetailSchema,
} from '@campus/contracts';
import { courseExperiences } from '../src/features/courses/courses.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createCourse, createExperience } from './support/factories/courses';
import { expectProblem, expectStatus } from './support/http';
import {
  createExperienceHelpers,
  expectNoVipFields,
  experience,
} from './support/course-experiences';

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

const vipKeys = ['details', 'exam_tips', 'resources', 'grade_received'];
const rejectionNote = 'Please describe the course, not the instructor.';

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
});
