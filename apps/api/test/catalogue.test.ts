import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseConstantsSchema,
  courseListSchema,
  loginResponseSchema,
  turkishSortKey,
  type CourseList,
} from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { demoAccounts } from '../src/db/seed/demo-accounts';
import { verifyPassword } from '../src/platform/passwords';
import { createTestApp, type TestContext } from './test-app';
import { testDriver } from './test-database';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
  const result = await seedDatabase(context.database.db, { withDemoData: true });
  expect(result.isNewDatabase).toBe(true);
});
afterAll(async () => {
  await context.close();
});

function requestCourses(query: string, token?: string) {
  return context.app.inject({
    method: 'GET',
    url: `/api/coursefile/courses?${query}`,
    ...(token === undefined ? {} : { headers: bearer(token) }),
  });
}

async function listCourses(query: string, token?: string): Promise<CourseList> {
  const response = await requestCourses(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return courseListSchema.parse(response.json());
}

/** Signs in as one of the seeded demo accounts and answers its access token. */
async function demoToken(role: 'admin' | 'moderator' | 'student'): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: { user_email: account?.user_email, user_password: account?.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponseSchema.parse(response.json()).access_token;
}

/** True when each neighbour pair is in order by key, ties broken by course code. */
function isOrdered(
  items: CourseList['items'],
  keyOf: (name: string) => string,
  field: 'name_en' | 'name_tr',
  descending: boolean,
): boolean {
  return items.every((course, index) => {
    const previous = items[index - 1];
    if (previous === undefined) return true;
    const [a, b] = [keyOf(previous[field]), keyOf(course[field])];
    if (a === b) return previous.course_code < course.course_code;
    return descending ? a > b : a < b;
  });
}

describe(`the seeded university on ${testDriver}`, () => {
  it('has 650+ courses, the demo accounts with working passwords, and seeds only once', async () => {
    const courses = await context.database.db.query.courses.findMany({
      columns: { course_id: true },
    });
    expect(courses.length).toBeGreaterThanOrEqual(650);
    const users = await context.database.db.query.users.findMany();
    // The demo accounts are the only ones with a password; the seeded contributors have none.
    const signable = users.filter((user) => user.password_hash !== null);
    expect(signable.map((user) => user.user_role).sort()).toEqual([
      'admin',
      'graduate',
      'moderator',
      'student',
    ]);
    const admin = signable.find((user) => user.user_role === 'admin');
    expect(admin?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin?.password_hash ?? '', 'Demo-Admin-2026')).toBe(true);

    const again = await seedDatabase(context.database.db, { withDemoData: true });
    expect(again).toMatchObject({ isNewDatabase: false, courseCount: 0 });
    const after = await context.database.db.query.courses.findMany({
      columns: { course_id: true },
    });
    expect(after.length).toBe(courses.length);
  });
});

describe('GET /api/coursefile/courses', () => {
  it('lists active courses a page at a time, with the total', async () => {
    const page = await listCourses('page=2&page_size=10');
    expect(page.items).toHaveLength(10);
    expect(page).toMatchObject({ page: 2, page_size: 10 });
    expect(page.total).toBeGreaterThanOrEqual(600);
    expect(page.items.every((course) => course.status === 'active')).toBe(true);
    const codes = page.items.map((course) => course.course_code);
    expect(codes).toEqual([...codes].sort());
  });

  it('answers an empty page past the end', async () => {
    const page = await listCourses('page=999&page_size=100');
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });

  it('finds İstanbul-style names whichever way the letters are typed', async () => {
    // Instructors named İlker, Işıl and Şükrü are in the seeded catalogue.
    const dotted = await listCourses('q=%C4%B0lker&page_size=100');
    const plain = await listCourses('q=ilker&page_size=100');
    const upper = await listCourses('q=ILKER&page_size=100');
    expect(dotted.total).toBeGreaterThan(0);
    expect(plain.total).toBe(dotted.total);
    expect(upper.total).toBe(dotted.total);
    expect(dotted.items.every((course) => course.instructor_name.includes('İlker'))).toBe(true);

    const sukru = await listCourses('q=sukru&page_size=100');
    expect(sukru.total).toBeGreaterThan(0);
    expect(sukru.items.every((course) => course.instructor_name.includes('Şükrü'))).toBe(true);
  });

  it('searches Turkish and English names and codes', async () => {
    const turkish = await listCourses('q=veri%20yapilari');
    expect(turkish.items.some((course) => course.name_tr.startsWith('Veri Yapıları'))).toBe(true);
    const english = await listCourses('q=thermodynamics');
    expect(english.items.some((course) => course.name_en.includes('Thermodynamics'))).toBe(true);
    const code = await listCourses('q=cmpe%201');
    expect(code.items.length).toBeGreaterThan(0);
    expect(code.items.every((course) => course.course_code.startsWith('CMPE 1'))).toBe(true);
  });

  it('filters by department, type, level and instructor, and sorts', async () => {
    const filtered = await listCourses(
      'department=cmpe&type=mandatory&level=undergraduate&page_size=100',
    );
    expect(filtered.total).toBeGreaterThan(0);
    for (const course of filtered.items) {
      expect(course.department.code).toBe('CMPE');
      expect(course.course_type).toBe('mandatory');
      expect(course.level).toBe('undergraduate');
    }
    const byInstructor = await listCourses('instructor=isil%20ilgaz&page_size=100');
    expect(byInstructor.total).toBeGreaterThan(0);
    expect(
      byInstructor.items.every((course) => course.instructor_name.includes('Işıl Ilgaz')),
    ).toBe(true);
    const byCredits = await listCourses('sort=-credits&page_size=25');
    const credits = byCredits.items.map((course) => course.credits);
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
  });

  it('treats LIKE wildcards and injection-looking text as plain text', async () => {
    expect((await listCourses('q=%25')).total).toBe(0);
    expect((await listCourses('q=_')).total).toBe(0);
    expect((await listCourses(`q=${encodeURIComponent("' OR 1=1 --")}`)).total).toBe(0);
  });

  it.each([
    ['page_size=7', 'query.page_size', 'page_size must be one of 10, 25, 50, 100'],
    ['page=0', 'query.page', 'page must be at least 1'],
    ['page=-5', 'query.page', 'page must be at least 1'],
    ['page=abc', 'query.page', 'page has the wrong type'],
    [
      'type=compulsory',
      'query.type',
      'type must be one of mandatory, elective, technical_elective',
    ],
    [
      'sort=name;drop',
      'query.sort',
      'sort must be one of code, -code, name_en, -name_en, name_tr, -name_tr, credits, -credits, ects, -ects',
    ],
    [`q=${'a'.repeat(101)}`, 'query.q', 'must not exceed 100 characters'],
    ['department=C%2B%2B', 'query.department', 'department must be a department code'],
  ])('refuses %s with a field message', async (query, field, message) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/coursefile/courses?${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field, message }],
    });
  });

  it('sorts by either name in the order of the Turkish alphabet, ties by code', async () => {
    for (const field of ['name_en', 'name_tr'] as const) {
      for (const descending of [false, true]) {
        const page = await listCourses(`sort=${descending ? '-' : ''}${field}&page_size=100`);
        expect(page.items).toHaveLength(100);
        expect(isOrdered(page.items, turkishSortKey, field, descending)).toBe(true);
      }
    }
    const byName = await listCourses('sort=name_tr&page_size=100');
    const byCode = await listCourses('sort=code&page_size=100');
    expect(byName.total).toBe(byCode.total);
    expect(byName.items.map((course) => course.course_id)).not.toEqual(
      byCode.items.map((course) => course.course_id),
    );
  });

  it('keeps draft and archived courses for moderators', async () => {
    const [moderator, admin, student] = await Promise.all([
      demoToken('moderator'),
      demoToken('admin'),
      demoToken('student'),
    ]);
    for (const token of [undefined, student]) {
      for (const status of ['draft', 'archived']) {
        const response = await requestCourses(`status=${status}`, token);
        expect(response.statusCode).toBe(403);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      expect((await listCourses('status=active', token)).total).toBeGreaterThan(0);
    }

    const drafts = await listCourses('status=draft&page_size=100', moderator);
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.items.every((course) => course.status === 'draft')).toBe(true);
    const archived = await listCourses('status=archived&page_size=100&sort=name_tr', admin);
    expect(archived.total).toBeGreaterThan(0);
    expect(archived.items.every((course) => course.status === 'archived')).toBe(true);
    const active = await listCourses('page_size=10', moderator);
    expect(active.total).toBe((await listCourses('page_size=10')).total);
    expect(active.total + drafts.total + archived.total).toBe(
      (await context.database.db.query.courses.findMany({ columns: { course_id: true } })).length,
    );
  });
});

describe('GET /api/coursefile/courses-constants', () => {
  it('answers the enumerations, the departments and the grade scale', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/coursefile/courses-constants',
    });
    expect(response.statusCode).toBe(200);
    const constants = courseConstantsSchema.parse(response.json());
    expect(constants.page_sizes).toEqual([10, 25, 50, 100]);
    expect(constants.departments.length).toBeGreaterThanOrEqual(20);
    expect(constants.departments.find((department) => department.code === 'CMPE')?.name_tr).toBe(
      'Bilgisayar Mühendisliği',
    );
    expect(constants.grade_scale[0]).toEqual({ letter: 'AA', points: 4 });
    expect(constants.grade_scale.at(-1)).toEqual({ letter: 'FF', points: 0 });
  });
});
