import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courseDetailCourseSchema, publicCourseDetailSchema } from '@campus/contracts';
import { courses } from '../src/features/courses/courses.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { courseBody, createCourseAdminHelpers } from './support/course-admin';

const t = useTestApp();
const { create, department, emptyCatalogue, search } = createCourseAdminHelpers(t);

describe(`adding and editing courses on ${testDriver}`, () => {
  it('keeps the course forms for moderators and admins', async () => {
    const [student, engineering] = await Promise.all([createUser(t), department('CMPE')]);
    const before = await t.database.db.select().from(courses);
    expectProblem(
      await t.api.call('POST', '/coursefile/courses', undefined, courseBody(engineering)),
      401,
    );
    expectProblem(
      await t.api.call('POST', '/coursefile/courses', student.token, courseBody(engineering)),
      403,
      'forbidden',
    );
    expectProblem(
      await t.api.call(
        'PUT',
        `/coursefile/courses/${unknownId}`,
        student.token,
        courseBody(engineering),
      ),
      403,
    );
    expect(await t.database.db.select().from(courses)).toEqual(before);
  });

  it('checks every field of the form with the field messages', async () => {
    const [moderator, engineering] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      department('CMPE'),
    ]);
    const response = await t.api.call('POST', '/coursefile/courses', moderator.token, {
      ...courseBody(engineering, { course_code: 'CMPE150', credits: 13, name_tr: 'B' }),
      level: 'master',
    });
    const problem = expectProblem(response, 400, 'validation_failed');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.course_code', code: 'rule', message: 'course code must look like CMPE 150' },
        {
          field: 'body.credits',
          code: 'too_big',
          params: { max: 12 },
          message: 'credits must be at most 12',
        },
        {
          field: 'body.name_tr',
          code: 'too_short',
          params: { min: 2 },
          message: 'name_tr must be at least 2 characters',
        },
        {
          field: 'body.level',
          code: 'one_of',
          params: { values: 'undergraduate, graduate, phd' },
          message: 'level must be one of undergraduate, graduate, phd',
        },
      ]),
    );
    const { name_en: _missing, ...withoutName } = courseBody(engineering);
    const missing = await t.api.call('POST', '/coursefile/courses', moderator.token, withoutName);
    expect(fieldErrors(missing)).toMatchObject({ 'body.name_en': 'name_en is required' });
  });

  it('refuses an unknown department on the department field', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const response = await t.api.call(
      'POST',
      '/coursefile/courses',
      moderator.token,
      courseBody(9999),
    );
    expect(expectProblem(response, 400, 'validation_failed')).toMatchObject({
      errors: [
        { field: 'body.department_id', message: 'department_id must be a known department' },
      ],
    });
  });

  it('adds a course, searchable with Turkish rules and audited without personal data', async () => {
    await emptyCatalogue();
    const [moderator, engineering] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      department('CMPE'),
    ]);
    const created = await create(moderator.token, {
      course_code: ' cmpe 150 ',
      description_tr: undefined,
    });
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

    const page = await t.api.read(
      `/coursefile/courses/${created.course_id}`,
      undefined,
      publicCourseDetailSchema,
    );
    expect(page.course).toEqual(created);

    const audit = await auditOf(t, 'course.created', created.course_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({
      course_code: 'CMPE 150',
      department_id: engineering,
      status: 'active',
    });
    expect(JSON.stringify(audit[0]?.details)).not.toContain('İlker');
  });

  it('refuses a second course with the same code', async () => {
    await emptyCatalogue();
    const [moderator, admin] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'admin' }),
    ]);
    await create(moderator.token);
    const response = await t.api.call(
      'POST',
      '/coursefile/courses',
      admin.token,
      courseBody(await department('CMPE'), { course_code: 'cmpe 150', name_en: 'Another course' }),
    );
    expect(expectProblem(response, 409, 'conflict')).toMatchObject({
      errors: [{ field: 'body.course_code' }],
    });
    expect(await t.database.db.select().from(courses)).toHaveLength(1);
  });

  it('edits a course: every field, the search text and the time of the change', async () => {
    await emptyCatalogue();
    const [moderator, admin, mathematics] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'admin' }),
      department('MATH'),
    ]);
    const created = await create(moderator.token, {
      course_code: ' cmpe 150 ',
      description_tr: undefined,
    });
    const response = await t.api.call(
      'PUT',
      `/coursefile/courses/${created.course_id}`,
      admin.token,
      courseBody(mathematics, {
        course_code: 'MATH 101',
        name_en: 'Calculus',
        name_tr: 'Çözümleme',
        instructor_name: 'Ayşe Yılmaz',
        credits: 4,
        description_en: 'Limits, derivatives and integrals.',
      }),
    );
    const edited = expectStatus(response, 200, courseDetailCourseSchema);
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
    const [row] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.course_id, created.course_id));
    expect(row?.updated_at.getTime()).toBeGreaterThan(row?.created_at.getTime() ?? Infinity);

    const audit = await auditOf(t, 'course.updated', created.course_id);
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
    await emptyCatalogue();
    const [moderator, engineering, mathematics] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      department('CMPE'),
      department('MATH'),
    ]);
    await create(moderator.token, {
      course_code: 'MATH 101',
      department_id: mathematics,
      name_en: 'Calculus',
    });
    expectProblem(
      await t.api.call(
        'PUT',
        `/coursefile/courses/${unknownId}`,
        moderator.token,
        courseBody(engineering, { course_code: 'CMPE 999' }),
      ),
      404,
      'not_found',
    );

    const other = await create(moderator.token, {
      course_code: 'CMPE 160',
      name_en: 'Data Structures',
    });
    expectProblem(
      await t.api.call(
        'PUT',
        `/coursefile/courses/${other.course_id}`,
        moderator.token,
        courseBody(engineering, { course_code: 'MATH 101' }),
      ),
      409,
    );

    const badDepartment = await t.api.call(
      'PUT',
      `/coursefile/courses/${other.course_id}`,
      moderator.token,
      courseBody(9999, { course_code: 'CMPE 160' }),
    );
    expect(expectProblem(badDepartment, 400).errors?.[0]?.field).toBe('body.department_id');
    expect(await auditOf(t, 'course.updated', other.course_id)).toEqual([]);
  });

  it('takes a course out of the public catalogue when a moderator makes it a draft', async () => {
    await emptyCatalogue();
    const moderator = await createUser(t, { role: 'moderator' });
    const draft = await create(moderator.token, { course_code: 'CMPE 170', status: 'draft' });
    expect((await search('q=cmpe%20170')).total).toBe(0);
    const forModerators = await search('status=draft', moderator.token);
    expect(forModerators.items.map((course) => course.course_id)).toEqual([draft.course_id]);
    expectProblem(await t.api.call('GET', `/coursefile/courses/${draft.course_id}`), 404);
  });
});
