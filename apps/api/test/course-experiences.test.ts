import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  courseStatisticsSchema,
  ownExperienceListSchema,
  ownExperienceSchema,
  problemSchema,
  profileExportSchema,
  publicCourseDetailSchema,
  verifyTokenResponseSchema,
  vipCourseDetailSchema,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import type { DomainEventMap } from '../src/platform/events';
import { courses, departments } from '../src/features/courses/courses.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let courseId: string;
let author: string;
let authorId: string;
let otherStudent: string;
let moderator: string;
/** What the domain events announced, subscribed as a later feature would. */
const reviewed: DomainEventMap['course_experience.reviewed'][] = [];
const vipUnlocked: DomainEventMap['user.vip_unlocked'][] = [];

const vipKeys = ['details', 'exam_tips', 'resources', 'grade_received'];
const vipDetailKeys = ['grade_distribution', 'instructors'];

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [department] = await context.database.db
    .insert(departments)
    .values({
      code: 'CMPE',
      name_en: 'Computer Engineering',
      name_tr: 'Bilgisayar Mühendisliği',
      faculty_en: 'Engineering',
      faculty_tr: 'Mühendislik',
    })
    .returning();
  const [course] = await context.database.db
    .insert(courses)
    .values({
      course_code: 'CMPE101',
      department_id: department?.department_id ?? 0,
      name_en: 'Introduction to Programming',
      name_tr: 'Programlamaya Giriş',
      credits: 4,
      ects: 6,
      course_type: 'mandatory',
      level: 'undergraduate',
      instructor_name: 'İlker Şahin',
      semester_offered: 'fall',
      language: 'en',
      search_text: 'cmpe101',
    })
    .returning();
  courseId = course?.course_id ?? '';
  const authorAccount = await registerVerifiedUser(context.app, mail);
  author = authorAccount.login.access_token;
  authorId = authorAccount.login.user_current.user_id;
  context.app.domainEvents.on('course_experience.reviewed', (payload) => {
    reviewed.push(payload);
  });
  context.app.domainEvents.on('user.vip_unlocked', async (payload) => {
    vipUnlocked.push(payload);
  });
  otherStudent = (await registerVerifiedUser(context.app, mail)).login.access_token;
  moderator = (await signedInWithRole(context, mail, 'moderator')).token;
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
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

async function submit(semester: string, overrides: Record<string, unknown> = {}) {
  const response = await call(
    'POST',
    `/coursefile/courses/${courseId}/experiences`,
    author,
    experience(semester, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return ownExperienceSchema.parse(response.json());
}

async function approve(experienceId: string) {
  const response = await call(
    'POST',
    `/coursefile/review/experiences/${experienceId}/approve`,
    moderator,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function detail(token: string | undefined) {
  const response = await call('GET', `/coursefile/courses/${courseId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function experiences(token: string | undefined) {
  const response = await call('GET', `/coursefile/courses/${courseId}/experiences`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Record<string, unknown>[]; total: number }>();
}

async function currentUser(token: string) {
  const response = await call('GET', '/reception/verify-token', token);
  expect(response.statusCode, response.body).toBe(200);
  return verifyTokenResponseSchema.parse(response.json()).user_current;
}

async function statistics() {
  const response = await call('GET', '/coursefile/statistics', undefined);
  expect(response.statusCode, response.body).toBe(200);
  return courseStatisticsSchema.parse(response.json());
}

function expectNoVipFields(response: { json: () => Record<string, unknown> }) {
  const body = response.json();
  for (const key of vipDetailKeys) expect(body).not.toHaveProperty(key);
}

describe(`course experiences on ${testDriver}`, () => {
  let first = '';

  it('asks for a token to share an experience and checks every field', async () => {
    const anonymous = await call(
      'POST',
      `/coursefile/courses/${courseId}/experiences`,
      undefined,
      experience('2024-fall'),
    );
    expect(anonymous.statusCode).toBe(401);

    for (const rating of [0, 6]) {
      const bad = await call(
        'POST',
        `/coursefile/courses/${courseId}/experiences`,
        author,
        experience('2024-fall', { rating_difficulty: rating, summary: 'Too short' }),
      );
      expect(bad.statusCode).toBe(400);
      const problem = problemSchema.parse(bad.json());
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

    const badSemester = await call(
      'POST',
      `/coursefile/courses/${courseId}/experiences`,
      author,
      experience('fall-2024'),
    );
    expect(badSemester.statusCode).toBe(400);
  });

  it('keeps a new experience waiting and out of public view', async () => {
    const created = await submit('2024-fall');
    expect(created.status).toBe('waiting');
    first = created.experience_id;

    expect((await experiences(undefined)).total).toBe(0);
    const open = publicCourseDetailSchema.parse((await detail(undefined)).json());
    expect(open.aggregates.count).toBe(0);
    expect(open).toMatchObject({ is_vip: false, contributions_needed: 3 });
    expect(await statistics()).toEqual({
      open_courses: 1,
      vip_courses: 0,
      approved_experiences: 0,
    });

    const mine = await call('GET', '/coursefile/my-experiences', author);
    expect(ownExperienceListSchema.parse(mine.json()).items).toMatchObject([
      { experience_id: first, status: 'waiting', review_note: null },
    ]);
  });

  it('refuses a second experience of the same course and semester', async () => {
    const again = await call(
      'POST',
      `/coursefile/courses/${courseId}/experiences`,
      author,
      experience('2024-fall'),
    );
    expect(again.statusCode).toBe(409);
    expect(problemSchema.parse(again.json()).detail).toContain('2024-fall');
  });

  it('keeps the review routes for moderators', async () => {
    const attempts = [
      call('GET', '/coursefile/review/experiences?status=waiting', otherStudent),
      call('POST', `/coursefile/review/experiences/${first}/approve`, otherStudent),
      call('POST', `/coursefile/review/experiences/${first}/reject`, otherStudent, { note: 'no' }),
      call('DELETE', `/coursefile/review/experiences/${first}`, otherStudent),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);

    const queue = await call('GET', '/coursefile/review/experiences?status=waiting', moderator);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(
      ownExperienceListSchema.parse(queue.json()).items.map((item) => item.experience_id),
    ).toEqual([first]);
  });

  it('publishes the public part of an approved experience and nothing of the VIP part', async () => {
    await approve(first);
    expect(reviewed).toEqual([
      {
        experience_id: first,
        course_id: courseId,
        course_code: 'CMPE101',
        author_id: authorId,
        status: 'approved',
        note: null,
      },
    ]);
    expect(vipUnlocked).toEqual([]);
    expect(await statistics()).toEqual({
      open_courses: 1,
      vip_courses: 1,
      approved_experiences: 1,
    });

    for (const token of [undefined, otherStudent, author]) {
      const list = await experiences(token);
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ experience_id: first, rating_usefulness: 5 });
      for (const key of vipKeys) expect(list.items[0]).not.toHaveProperty(key);

      const response = await detail(token);
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
    expect(publicCourseDetailSchema.parse((await detail(author)).json()).contributions_needed).toBe(
      2,
    );
    expect(await currentUser(author)).toMatchObject({ is_vip: false, contribution_count: 1 });

    const audit = await context.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'course_experience.approved'),
          eq(auditEntries.target_id, first),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('makes the author VIP with the third approval, and VIP sees everything', async () => {
    const second = await submit('2025-spring', {
      instructor_name: 'Ayşe Yılmaz',
      rating_difficulty: 2,
      grade_received: 'AA',
    });
    await approve(second.experience_id);
    expect(await currentUser(author)).toMatchObject({ is_vip: false, contribution_count: 2 });
    expect(vipUnlocked).toEqual([]);
    const third = await submit('2025-fall', { rating_difficulty: 3, grade_received: 'BA' });
    await approve(third.experience_id);
    expect(await currentUser(author)).toMatchObject({ is_vip: true, contribution_count: 3 });
    expect(vipUnlocked).toEqual([{ user_id: authorId }]);
    expect(reviewed.map((event) => event.experience_id)).toEqual([
      first,
      second.experience_id,
      third.experience_id,
    ]);
    expect(await statistics()).toEqual({
      open_courses: 1,
      vip_courses: 1,
      approved_experiences: 3,
    });

    for (const token of [author, moderator]) {
      const full = vipCourseDetailSchema.parse((await detail(token)).json());
      expect(full).toMatchObject({ is_vip: true, contributions_needed: 0 });
      expect(full.aggregates).toMatchObject({ count: 3, rating_difficulty: 3 });
      expect(full.grade_distribution).toEqual({ BA: 2, AA: 1 });
      expect(full.instructors['Ayşe Yılmaz']).toMatchObject({ count: 1, rating_difficulty: 2 });
      expect(full.instructors['İlker Şahin']).toMatchObject({ count: 2, rating_difficulty: 3.5 });
      const list = await experiences(token);
      expect(list.items[0]).toHaveProperty('details');
      expect(list.items[0]).toHaveProperty('exam_tips');
      expect(list.items[0]).toHaveProperty('resources');
    }
    expectNoVipFields(await detail(otherStudent));
    expectNoVipFields(await detail(undefined));
  });

  it('shows a rejected experience to its author with the note', async () => {
    const rejected = await submit('2023-spring');
    const noNote = await call(
      'POST',
      `/coursefile/review/experiences/${rejected.experience_id}/reject`,
      moderator,
      {},
    );
    expect(noNote.statusCode).toBe(400);
    const response = await call(
      'POST',
      `/coursefile/review/experiences/${rejected.experience_id}/reject`,
      moderator,
      { note: 'Please describe the course, not the instructor.' },
    );
    expect(response.statusCode, response.body).toBe(200);

    const mine = ownExperienceListSchema.parse(
      (await call('GET', '/coursefile/my-experiences', author)).json(),
    );
    expect(mine.items.find((item) => item.experience_id === rejected.experience_id)).toMatchObject({
      status: 'rejected',
      review_note: 'Please describe the course, not the instructor.',
    });
    expect((await experiences(undefined)).total).toBe(3);
    expect(reviewed.at(-1)).toEqual({
      experience_id: rejected.experience_id,
      course_id: courseId,
      course_code: 'CMPE101',
      author_id: authorId,
      status: 'rejected',
      note: 'Please describe the course, not the instructor.',
    });
    expect(vipUnlocked).toHaveLength(1);
    expect((await statistics()).approved_experiences).toBe(3);
  });

  it('puts every own experience, with status and note, in the personal-data export', async () => {
    const response = await call('GET', '/profile/me/export', author);
    expect(response.statusCode, response.body).toBe(200);
    const exported = profileExportSchema.parse(response.json());
    expect(exported.course_experiences).toHaveLength(4);
    expect(exported.course_experiences.map((item) => item.status).sort()).toEqual([
      'approved',
      'approved',
      'approved',
      'rejected',
    ]);
    expect(
      exported.course_experiences.find((item) => item.status === 'rejected')?.review_note,
    ).toBe('Please describe the course, not the instructor.');
    const others = profileExportSchema.parse(
      (await call('GET', '/profile/me/export', otherStudent)).json(),
    );
    expect(others.course_experiences).toEqual([]);
  });

  it('updates the aggregates when an experience is deleted', async () => {
    const deleted = await call('DELETE', `/coursefile/review/experiences/${first}`, moderator);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const open = publicCourseDetailSchema.parse((await detail(undefined)).json());
    expect(open.aggregates).toMatchObject({ count: 2, rating_difficulty: 2.5 });
    expect(await currentUser(author)).toMatchObject({ is_vip: false, contribution_count: 2 });
    expectNoVipFields(await detail(author));

    const again = await call('DELETE', `/coursefile/review/experiences/${first}`, moderator);
    expect(again.statusCode).toBe(404);
    expect(await statistics()).toEqual({
      open_courses: 1,
      vip_courses: 1,
      approved_experiences: 2,
    });
  });

  it('announces VIP when a student reaches the threshold exactly, and survives failing listeners', async () => {
    const unsubscribe = [
      context.app.domainEvents.on('course_experience.reviewed', () => {
        throw new Error('a broken listener');
      }),
      context.app.domainEvents.on('user.vip_unlocked', async () => {
        throw new Error('a broken asynchronous listener');
      }),
    ];
    const back = await submit('2026-spring');
    await approve(back.experience_id);
    expect(vipUnlocked).toEqual([{ user_id: authorId }, { user_id: authorId }]);
    for (const stop of unsubscribe) stop();
    await context.app.domainEvents.idle();

    const beyond = await submit('2026-fall');
    await approve(beyond.experience_id);
    expect(await currentUser(author)).toMatchObject({ is_vip: true, contribution_count: 4 });
    expect(vipUnlocked).toHaveLength(2);
  });

  it('announces no VIP for a moderator, who has it anyway', async () => {
    for (const semester of ['2022-fall', '2023-fall', '2024-spring']) {
      const response = await call(
        'POST',
        `/coursefile/courses/${courseId}/experiences`,
        moderator,
        experience(semester),
      );
      expect(response.statusCode, response.body).toBe(201);
      await approve(ownExperienceSchema.parse(response.json()).experience_id);
    }
    expect(vipUnlocked).toHaveLength(2);
    expect(reviewed.filter((event) => event.author_id !== authorId)).toHaveLength(3);
  });

  it('counts the statistics over active courses only', async () => {
    expect(await statistics()).toEqual({
      open_courses: 1,
      vip_courses: 1,
      approved_experiences: 7,
    });
    await context.database.db
      .update(courses)
      .set({ status: 'archived' })
      .where(eq(courses.course_id, courseId));
    expect(await statistics()).toEqual({
      open_courses: 0,
      vip_courses: 0,
      approved_experiences: 0,
    });
  });
});
