import {
  courseConstantsSchema,
  courseDetailCourseSchema,
  courseListQuerySchema,
  courseListSchema,
  courseStatisticsSchema,
  courseWriteBodySchema,
} from './courses';
import { courseIdParamsSchema } from './course-experiences';
import { defineEndpoints } from './endpoint';

/** The course catalogue: read by everyone, written by moderators. */
export const courseEndpoints = defineEndpoints('courses', {
  list: {
    method: 'GET',
    path: '/coursefile/courses',
    access: 'public',
    summary:
      "The course catalogue: filters, Turkish-aware search, sorting and pagination, each course with its approved experiences' count and mean ratings; draft and archived courses for moderators",
    query: courseListQuerySchema,
    response: courseListSchema,
    problems: [403],
  },
  getConstants: {
    method: 'GET',
    path: '/coursefile/courses-constants',
    access: 'public',
    summary: 'Enumerations, departments, page sizes and the letter-grade scale',
    response: courseConstantsSchema,
  },
  getStatistics: {
    method: 'GET',
    path: '/coursefile/statistics',
    access: 'public',
    summary: 'The home statistics: courses with open data, with VIP data, approved experiences',
    response: courseStatisticsSchema,
    openInMaintenance: true,
  },
  create: {
    method: 'POST',
    path: '/coursefile/courses',
    access: 'moderator',
    summary: 'Add a course to the catalogue (moderators and admins)',
    body: courseWriteBodySchema,
    status: 201,
    response: courseDetailCourseSchema,
    problems: [409],
  },
  update: {
    method: 'PUT',
    path: '/coursefile/courses/:course_id',
    access: 'moderator',
    summary: 'Edit every field of a course (moderators and admins)',
    params: courseIdParamsSchema,
    body: courseWriteBodySchema,
    response: courseDetailCourseSchema,
    problems: [404, 409],
  },
});
