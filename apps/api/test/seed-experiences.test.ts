import { describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  experienceLimits,
  gradeLetters,
  ownExperienceListSchema,
  publicCourseDetailSchema,
  publicExperienceListSchema,
  verifyTokenResponseSchema,
  vipCourseDetailSchema,
} from '@campus/contracts';
import { buildCatalogue } from '../src/features/courses/seed/catalogue';
import { demoAccounts } from '../src/features/accounts/demo-accounts';
import {
  buildExperiencePlan,
  maxApprovedPerCourse,
} from '../src/features/courses/seed/experiences';
import { seedDatabase } from '../src/seed';
import { users } from '../src/features/accounts/accounts.tables';
import { experienceTextColumns } from '../src/features/courses/course-columns';
import { courseExperiences, courses } from '../src/features/courses/courses.tables';
import { useTestApp, type TestContext } from './support/app';
import { testDriver } from './support/database';
import { demoUser } from './support/factories/accounts';
import { expectProblem, expectStatus } from './support/http';
import { matchingNewcomers, newcomerEmail } from '../src/features/accounts/accounts.seed';

const t = useTestApp({ seeded: true });

const demoEmails = new Set(demoAccounts.map((account) => account.user_email));
/** The students who joined for matching only are not contributors. */
const newcomerEmails = new Set(
  matchingNewcomers.map(([given, surname]) => newcomerEmail(given, surname)),
);
const turkishLetters = /[çğışöüÇĞİŞÖÜ]/;
/** What the seed wrote: the exact figures below come from it. */
const plan = buildExperiencePlan(buildCatalogue(), demoAccounts);

/** What the seed answered when the demo university was made. */
function seeded() {
  const facts = t.database.seeded?.seed;
  if (facts === undefined) throw new Error('This test app was made without `seeded: true`');
  return facts;
}

function demoEmail(role: 'student' | 'graduate' | 'moderator'): string {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`no demo ${role}`);
  return account.user_email;
}

function planned(status: 'approved' | 'waiting' | 'rejected') {
  return plan.experiences.filter((experience) => experience.status === status);
}

async function currentUser(context: TestContext, token: string) {
  return (await context.api.read('/reception/verify-token', token, verifyTokenResponseSchema))
    .user_current;
}

/** Every seeded experience with its author's e-mail and its course's code and status. */
async function experienceRows() {
  return t.database.db
    .select({
      author_email: users.user_email,
      course_code: courses.course_code,
      course_status: courses.status,
      ...experienceTextColumns,
      user_id: courseExperiences.user_id,
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
  const [row] = await t.database.db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(users.user_email, email));
  if (row === undefined) throw new Error(`no user ${email}`);
  return row.user_id;
}

describe(`the seeded course experiences on ${testDriver}`, () => {
  it('adds about 40 contributors who cannot sign in', async () => {
    const all = await t.database.db.select().from(users);
    const contributors = all.filter(
      (user) => !demoEmails.has(user.user_email) && !newcomerEmails.has(user.user_email),
    );
    expect(all.filter((user) => newcomerEmails.has(user.user_email))).toHaveLength(20);
    expect(contributors.length).toBeGreaterThanOrEqual(35);
    expect(contributors.length).toBeLessThanOrEqual(45);
    expect(contributors.map((user) => user.user_email).sort()).toEqual(
      plan.contributors.map((contributor) => contributor.user_email).sort(),
    );
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
    const response = await t.api.call('POST', '/reception/login', undefined, {
      user_email: first?.user_email,
      user_password: 'any password at all',
      remember_me: false,
    });
    expectProblem(response, 401);
  });

  it('covers at least 620 active courses with 1-6 approved experiences each', async () => {
    const rows = await experienceRows();
    expect(rows).toHaveLength(seeded().experienceCount);
    expect(rows).toHaveLength(plan.experiences.length);
    const approved = rows.filter((row) => row.status === 'approved');
    const perCourse = new Map<string, number>();
    for (const row of approved)
      perCourse.set(row.course_code, (perCourse.get(row.course_code) ?? 0) + 1);
    expect(perCourse.size).toBeGreaterThanOrEqual(620);
    expect(perCourse.size).toBe(new Set(planned('approved').map((row) => row.course_code)).size);
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
    expect(rows).toHaveLength(seeded().experienceCount);
    const keys = new Set(rows.map((row) => `${row.user_id}|${row.course_id}|${row.semester}`));
    expect(keys.size).toBe(rows.length);
    const [distinct] = await t.database.db
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
    expect(approved).toHaveLength(planned('approved').length);
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
    const moderator = await demoUser(t, 'moderator');
    expect(await userIdOf(demoEmail('moderator'))).toBe(moderator.id);
    const waiting = rows.filter((row) => row.status === 'waiting');
    const rejected = rows.filter((row) => row.status === 'rejected');
    expect(waiting.length).toBeGreaterThanOrEqual(10);
    expect(waiting.length).toBeLessThanOrEqual(15);
    expect(waiting).toHaveLength(planned('waiting').length);
    expect(rejected.length).toBeGreaterThanOrEqual(3);
    expect(rejected.length).toBeLessThanOrEqual(6);
    expect(rejected).toHaveLength(planned('rejected').length);
    for (const row of waiting) {
      expect(row.reviewer_id).toBeNull();
      expect(row.reviewed_at).toBeNull();
      expect(row.review_note).toBeNull();
    }
    for (const row of rows.filter((candidate) => candidate.status !== 'waiting')) {
      expect(row.reviewer_id).toBe(moderator.id);
      expect(row.reviewed_at?.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
    }
    for (const row of rejected) expect(row.review_note?.length).toBeGreaterThan(10);

    const page = await t.api.read(
      '/coursefile/review/experiences?page_size=50',
      moderator.token,
      ownExperienceListSchema,
    );
    expect(page.total).toBe(waiting.length);
    expect(page.items.map((item) => item.experience_id).sort()).toEqual(
      waiting.map((row) => row.experience_id).sort(),
    );
    const shared = page.items.map((item) => item.created_at);
    expect(shared).toEqual([...shared].sort());
    const rejectedPage = await t.api.read(
      '/coursefile/review/experiences?status=rejected',
      moderator.token,
      ownExperienceListSchema,
    );
    expect(rejectedPage.total).toBe(rejected.length);
    expect(rejectedPage.items.map((item) => [item.experience_id, item.review_note])).toEqual(
      expect.arrayContaining(rejected.map((row) => [row.experience_id, row.review_note])),
    );
    expect(rejectedPage.items).toHaveLength(rejected.length);
    expect(rejectedPage.items.every((item) => (item.review_note ?? '').length > 0)).toBe(true);
  });

  it('gives course pages aggregates for everyone, and grades and instructors for VIP access', async () => {
    const [busiest] = await t.database.db
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

    const open = await t.api.call('GET', `/coursefile/courses/${courseId}`);
    expectStatus(open, 200);
    expect(open.json()).not.toHaveProperty('grade_distribution');
    const openDetail = publicCourseDetailSchema.parse(open.json());
    expect(openDetail.aggregates.count).toBe(busiest?.total);
    expect(openDetail.aggregates.rating_difficulty).not.toBeNull();

    const openList = await t.api.call('GET', `/coursefile/courses/${courseId}/experiences`);
    const listed = expectStatus(openList, 200, publicExperienceListSchema);
    expect(listed.total).toBe(busiest?.total);
    expect(listed.items[0]).not.toHaveProperty('details');

    const moderator = await demoUser(t, 'moderator');
    const vipDetail = await t.api.read(
      `/coursefile/courses/${courseId}`,
      moderator.token,
      vipCourseDetailSchema,
    );
    expect(Object.keys(vipDetail.instructors).length).toBe(busiest?.instructors);
    const gradedRows = (await experienceRows()).filter(
      (row) => row.course_id === courseId && row.status === 'approved',
    );
    const expectedGrades: Record<string, number> = {};
    for (const row of gradedRows)
      if (row.grade_received !== null)
        expectedGrades[row.grade_received] = (expectedGrades[row.grade_received] ?? 0) + 1;
    expect(vipDetail.grade_distribution).toEqual(expectedGrades);
    const graded = Object.values(vipDetail.grade_distribution).reduce((sum, n) => sum + n, 0);
    expect(graded).toBe(gradedRows.filter((row) => row.grade_received !== null).length);
    expect(graded).toBeGreaterThan(0);
    expect(graded).toBeLessThanOrEqual(vipDetail.aggregates.count);
  });

  it('gives the demo graduate a few approved experiences', async () => {
    const graduate = await demoUser(t, 'graduate');
    expect((await currentUser(t, graduate.token)).is_vip).toBe(true);
    const own = await t.api.read(
      '/coursefile/my-experiences',
      graduate.token,
      ownExperienceListSchema,
    );
    const ofGraduate = plan.experiences.filter(
      (experience) => experience.author_email === demoEmail('graduate'),
    );
    expect(own.total).toBeGreaterThanOrEqual(3);
    expect(own.total).toBe(ofGraduate.length);
    expect(own.items.map((item) => `${item.course_code} ${item.semester}`).sort()).toEqual(
      ofGraduate.map((experience) => `${experience.course_code} ${experience.semester}`).sort(),
    );
    expect(own.items.every((item) => item.status === 'approved')).toBe(true);
  });

  it('is the same plan on every run, and the database holds exactly that plan', async () => {
    expect(buildExperiencePlan(buildCatalogue(), demoAccounts)).toEqual(plan);
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
    // The subject is the seed run on a database that has data: it must return at once.
    const before = await experienceRows();
    const [usersBefore] = await t.database.db.select({ value: count() }).from(users);
    const again = await seedDatabase(t.database.db, { withDemoData: true });
    expect(again).toMatchObject({ isNewDatabase: false, courseCount: 0, experienceCount: 0 });
    const [usersAfter] = await t.database.db.select({ value: count() }).from(users);
    expect(usersAfter?.value).toBe(usersBefore?.value);
    expect((await experienceRows()).length).toBe(before.length);
  });
});
