import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  experienceLimits,
  gradeLetters,
  loginResponseSchema,
  ownExperienceListSchema,
  publicCourseDetailSchema,
  publicExperienceListSchema,
  verifyTokenResponseSchema,
  vipCourseDetailSchema,
  type LoginResponse,
} from '@campus/contracts';
import { buildCatalogue } from '../src/db/seed/catalogue';
import { demoAccounts } from '../src/db/seed/demo-accounts';
import { buildExperiencePlan, maxApprovedPerCourse } from '../src/db/seed/experiences';
import { seedDatabase, type SeedResult } from '../src/db/seed/seed';
import { users } from '../src/features/accounts/accounts.tables';
import { courseExperiences, courses } from '../src/features/courses/courses.tables';
import { bearer, nextClientAddress } from './accounts-helpers';
import { createTestApp, type TestContext } from './test-app';
import { testDriver } from './test-database';

let context: TestContext;
let seeded: SeedResult;

const demoEmails = new Set(demoAccounts.map((account) => account.user_email));
const turkishLetters = /[çğışöüÇĞİŞÖÜ]/;

beforeAll(async () => {
  context = await createTestApp();
  seeded = await seedDatabase(context.database.db, { withDemoData: true });
});
afterAll(async () => {
  await context.close();
});

function demoPassword(role: 'student' | 'graduate' | 'moderator'): {
  email: string;
  password: string;
} {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`no demo ${role}`);
  return { email: account.user_email, password: account.password };
}

async function signIn(role: 'student' | 'graduate' | 'moderator'): Promise<LoginResponse> {
  const { email, password } = demoPassword(role);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: { user_email: email, user_password: password, remember_me: false },
  });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponseSchema.parse(response.json());
}

function get(url: string, token?: string) {
  return context.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
  });
}

/** Every seeded experience with its author's e-mail and its course's code and status. */
async function experienceRows() {
  return context.database.db
    .select({
      author_email: users.user_email,
      course_code: courses.course_code,
      course_status: courses.status,
      experience_id: courseExperiences.experience_id,
      course_id: courseExperiences.course_id,
      user_id: courseExperiences.user_id,
      semester: courseExperiences.semester,
      instructor_name: courseExperiences.instructor_name,
      rating_difficulty: courseExperiences.rating_difficulty,
      rating_workload: courseExperiences.rating_workload,
      rating_usefulness: courseExperiences.rating_usefulness,
      rating_grading: courseExperiences.rating_grading,
      grade_received: courseExperiences.grade_received,
      summary: courseExperiences.summary,
      details: courseExperiences.details,
      exam_tips: courseExperiences.exam_tips,
      resources: courseExperiences.resources,
      status: courseExperiences.status,
      reviewer_id: courseExperiences.reviewer_id,
      review_note: courseExperiences.review_note,
      created_at: courseExperiences.created_at,
      reviewed_at: courseExperiences.reviewed_at,
    })
    .from(courseExperiences)
    .innerJoin(users, eq(users.user_id, courseExperiences.user_id))
    .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
    .orderBy(asc(users.user_email), asc(courses.course_code), asc(courseExperiences.semester));
}

/** Orders experiences by author, course and semester, the same way in JavaScript for both sides. */
function byKey(
  a: { author_email: string; course_code: string; semester: string },
  b: { author_email: string; course_code: string; semester: string },
): number {
  const key = (row: typeof a) => [row.author_email, row.course_code, row.semester].join('\u0000');
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await context.database.db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(users.user_email, email));
  if (row === undefined) throw new Error(`no user ${email}`);
  return row.user_id;
}

describe(`the seeded course experiences on ${testDriver}`, () => {
  it('adds about 40 contributors who cannot sign in', async () => {
    const all = await context.database.db.select().from(users);
    const contributors = all.filter((user) => !demoEmails.has(user.user_email));
    expect(contributors.length).toBeGreaterThanOrEqual(35);
    expect(contributors.length).toBeLessThanOrEqual(45);
    for (const contributor of contributors) {
      expect(contributor.user_email).toMatch(/^[a-z0-9.]+@campushub\.test$/);
      expect(contributor.password_hash).toBeNull();
      expect(contributor.google_subject).toBeNull();
      expect(['student', 'graduate']).toContain(contributor.user_role);
      expect(contributor.status).toBe('active');
      expect(contributor.is_email_verified).toBe(true);
    }
    expect(
      contributors.some((user) => turkishLetters.test(user.user_first_name + user.user_last_name)),
    ).toBe(true);
    expect(contributors.some((user) => user.user_role === 'graduate')).toBe(true);

    const [first] = contributors;
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/reception/login',
      remoteAddress: nextClientAddress(),
      payload: {
        user_email: first?.user_email,
        user_password: 'any password at all',
        remember_me: false,
      },
    });
    expect(response.statusCode).toBe(401);
  });

  it('covers at least 620 active courses with 1-6 approved experiences each', async () => {
    const rows = await experienceRows();
    expect(seeded.experienceCount).toBe(rows.length);
    const approved = rows.filter((row) => row.status === 'approved');
    const perCourse = new Map<string, number>();
    for (const row of approved)
      perCourse.set(row.course_code, (perCourse.get(row.course_code) ?? 0) + 1);
    expect(perCourse.size).toBeGreaterThanOrEqual(620);
    for (const [code, total] of perCourse) {
      expect(total, code).toBeGreaterThanOrEqual(1);
      expect(total, code).toBeLessThanOrEqual(maxApprovedPerCourse);
    }
    expect(rows.every((row) => row.course_status === 'active')).toBe(true);

    const instructors = new Map<string, Set<string>>();
    for (const row of approved) {
      const names = instructors.get(row.course_code) ?? new Set<string>();
      names.add(row.instructor_name);
      instructors.set(row.course_code, names);
    }
    expect(
      [...instructors.values()].filter((names) => names.size >= 2).length,
    ).toBeGreaterThanOrEqual(150);
  });

  it('keeps every experience valid and (author, course, semester) unique', async () => {
    const rows = await experienceRows();
    const keys = new Set(rows.map((row) => `${row.user_id}|${row.course_id}|${row.semester}`));
    expect(keys.size).toBe(rows.length);
    const [distinct] = await context.database.db
      .select({
        value: sql<number>`count(distinct (${courseExperiences.user_id}, ${courseExperiences.course_id}, ${courseExperiences.semester}))::int`,
      })
      .from(courseExperiences);
    expect(distinct?.value).toBe(rows.length);

    const letters: readonly string[] = gradeLetters;
    for (const row of rows) {
      expect(row.semester).toMatch(/^202[2-6]-(fall|spring|summer)$/);
      for (const rating of [
        row.rating_difficulty,
        row.rating_workload,
        row.rating_usefulness,
        row.rating_grading,
      ]) {
        expect(rating).toBeGreaterThanOrEqual(1);
        expect(rating).toBeLessThanOrEqual(5);
      }
      if (row.grade_received !== null) expect(letters).toContain(row.grade_received);
      expect(row.summary.length).toBeGreaterThanOrEqual(experienceLimits.summaryMinLength);
      expect(row.summary.length).toBeLessThanOrEqual(experienceLimits.summaryMaxLength);
      for (const text of [row.details, row.exam_tips, row.resources]) {
        expect(text.length).toBeLessThanOrEqual(experienceLimits.vipTextMaxLength);
      }
      expect(row.created_at.getTime()).toBeLessThan(Date.UTC(2026, 10, 21));
    }
    const approved = rows.filter((row) => row.status === 'approved');
    expect(approved.every((row) => row.details.length > 0)).toBe(true);
    const turkish = approved.filter((row) => turkishLetters.test(row.summary)).length;
    expect(turkish / approved.length).toBeGreaterThan(0.25);
    expect(turkish / approved.length).toBeLessThan(0.75);

    const grades = approved.flatMap((row) =>
      row.grade_received === null ? [] : [row.grade_received],
    );
    const share = (letter: string) =>
      grades.filter((grade) => grade === letter).length / grades.length;
    expect(share('AA')).toBeLessThan(0.25);
    expect(share('FF')).toBeLessThan(0.1);
    expect(share('BB') + share('CB') + share('CC')).toBeGreaterThan(0.35);
  });

  it('has a review queue of waiting ones and a few rejected ones with a note, all reviewed by the moderator', async () => {
    const rows = await experienceRows();
    const moderatorId = await userIdOf(demoPassword('moderator').email);
    const waiting = rows.filter((row) => row.status === 'waiting');
    const rejected = rows.filter((row) => row.status === 'rejected');
    expect(waiting.length).toBeGreaterThanOrEqual(10);
    expect(waiting.length).toBeLessThanOrEqual(15);
    expect(rejected.length).toBeGreaterThanOrEqual(3);
    expect(rejected.length).toBeLessThanOrEqual(6);
    for (const row of waiting) {
      expect(row.reviewer_id).toBeNull();
      expect(row.reviewed_at).toBeNull();
      expect(row.review_note).toBeNull();
    }
    for (const row of rows.filter((candidate) => candidate.status !== 'waiting')) {
      expect(row.reviewer_id).toBe(moderatorId);
      expect(row.reviewed_at?.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
    }
    for (const row of rejected) expect(row.review_note?.length).toBeGreaterThan(10);

    const moderator = await signIn('moderator');
    const queue = await get('/coursefile/review/experiences?page_size=50', moderator.access_token);
    expect(queue.statusCode, queue.body).toBe(200);
    const page = ownExperienceListSchema.parse(queue.json());
    expect(page.total).toBe(waiting.length);
    const shared = page.items.map((item) => item.created_at);
    expect(shared).toEqual([...shared].sort());
    const turnedDown = await get(
      '/coursefile/review/experiences?status=rejected',
      moderator.access_token,
    );
    const rejectedPage = ownExperienceListSchema.parse(turnedDown.json());
    expect(rejectedPage.total).toBe(rejected.length);
    expect(rejectedPage.items.every((item) => (item.review_note ?? '').length > 0)).toBe(true);
  });

  it('gives course pages aggregates for everyone, and grades and instructors for VIP access', async () => {
    const [busiest] = await context.database.db
      .select({
        course_id: courseExperiences.course_id,
        total: count(),
        instructors: sql<number>`count(distinct ${courseExperiences.instructor_name})::int`,
      })
      .from(courseExperiences)
      .where(eq(courseExperiences.status, 'approved'))
      .groupBy(courseExperiences.course_id)
      .orderBy(sql`count(distinct ${courseExperiences.instructor_name}) desc`, sql`count(*) desc`)
      .limit(1);
    const courseId = busiest?.course_id ?? '';
    expect(busiest?.instructors).toBeGreaterThanOrEqual(2);

    const open = await get(`/coursefile/courses/${courseId}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).not.toHaveProperty('grade_distribution');
    const openDetail = publicCourseDetailSchema.parse(open.json());
    expect(openDetail.aggregates.count).toBe(busiest?.total);
    expect(openDetail.aggregates.rating_difficulty).not.toBeNull();

    const openList = await get(`/coursefile/courses/${courseId}/experiences`);
    const listed = publicExperienceListSchema.parse(openList.json());
    expect(listed.total).toBe(busiest?.total);
    expect(listed.items[0]).not.toHaveProperty('details');

    const moderator = await signIn('moderator');
    const vip = await get(`/coursefile/courses/${courseId}`, moderator.access_token);
    const vipDetail = vipCourseDetailSchema.parse(vip.json());
    expect(Object.keys(vipDetail.instructors).length).toBe(busiest?.instructors);
    const graded = Object.values(vipDetail.grade_distribution).reduce((sum, n) => sum + n, 0);
    expect(graded).toBeGreaterThan(0);
    expect(graded).toBeLessThanOrEqual(vipDetail.aggregates.count);
  });

  it('gives the demo graduate a few approved experiences', async () => {
    const graduate = await signIn('graduate');
    expect(graduate.user_current.is_vip).toBe(true);
    const response = await get('/coursefile/my-experiences', graduate.access_token);
    const own = ownExperienceListSchema.parse(response.json());
    expect(own.total).toBeGreaterThanOrEqual(3);
    expect(own.items.every((item) => item.status === 'approved')).toBe(true);
  });

  it('is the same plan on every run, and the database holds exactly that plan', async () => {
    const plan = buildExperiencePlan(buildCatalogue());
    expect(buildExperiencePlan(buildCatalogue())).toEqual(plan);
    const rows = await experienceRows();
    const stored = rows
      .map((row) => ({
        author_email: row.author_email,
        course_code: row.course_code,
        semester: row.semester,
        instructor_name: row.instructor_name,
        ratings: [
          row.rating_difficulty,
          row.rating_workload,
          row.rating_usefulness,
          row.rating_grading,
        ],
        grade_received: row.grade_received,
        texts: [row.summary, row.details, row.exam_tips, row.resources],
        status: row.status,
        review_note: row.review_note,
        created_at: row.created_at.toISOString(),
        reviewed_at: row.reviewed_at?.toISOString() ?? null,
      }))
      .sort(byKey);
    const planned = plan.experiences
      .map((experience) => ({
        author_email: experience.author_email,
        course_code: experience.course_code,
        semester: experience.semester,
        instructor_name: experience.instructor_name,
        ratings: [
          experience.rating_difficulty,
          experience.rating_workload,
          experience.rating_usefulness,
          experience.rating_grading,
        ],
        grade_received: experience.grade_received,
        texts: [experience.summary, experience.details, experience.exam_tips, experience.resources],
        status: experience.status,
        review_note: experience.review_note,
        created_at: experience.created_at.toISOString(),
        reviewed_at: experience.reviewed_at?.toISOString() ?? null,
      }))
      .sort(byKey);
    expect(stored).toEqual(planned);
  });

  it('adds nothing when a database that has data is seeded again', async () => {
    const before = await experienceRows();
    const [usersBefore] = await context.database.db.select({ value: count() }).from(users);
    const again = await seedDatabase(context.database.db, { withDemoData: true });
    expect(again).toMatchObject({ isNewDatabase: false, courseCount: 0, experienceCount: 0 });
    const [usersAfter] = await context.database.db.select({ value: count() }).from(users);
    expect(usersAfter?.value).toBe(usersBefore?.value);
    expect((await experienceRows()).length).toBe(before.length);
  });

  it('gives the demo student 2 approved and 1 waiting, and approving the waiting one unlocks VIP', async () => {
    const student = await signIn('student');
    expect(student.user_current).toMatchObject({ is_vip: false, contribution_count: 2 });
    const response = await get('/coursefile/my-experiences', student.access_token);
    const own = ownExperienceListSchema.parse(response.json());
    expect(own.items.map((item) => item.status).sort()).toEqual([
      'approved',
      'approved',
      'waiting',
    ]);
    const pending = own.items.find((item) => item.status === 'waiting');
    const courseId = pending?.course_id ?? '';

    const before = await get(`/coursefile/courses/${courseId}`, student.access_token);
    expect(before.json()).not.toHaveProperty('grade_distribution');
    expect(publicCourseDetailSchema.parse(before.json())).toMatchObject({
      is_vip: false,
      contributions_needed: 1,
    });

    const moderator = await signIn('moderator');
    const approval = await context.app.inject({
      method: 'POST',
      url: `/api/coursefile/review/experiences/${pending?.experience_id ?? ''}/approve`,
      remoteAddress: nextClientAddress(),
      headers: bearer(moderator.access_token),
    });
    expect(approval.statusCode, approval.body).toBe(200);

    const current = await get('/reception/verify-token', student.access_token);
    expect(verifyTokenResponseSchema.parse(current.json()).user_current).toMatchObject({
      is_vip: true,
      contribution_count: 3,
    });
    const after = await get(`/coursefile/courses/${courseId}`, student.access_token);
    expect(vipCourseDetailSchema.parse(after.json())).toMatchObject({
      is_vip: true,
      contributions_needed: 0,
    });
  });
});
