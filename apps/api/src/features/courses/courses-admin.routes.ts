import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseDetailCourseSchema,
  courseIdParamsSchema,
  courseWriteBodySchema,
  problemSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { CoursesAdminService } from './courses-admin.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  409: problemSchema,
};

export const coursesAdminRoutes: FastifyPluginAsyncZod<{ service: CoursesAdminService }> = async (
  app,
  { service },
) => {
  app.post(
    '/coursefile/courses',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['courses'],
        summary: 'Add a course to the catalogue (moderators and admins)',
        security: [{ bearerAuth: [] }],
        body: courseWriteBodySchema,
        response: { 201: courseDetailCourseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, requireUser(request))),
  );

  app.put(
    '/coursefile/courses/:course_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['courses'],
        summary: 'Edit every field of a course (moderators and admins)',
        security: [{ bearerAuth: [] }],
        params: courseIdParamsSchema,
        body: courseWriteBodySchema,
        response: { 200: courseDetailCourseSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.update(request.params.course_id, request.body, requireUser(request)),
  );
};
