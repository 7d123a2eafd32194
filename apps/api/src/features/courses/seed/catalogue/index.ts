import { buildCommonCourses, buildDepartmentCourses } from './build-courses';
import { commonTopics } from './common-courses';
import { curricula } from './departments';
import { buildInstructors } from './instructors';
import { CourseNumbers } from './numbering';
import { createRandom } from '../../../../platform/seeded-random';
import type { Catalogue } from './types';

export type { Catalogue, CourseSeed, DepartmentSeed } from './types';
export { academicTitles } from './instructor-names';
export { personalName } from './instructors';

/** The fixed seed: the catalogue is the same on every run. */
const catalogueSeed = 0x5e711e;

/**
 * The demo catalogue of Yeşiltepe University (Yeşiltepe Üniversitesi):
 * departments, instructors and courses, generated deterministically.
 */
export function buildCatalogue(): Catalogue {
  const random = createRandom(catalogueSeed);
  const departments = curricula.map((curriculum) => ({ ...curriculum.department }));
  const pool = buildInstructors(
    random,
    departments.map((d) => d.code),
  );
  const instructorsOf = (code: string): readonly string[] => pool.byDepartment.get(code) ?? [];

  const numbers = new CourseNumbers(random);
  const common = buildCommonCourses(commonTopics, instructorsOf, random);
  for (const course of common) {
    const [prefix, number] = course.course_code.split(' ');
    if (prefix !== undefined && number !== undefined) numbers.reserve(prefix, [Number(number)]);
  }
  const departmental = curricula.flatMap((curriculum) =>
    buildDepartmentCourses(curriculum, instructorsOf(curriculum.department.code), numbers, random),
  );
  return { departments, instructors: [...pool.all], courses: [...departmental, ...common] };
}
