import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ExperienceStatus } from '@campus/contracts';
import {
  courseExperiences,
  departments,
  type DepartmentRow,
  type NewCourseExperienceRow,
} from '../../../src/features/courses/courses.tables';
import {
  createCoursesRepository,
  type CourseValues,
} from '../../../src/features/courses/courses.repository';
import { createCourseExperiencesRepository } from '../../../src/features/courses/course-experiences.repository';
import type { TestContext } from '../app';

let counter = 0;
function next(): number {
  counter += 1;
  return counter;
}

/** A department; a unique code unless one is given. */
export async function createDepartment(
  t: TestContext,
  overrides: Partial<typeof departments.$inferInsert> = {},
): Promise<DepartmentRow> {
  const code = overrides.code ?? `D${randomUUID().slice(0, 6).toUpperCase()}`;
  const rows = await t.database.db
    .insert(departments)
    .values({
      code,
      name_en: `Department ${code}`,
      name_tr: `${code} Bölümü`,
      faculty_en: 'Engineering',
      faculty_tr: 'Mühendislik',
      ...overrides,
    })
    .returning();
  const row = rows[0];
  if (row === undefined) throw new Error('insert into departments returned nothing');
  return row;
}

/** An active course, in a new department unless one is given; its id and code. */
export async function createCourse(
  t: TestContext,
  overrides: Partial<CourseValues> = {},
): Promise<{ course_id: string; course_code: string; department_id: number }> {
  const departmentId = overrides.department_id ?? (await createDepartment(t)).department_id;
  const number = next();
  const values: CourseValues = {
    course_code: `TST${String(100 + number)}${randomUUID().slice(0, 3).toUpperCase()}`,
    department_id: departmentId,
    name_en: `Test Course ${String(number)}`,
    name_tr: `Deneme Dersi ${String(number)}`,
    credits: 3,
    ects: 5,
    course_type: 'mandatory',
    level: 'undergraduate',
    status: 'active',
    instructor_name: 'İlker Şahin',
    description_en: '',
    description_tr: '',
    semester_offered: 'fall',
    language: 'en',
    ...overrides,
  };
  const { course_id } = await createCoursesRepository(t.database.db).insertCourse(values);
  return { course_id, course_code: values.course_code, department_id: departmentId };
}

export interface ExperienceOptions extends Partial<NewCourseExperienceRow> {
  status?: ExperienceStatus;
}

/** A course experience by `user_id` on `course_id` (a new course unless given), waiting unless a status is given. */
export async function createExperience(
  t: TestContext,
  options: ExperienceOptions & { user_id: string },
) {
  const courseId = options.course_id ?? (await createCourse(t)).course_id;
  const row = await createCourseExperiencesRepository(t.database.db).insert({
    semester: `2025-fall-${String(next())}`,
    instructor_name: 'İlker Şahin',
    rating_difficulty: 4,
    rating_workload: 3,
    rating_usefulness: 5,
    rating_grading: 2,
    grade_received: 'BA',
    summary: 'A demanding but rewarding course.',
    details: 'Weekly labs, two midterms and a final project.',
    exam_tips: 'Practise the lab sheets.',
    resources: 'The course notes.',
    ...options,
    course_id: courseId,
    ...(options.status !== undefined && options.status !== 'waiting'
      ? { reviewed_at: options.reviewed_at ?? new Date() }
      : {}),
  });
  return row;
}

/** `count` approved experiences by one person, each on a new course (what unlocks VIP at 3). */
export async function createApprovedContributions(
  t: TestContext,
  userId: string,
  count: number,
): Promise<void> {
  for (let index = 0; index < count; index += 1)
    await createExperience(t, { user_id: userId, status: 'approved' });
}

/** Sets an experience's status as a review would, without the review's side effects. */
export async function setExperienceStatus(
  t: TestContext,
  experienceId: string,
  status: ExperienceStatus,
): Promise<void> {
  await t.database.db
    .update(courseExperiences)
    .set({ status, reviewed_at: status === 'waiting' ? null : new Date() })
    .where(eq(courseExperiences.experience_id, experienceId));
}
