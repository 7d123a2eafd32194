import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  courseDetailCourseSchema,
  courseListSchema,
  publicCourseDetailSchema,
} from '@campus/contracts';
import { courses } from '../src/features/courses/courses.tables';
import { useTestApp } from './support/app';
import { courseBody } from './support/course-admin';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createCourse } from './support/factories/courses';
import { expectStatus } from './support/http';

const t = useTestApp();

async function rename(courseId: string, name: string): Promise<void> {
  await t.database.db.update(courses).set({ name_en: name }).where(eq(courses.course_id, courseId));
}

describe(`the catalogue's kept public answers on ${testDriver}`, () => {
  it('serves visitors a course page read a moment ago, and signed-in people a fresh one', async () => {
    const { course_id } = await createCourse(t, { name_en: 'Algorithms' });
    const page = `/coursefile/courses/${course_id}`;
    const visitor = () => t.api.read(page, undefined, publicCourseDetailSchema);
    expect((await visitor()).course.name_en).toBe('Algorithms');

    // A change that does not pass through this process's API (a job, another process).
    await rename(course_id, 'Algorithms II');
    expect((await visitor()).course.name_en).toBe('Algorithms');
    const student = await createUser(t);
    const signedIn = await t.api.read(page, student.token, publicCourseDetailSchema);
    expect(signedIn.course.name_en).toBe('Algorithms II');
  });

  it('forgets them at once when a write succeeds through the API', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const course_code = 'DBS 301';
    const { course_id, department_id } = await createCourse(t, {
      course_code,
      name_en: 'Databases',
    });
    const list = `/coursefile/courses?q=${encodeURIComponent(course_code)}`;
    const names = async () =>
      (await t.api.read(list, undefined, courseListSchema)).items.map((item) => item.name_en);
    expect(await names()).toEqual(['Databases']);

    const response = await t.api.call(
      'PUT',
      `/coursefile/courses/${course_id}`,
      admin.token,
      courseBody(department_id, { course_code, name_en: 'Database Systems' }),
    );
    expectStatus(response, 200, courseDetailCourseSchema);
    expect(await names()).toEqual(['Database Systems']);
  });
});
