import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseConstantsSchema,
  courseListQuerySchema,
  courseListSchema,
  courseStatisticsSchema,
  problemSchema,
} from '@campus/contracts';
import type { CoursesService } from './courses.service';

export const coursesRoutes: FastifyPluginAsyncZod<{ service: CoursesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/coursefile/courses',
    {
      config: { isPublic: true },
      schema: {
        tags: ['courses'],
        summary:
          'The course catalogue: filters, Turkish-aware search, sorting and pagination; draft and archived courses for moderators',
        querystring: courseListQuerySchema,
        response: { 200: courseListSchema, 400: problemSchema, 403: problemSchema },
      },
    },
    async (request) => service.findCourses(request.query, request.user),
  );

  app.get(
    '/coursefile/courses-constants',
    {
      config: { isPublic: true },
      schema: {
        tags: ['courses'],
        summary: 'Enumerations, departments, page sizes and the letter-grade scale',
        response: { 200: courseConstantsSchema },
      },
    },
    async () => service.findConstants(),
  );

  app.get(
    '/coursefile/statistics',
    {
      config: { isPublic: true },
      schema: {
        tags: ['courses'],
        summary: 'The home statistics: courses with open data, with VIP data, approved experiences',
        response: { 200: courseStatisticsSchema },
      },
    },
    async () => service.findStatistics(),
  );
};
