import { eq } from 'drizzle-orm';
import {
  courseDetailCourseSchema,
  courseListSchema,
  type CourseDetailCourse,
  type CourseWriteInput,
} from '@campus/contracts';
import { courses, departments } from '../../src/features/courses/courses.tables';
import type { TestContext } from './app';
import { createDepartment } from './factories/courses';
import { expectStatus } from './http';

export const departmentValues = {
  CMPE: {
    name_en: 'Computer Engineering',
    name_tr: 'Bilgisayar Mühendisliği',
    faculty_en: 'Engineering',
    faculty_tr: 'Mühendislik',
  },
  MATH: {
    name_en: 'Mathematics',
    name_tr: 'Matematik',
    faculty_en: 'Arts and Sciences',
    faculty_tr: 'Fen-Edebiyat',
  },
  /** The department of the name-order courses only. */
  TURK: {
    name_en: 'Turkish Language and Literature',
    name_tr: 'Türk Dili ve Edebiyatı',
    faculty_en: 'Arts and Sciences',
    faculty_tr: 'Fen-Edebiyat',
  },
};

export function courseBody(
  departmentId: number,
  overrides: Partial<CourseWriteInput> = {},
): CourseWriteInput {
  return {
    course_code: 'CMPE 150',
    department_id: departmentId,
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

/** The course admin tests' helpers, bound to the test app of the file that uses them. */
export function createCourseAdminHelpers(t: TestContext) {
  /** The id of one of the test file's departments, made by the first test that needs it. */
  async function department(code: keyof typeof departmentValues): Promise<number> {
    const [existing] = await t.database.db
      .select({ department_id: departments.department_id })
      .from(departments)
      .where(eq(departments.code, code));
    if (existing !== undefined) return existing.department_id;
    return (await createDepartment(t, { code, ...departmentValues[code] })).department_id;
  }

  /**
   * The course admin tests write fixed course codes and search or list the whole
   * catalogue, so each of them starts from an empty one.
   */
  async function emptyCatalogue(): Promise<void> {
    await t.database.db.delete(courses);
  }

  async function create(
    token: string,
    overrides: Partial<CourseWriteInput> = {},
  ): Promise<CourseDetailCourse> {
    const body = courseBody(await department('CMPE'), overrides);
    return expectStatus(
      await t.api.call('POST', '/coursefile/courses', token, body),
      201,
      courseDetailCourseSchema,
    );
  }

  async function search(query: string, token?: string) {
    return t.api.read(`/coursefile/courses?${query}`, token, courseListSchema);
  }

  return { create, department, emptyCatalogue, search };
}
