import {
  courseLanguages,
  courseLevels,
  courseSemesters,
  courseSorts,
  courseStatuses,
  courseTypes,
  defaultPageSize,
  gradeScale,
  pageSizes,
  type CourseConstants,
  type CourseList,
  type CourseListQuery,
} from '@campus/contracts';
import { AppError } from '../../platform/errors';
import type { CoursesRepository } from './courses.repository';

export function createCoursesService(repository: CoursesRepository) {
  return {
    /** The public catalogue: active courses only; other statuses are for moderators. */
    async findCourses(query: CourseListQuery): Promise<CourseList> {
      if (query.status !== undefined && query.status !== 'active') {
        throw AppError.forbidden('Only moderators can list draft or archived courses');
      }
      const { status: _status, ...filter } = query;
      const { rows, total } = await repository.findCourses({ ...filter, statuses: ['active'] });
      return { items: rows, page: query.page, page_size: query.page_size, total };
    },

    async findConstants(): Promise<CourseConstants> {
      return {
        course_types: [...courseTypes],
        course_levels: [...courseLevels],
        course_statuses: [...courseStatuses],
        semesters: [...courseSemesters],
        languages: [...courseLanguages],
        sorts: [...courseSorts],
        departments: await repository.findDepartments(),
        page_sizes: [...pageSizes],
        default_page_size: defaultPageSize,
        grade_scale: gradeScale.map((grade) => ({ ...grade })),
      };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
