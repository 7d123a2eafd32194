import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  courseDetailCourseSchema,
  courseListSchema,
  problemSchema,
  publicCourseDetailSchema,
  type CourseDetailCourse,
  type CourseWriteInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { courses, departments } from '../src/features/courses/courses.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let moderator: string;
let admin: string;
let student: string;
let engineering = 0;
let mathematics = 0;
/** The department of the name-order courses only. */
let literature = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const inserted = await context.database.db
    .insert(departments)
    .values([
      {
        code: 'CMPE',
        name_en: 'Computer Engineering',
        name_tr: 'Bilgisayar Mühendisliği',
        faculty_en: 'Engineering',
        faculty_tr: 'Mühendislik',
      },
      {
        code: 'MATH',
        name_en: 'Mathematics',
        name_tr: 'Matematik',
        faculty_en: 'Arts and Sciences',
        faculty_tr: 'Fen-Edebiyat',
      },
      {
        code: 'TURK',
        name_en: 'Turkish Language and Literature',
        name_tr: 'Türk Dili ve Edebiyatı',
        faculty_en: 'Arts and Sciences',
        faculty_tr: 'Fen-Edebiyat',
      },
    ])
    .returning();
  engineering = inserted.find((row) => row.code === 'CMPE')?.department_id ?? 0;
  mathematics = inserted.find((row) => row.code === 'MATH')?.department_id ?? 0;
  literature = inserted.find((row) => row.code === 'TURK')?.department_id ?? 0;
  [moderator, admin, student] = await Promise.all([
    signedInWithRole(context, mail, 'moderator').then((account) => account.token),
    signedInWithRole(context, mail, 'admin').then((account) => account.token),
    registerVerifiedUser(context.app, mail).then((account) => account.login.access_token),
  ]);
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT',
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

function courseBody(overrides: Partial<CourseWriteInput> = {}): CourseWriteInput {
  return {
    course_code: 'CMPE 150',
    department_id: engineering,
    name_en: 'Introduction to Computing',
    name_tr: 'Bilgisayara Giriş',
    credits: 3,
    ects: 6,
    course_type: 'mandatory',
    level: 'undergraduate',
    status: 'active',
    instructor_name: 'İlker Şahin',
    semester_offered: 'fall',
    language: 'en',
    description_en: 'Programming from the first principles.',
    description_tr: 'İlk ilkelerden programlama.',
    ...overrides,
  };
}

async function create(overrides: Partial<CourseWriteInput> = {}): Promise<CourseDetailCourse> {
  const response = await call('POST', '/coursefile/courses', moderator, courseBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return courseDetailCourseSchema.parse(response.json());
}

async function search(query: string) {
  const response = await call('GET', `/coursefile/courses?${query}`, undefined);
  expect(response.statusCode, response.body).toBe(200);
  return courseListSchema.parse(response.json());
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

describe(`adding and editing courses on ${testDriver}`, () => {
  let created: CourseDetailCourse;

  it('keeps the course forms for moderators and admins', async () => {
    const anonymous = await call('POST', '/coursefile/courses', undefined, courseBody());
    expect(anonymous.statusCode).toBe(401);
    const byStudent = await call('POST', '/coursefile/courses', student, courseBody());
    expect(byStudent.statusCode).toBe(403);
    expect(problemSchema.parse(byStudent.json()).code).toBe('forbidden');
    const editByStudent = await call(
      'PUT',
      '/coursefile/courses/00000000-0000-4000-8000-000000000000',
      student,
      courseBody(),
    );
    expect(editByStudent.statusCode).toBe(403);
    expect(await context.database.db.select().from(courses)).toEqual([]);
  });

  it('checks every field of the form with the field messages', async () => {
    const response = await call('POST', '/coursefile/courses', moderator, {
      ...courseBody({ course_code: 'CMPE150', credits: 13, name_tr: 'B' }),
      level: 'master',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = problemSchema.parse(response.json());
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.course_code', message: 'course code must look like CMPE 150' },
        { field: 'body.credits', message: 'credits must be at most 12' },
        { field: 'body.name_tr', message: 'name_tr must be at least 2 characters' },
        { field: 'body.level', message: 'level must be one of undergraduate, graduate, phd' },
      ]),
    );
    const { name_en: _missing, ...withoutName } = courseBody();
    const missing = await call('POST', '/coursefile/courses', moderator, withoutName);
    expect(missing.statusCode).toBe(400);
    expect(problemSchema.parse(missing.json()).errors).toContainEqual({
      field: 'body.name_en',
      message: 'name_en is required',
    });
  });

  it('refuses an unknown department on the department field', async () => {
    const response = await call(
      'POST',
      '/coursefile/courses',
      moderator,
      courseBody({ department_id: 9999 }),
    );
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json())).toMatchObject({
      code: 'validation_failed',
      errors: [
        { field: 'body.department_id', message: 'department_id must be a known department' },
      ],
    });
  });

  it('adds a course, searchable with Turkish rules and audited without personal data', async () => {
    created = await create({ course_code: ' cmpe 150 ', description_tr: undefined });
    expect(created).toMatchObject({
      course_code: 'CMPE 150',
      name_tr: 'Bilgisayara Giriş',
      status: 'active',
      description_en: 'Programming from the first principles.',
      description_tr: '',
      department: { department_id: engineering, code: 'CMPE', name_tr: 'Bilgisayar Mühendisliği' },
    });

    for (const query of ['giris', 'GİRİŞ', 'ilker sahin', 'cmpe 150', 'computing']) {
      const found = await search(`q=${encodeURIComponent(query)}`);
      expect(found.items.map((course) => course.course_id)).toEqual([created.course_id]);
    }

    const page = await call('GET', `/coursefile/courses/${created.course_id}`, undefined);
    expect(page.statusCode, page.body).toBe(200);
    expect(publicCourseDetailSchema.parse(page.json()).course).toEqual(created);

    const audit = await auditOf('course.created', created.course_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({
      course_code: 'CMPE 150',
      department_id: engineering,
      status: 'active',
    });
    expect(JSON.stringify(audit[0]?.details)).not.toContain('İlker');
  });

  it('refuses a second course with the same code', async () => {
    const response = await call(
      'POST',
      '/coursefile/courses',
      admin,
      courseBody({ course_code: 'cmpe 150', name_en: 'Another course' }),
    );
    expect(response.statusCode).toBe(409);
    expect(problemSchema.parse(response.json())).toMatchObject({
      code: 'conflict',
      errors: [{ field: 'body.course_code' }],
    });
    expect(await context.database.db.select().from(courses)).toHaveLength(1);
  });

  it('edits a course: every field, the search text and the time of the change', async () => {
    const response = await call(
      'PUT',
      `/coursefile/courses/${created.course_id}`,
      admin,
      courseBody({
        course_code: 'MATH 101',
        department_id: mathematics,
        name_en: 'Calculus',
        name_tr: 'Çözümleme',
        instructor_name: 'Ayşe Yılmaz',
        credits: 4,
        description_en: 'Limits, derivatives and integrals.',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = courseDetailCourseSchema.parse(response.json());
    expect(edited).toMatchObject({
      course_id: created.course_id,
      course_code: 'MATH 101',
      name_tr: 'Çözümleme',
      credits: 4,
      department: { code: 'MATH' },
    });

    expect((await search('q=giris')).total).toBe(0);
    expect((await search('q=cozumleme')).items.map((course) => course.course_id)).toEqual([
      created.course_id,
    ]);
    const [row] = await context.database.db
      .select()
      .from(courses)
      .where(eq(courses.course_id, created.course_id));
    expect(row?.updated_at.getTime()).toBeGreaterThan(row?.created_at.getTime() ?? Infinity);

    const audit = await auditOf('course.updated', created.course_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({
      course_code: 'MATH 101',
      changed: [
        'course_code',
        'department_id',
        'name_en',
        'name_tr',
        'credits',
        'instructor_name',
        'description_en',
        'description_tr',
      ],
    });
  });

  it('answers 404 for an unknown course, 409 for a taken code and 400 for an unknown department', async () => {
    const unknown = await call(
      'PUT',
      '/coursefile/courses/00000000-0000-4000-8000-000000000000',
      moderator,
      courseBody({ course_code: 'CMPE 999' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(problemSchema.parse(unknown.json()).code).toBe('not_found');

    const other = await create({ course_code: 'CMPE 160', name_en: 'Data Structures' });
    const taken = await call(
      'PUT',
      `/coursefile/courses/${other.course_id}`,
      moderator,
      courseBody({ course_code: 'MATH 101' }),
    );
    expect(taken.statusCode).toBe(409);

    const badDepartment = await call(
      'PUT',
      `/coursefile/courses/${other.course_id}`,
      moderator,
      courseBody({ course_code: 'CMPE 160', department_id: 9999 }),
    );
    expect(badDepartment.statusCode).toBe(400);
    expect(problemSchema.parse(badDepartment.json()).errors?.[0]?.field).toBe('body.department_id');
    expect(await auditOf('course.updated', other.course_id)).toEqual([]);
  });

  it('takes a course out of the public catalogue when a moderator makes it a draft', async () => {
    const draft = await create({ course_code: 'CMPE 170', status: 'draft' });
    expect((await search('q=cmpe%20170')).total).toBe(0);
    const forModerators = await call('GET', '/coursefile/courses?status=draft', moderator);
    expect(courseListSchema.parse(forModerators.json()).items.map((c) => c.course_id)).toEqual([
      draft.course_id,
    ]);
    const page = await call('GET', `/coursefile/courses/${draft.course_id}`, undefined);
    expect(page.statusCode).toBe(404);
  });
});

describe(`name order on ${testDriver}`, () => {
  const turkishNames = [
    'Şebeke Analizi',
    'Olasılık',
    'İstatistik',
    'Çizge Kuramı',
    'Sayısal Analiz',
    'Ölçme Kuramı',
    'Isı Denklemi',
    'Diferansiyel Denklemler',
    'Cebir',
    'Cıvata Geometrisi',
  ];
  const collator = new Intl.Collator('tr');

  beforeAll(async () => {
    for (const [index, name] of turkishNames.entries()) {
      await create({
        course_code: `TURK ${String(200 + index)}`,
        department_id: literature,
        name_tr: name,
        name_en: `${name} (English)`,
      });
    }
  });

  it('sorts the Turkish names in the order of the Turkish alphabet, both ways', async () => {
    const expected = [...turkishNames].sort(collator.compare);
    expect(expected.map((name) => name.charAt(0)).join('')).toBe('CCÇDIİOÖSŞ');
    const ascending = await search('department=TURK&sort=name_tr&page_size=25');
    expect(ascending.items.map((course) => course.name_tr)).toEqual(expected);
    const descending = await search('department=TURK&sort=-name_tr&page_size=25');
    expect(descending.items.map((course) => course.name_tr)).toEqual([...expected].reverse());
  });

  it('sorts the English names the same way and breaks ties by code', async () => {
    const english = await search('department=TURK&sort=name_en&page_size=25');
    const names = english.items.map((course) => course.name_en);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names).toHaveLength(turkishNames.length);

    await create({ course_code: 'TURK 299', department_id: literature, name_tr: 'Cebir' });
    await create({ course_code: 'TURK 199', department_id: literature, name_tr: 'Cebir' });
    const ties = await search('department=TURK&sort=-name_tr&page_size=25');
    const cebir = ties.items.filter((course) => course.name_tr === 'Cebir');
    expect(cebir.map((course) => course.course_code)).toEqual(['TURK 199', 'TURK 208', 'TURK 299']);
  });
});
