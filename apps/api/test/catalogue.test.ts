import { describe, expect, it } from 'vitest';
import {
  courseConstantsSchema,
  courseListSchema,
  turkishSortKey,
  type CourseList,
  type CourseStatus,
} from '@campus/contracts';
import { buildCatalogue } from '../src/features/courses/seed/catalogue';
import { seedDatabase } from '../src/seed';
import { verifyPassword } from '../src/platform/passwords';
import { useTestApp } from './support/app';
import { createTestDatabase, testDriver } from './support/database';
import { demoUser } from './support/factories/accounts';
import { expectProblem } from './support/http';

/** The read-only checks run on the demo university made once per run. */
const t = useTestApp({ seeded: true });

/** What the seed writes: the expected members of the searches below come from it. */
const catalogue = buildCatalogue();

function catalogueCodes(keep: (course: (typeof catalogue.courses)[number]) => boolean): string[] {
  return catalogue.courses
    .filter(keep)
    .map((course) => course.course_code)
    .sort();
}

function inStatus(status: CourseStatus): string[] {
  return catalogueCodes((course) => course.status === status);
}

/** The active courses of the seed whose instructor's name has `name` in it. */
function taughtBy(name: string): string[] {
  return catalogueCodes(
    (course) => course.status === 'active' && course.instructor_name.includes(name),
  );
}

function codesOf(list: CourseList): string[] {
  return list.items.map((course) => course.course_code).sort();
}

async function listCourses(query: string, token?: string): Promise<CourseList> {
  return t.api.read(`/coursefile/courses?${query}`, token, courseListSchema);
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
    // The subject is the seed itself: a migrated database of its own, seeded here.
    const database = await createTestDatabase();
    try {
      const result = await seedDatabase(database.db, { withDemoData: true });
      expect(result.isNewDatabase).toBe(true);
      const courses = await database.db.query.courses.findMany({
        columns: { course_id: true },
      });
      expect(courses.length).toBeGreaterThanOrEqual(650);
      expect(courses).toHaveLength(catalogue.courses.length);
      expect(result.courseCount).toBe(courses.length);
      const users = await database.db.query.users.findMany();
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

      const again = await seedDatabase(database.db, { withDemoData: true });
      expect(again).toMatchObject({ isNewDatabase: false, courseCount: 0 });
      const after = await database.db.query.courses.findMany({
        columns: { course_id: true },
      });
      expect(after.length).toBe(courses.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('GET /api/coursefile/courses', () => {
  it('lists active courses a page at a time, with the total', async () => {
    const active = inStatus('active');
    expect(active).toHaveLength(646);
    const page = await listCourses('page=2&page_size=10');
    expect(page.items).toHaveLength(10);
    expect(page).toMatchObject({ page: 2, page_size: 10 });
    expect(page.total).toBeGreaterThanOrEqual(600);
    expect(page.total).toBe(active.length);
    const codes = page.items.map((course) => course.course_code);
    expect(codes).toEqual(active.slice(10, 20));
    expect(page.items.every((course) => course.status === 'active')).toBe(true);
    expect(codes).toEqual([...codes].sort());
  });

  it('answers an empty page past the end', async () => {
    const page = await listCourses('page=999&page_size=100');
    expect(page.items).toEqual([]);
    expect(page.total).toBe(inStatus('active').length);
  });

  it('finds İstanbul-style names whichever way the letters are typed', async () => {
    // Instructors named İlker, Işıl and Şükrü are in the seeded catalogue.
    const ilker = taughtBy('İlker');
    expect(ilker).toHaveLength(9);
    const dotted = await listCourses('q=%C4%B0lker&page_size=100');
    const plain = await listCourses('q=ilker&page_size=100');
    const upper = await listCourses('q=ILKER&page_size=100');
    expect(dotted.total).toBe(ilker.length);
    expect(codesOf(dotted)).toEqual(ilker);
    expect(plain.total).toBe(dotted.total);
    expect(codesOf(plain)).toEqual(ilker);
    expect(upper.total).toBe(dotted.total);
    expect(codesOf(upper)).toEqual(ilker);
    expect(dotted.items.every((course) => course.instructor_name.includes('İlker'))).toBe(true);

    const sukruCodes = taughtBy('Şükrü');
    expect(sukruCodes).toHaveLength(11);
    const sukru = await listCourses('q=sukru&page_size=100');
    expect(sukru.total).toBe(sukruCodes.length);
    expect(codesOf(sukru)).toEqual(sukruCodes);
    expect(sukru.items.every((course) => course.instructor_name.includes('Şükrü'))).toBe(true);
  });

  it('searches Turkish and English names and codes', async () => {
    const turkish = await listCourses('q=veri%20yapilari');
    expect(codesOf(turkish)).toEqual(['CMPE 216']);
    expect(turkish.items.some((course) => course.name_tr.startsWith('Veri Yapıları'))).toBe(true);
    const english = await listCourses('q=thermodynamics');
    expect(codesOf(english)).toEqual(['CHE 226', 'ME 248', 'ME 515']);
    expect(english.items.some((course) => course.name_en.includes('Thermodynamics'))).toBe(true);
    const code = await listCourses('q=cmpe%201');
    expect(codesOf(code)).toEqual(
      catalogueCodes(
        (course) => course.status === 'active' && course.course_code.startsWith('CMPE 1'),
      ),
    );
    expect(codesOf(code)).toEqual(['CMPE 112', 'CMPE 123', 'CMPE 135']);
    expect(code.items.every((course) => course.course_code.startsWith('CMPE 1'))).toBe(true);
  });

  it('filters by department, type, level and instructor, and sorts', async () => {
    const mandatory = catalogueCodes(
      (course) =>
        course.status === 'active' &&
        course.department_code === 'CMPE' &&
        course.course_type === 'mandatory' &&
        course.level === 'undergraduate',
    );
    expect(mandatory).toHaveLength(14);
    const filtered = await listCourses(
      'department=cmpe&type=mandatory&level=undergraduate&page_size=100',
    );
    expect(filtered.total).toBe(mandatory.length);
    expect(codesOf(filtered)).toEqual(mandatory);
    for (const course of filtered.items) {
      expect(course.department.code).toBe('CMPE');
      expect(course.course_type).toBe('mandatory');
      expect(course.level).toBe('undergraduate');
    }
    const isil = taughtBy('Işıl Ilgaz');
    expect(isil).toHaveLength(5);
    const byInstructor = await listCourses('instructor=isil%20ilgaz&page_size=100');
    expect(byInstructor.total).toBe(isil.length);
    expect(codesOf(byInstructor)).toEqual(isil);
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
      'sort must be one of code, -code, name_en, -name_en, name_tr, -name_tr, credits, -credits, ects, -ects, experiences, -experiences, rating_difficulty, -rating_difficulty, rating_workload, -rating_workload, rating_usefulness, -rating_usefulness, rating_grading, -rating_grading',
    ],
    [`q=${'a'.repeat(101)}`, 'query.q', 'must not exceed 100 characters'],
    ['department=C%2B%2B', 'query.department', 'department must be a department code'],
  ])('refuses %s with a field message', async (query, field, message) => {
    const response = await t.api.call('GET', `/coursefile/courses?${query}`);
    expect(expectProblem(response, 400, 'validation_failed')).toMatchObject({
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
      demoUser(t, 'moderator'),
      demoUser(t, 'admin'),
      demoUser(t, 'student'),
    ]);
    for (const token of [undefined, student.token]) {
      for (const status of ['draft', 'archived']) {
        expectProblem(
          await t.api.call('GET', `/coursefile/courses?status=${status}`, token),
          403,
          'forbidden',
        );
      }
      expect((await listCourses('status=active', token)).total).toBe(inStatus('active').length);
    }

    const draftCodes = inStatus('draft');
    expect(draftCodes).toHaveLength(31);
    const drafts = await listCourses('status=draft&page_size=100', moderator.token);
    expect(drafts.total).toBe(draftCodes.length);
    expect(codesOf(drafts)).toEqual(draftCodes);
    expect(drafts.items.every((course) => course.status === 'draft')).toBe(true);
    const archivedCodes = inStatus('archived');
    expect(archivedCodes).toHaveLength(22);
    const archived = await listCourses('status=archived&page_size=100&sort=name_tr', admin.token);
    expect(archived.total).toBe(archivedCodes.length);
    expect(codesOf(archived)).toEqual(archivedCodes);
    expect(archived.items.every((course) => course.status === 'archived')).toBe(true);
    const active = await listCourses('page_size=10', moderator.token);
    expect(active.total).toBe((await listCourses('page_size=10')).total);
    expect(active.total + drafts.total + archived.total).toBe(
      (await t.database.db.query.courses.findMany({ columns: { course_id: true } })).length,
    );
  });
});

describe('GET /api/coursefile/courses-constants', () => {
  it('answers the enumerations, the departments and the grade scale', async () => {
    const constants = await t.api.read(
      '/coursefile/courses-constants',
      undefined,
      courseConstantsSchema,
    );
    expect(constants.page_sizes).toEqual([10, 25, 50, 100]);
    expect(constants.sorts.slice(-10)).toEqual([
      'experiences',
      '-experiences',
      'rating_difficulty',
      '-rating_difficulty',
      'rating_workload',
      '-rating_workload',
      'rating_usefulness',
      '-rating_usefulness',
      'rating_grading',
      '-rating_grading',
    ]);
    expect(constants.departments.length).toBeGreaterThanOrEqual(20);
    expect(constants.departments.map((department) => department.code).sort()).toEqual(
      catalogue.departments.map((department) => department.code).sort(),
    );
    expect(constants.departments.find((department) => department.code === 'CMPE')?.name_tr).toBe(
      'Bilgisayar Mühendisliği',
    );
    expect(constants.grade_scale[0]).toEqual({ letter: 'AA', points: 4 });
    expect(constants.grade_scale.at(-1)).toEqual({ letter: 'FF', points: 0 });
  });
});
