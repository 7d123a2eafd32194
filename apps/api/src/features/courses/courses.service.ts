import {
  courseLanguages,
  courseLevels,
  courseSemesters,
  courseSorts,
  courseStatuses,
  courseTypes,
  defaultPageSize,
  gradeScale,
  hasModeratorAccess,
  pageSizes,
  type CourseConstants,
  type CourseList,
  type CourseListQuery,
  type CourseStatistics,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { CoursesRepository } from './courses.repository';
import { pageOf } from '../../platform/wire-page';

export function createCoursesService(repository: CoursesRepository) {
  return {
    /** The catalogue: active courses by default; draft and archived ones for moderators only. */
    async findCourses(query: CourseListQuery, user: AuthUser | null): Promise<CourseList> {
      const { status = 'active', ...filter } = query;
      if (status !== 'active' && !hasModeratorAccess(user?.role)) {
        throw AppError.forbidden('Only moderators can list draft or archived courses');
      }
      const { rows, total } = await repository.findCourses({ ...filter, statuses: [status] });
      return pageOf(rows, query, total);
    },

    /** The home statistics: courses with open data, with VIP data, and approved experiences. */
    async findStatistics(): Promise<CourseStatistics> {
      return repository.statistics();
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
