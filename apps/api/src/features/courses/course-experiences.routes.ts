import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseDetailSchema,
  courseIdParamsSchema,
  experienceCreateBodySchema,
  experienceIdParamsSchema,
  experienceListQuerySchema,
  experienceRejectBodySchema,
  experienceReviewQuerySchema,
  ownExperienceListSchema,
  ownExperienceSchema,
  paginationQuerySchema,
  problemSchema,
  publicExperienceListSchema,
  vipExperienceListSchema,
} from '@campus/contracts';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import type { CourseExperiencesService } from './course-experiences.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

/** VIP answers are tried first; without the VIP fields an answer can only match the public schema. */
const experienceListSchema = z.union([vipExperienceListSchema, publicExperienceListSchema]);

export const courseExperiencesRoutes: FastifyPluginAsyncZod<{
  service: CourseExperiencesService;
}> = async (app, { service }) => {
  app.get(
    '/coursefile/courses/:course_id',
    {
      config: { isPublic: true },
      schema: {
        tags: ['courses'],
        summary:
          'A course with its aggregate ratings; grade distribution and instructors with VIP access',
        params: courseIdParamsSchema,
        response: { 200: courseDetailSchema, ...problems },
      },
    },
    async (request) => service.courseDetail(request.params.course_id, request.user),
  );

  app.get(
    '/coursefile/courses/:course_id/experiences',
    {
      config: { isPublic: true },
      schema: {
        tags: ['courses'],
        summary: 'Approved experiences of a course: the public part, or everything with VIP access',
        params: courseIdParamsSchema,
        querystring: experienceListQuerySchema,
        response: { 200: experienceListSchema, ...problems },
      },
    },
    async (request) => service.listApproved(request.params.course_id, request.query, request.user),
  );

  app.post(
    '/coursefile/courses/:course_id/experiences',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['courses'],
        summary: 'Share an experience of a course; it waits for review',
        security: [{ bearerAuth: [] }],
        params: courseIdParamsSchema,
        body: experienceCreateBodySchema,
        response: { 201: ownExperienceSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(request.params.course_id, request.body, requireUser(request))),
  );

  app.get(
    '/coursefile/my-experiences',
    {
      schema: {
        tags: ['courses'],
        summary: 'The signed-in person’s contributions with status and the reviewer’s note',
        security: [{ bearerAuth: [] }],
        querystring: paginationQuerySchema,
        response: { 200: ownExperienceListSchema, ...problems },
      },
    },
    async (request) => service.listOwn(requireUser(request), request.query),
  );

  app.get(
    '/coursefile/review/experiences',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['courses'],
        summary: 'The review queue of experiences, oldest first (moderators and admins)',
        security: [{ bearerAuth: [] }],
        querystring: experienceReviewQuerySchema,
        response: { 200: ownExperienceListSchema, ...problems },
      },
    },
    async (request) => service.listForReview(request.query),
  );

  app.post(
    '/coursefile/review/experiences/:id/approve',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['courses'],
        summary: 'Approve a waiting experience (moderators and admins)',
        security: [{ bearerAuth: [] }],
        params: experienceIdParamsSchema,
        response: { 200: ownExperienceSchema, ...problems },
      },
    },
    async (request) => service.approve(request.params.id, requireUser(request)),
  );

  app.post(
    '/coursefile/review/experiences/:id/reject',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['courses'],
        summary: 'Reject a waiting experience with a note for its author (moderators and admins)',
        security: [{ bearerAuth: [] }],
        params: experienceIdParamsSchema,
        body: experienceRejectBodySchema,
        response: { 200: ownExperienceSchema, ...problems },
      },
    },
    async (request) => service.reject(request.params.id, request.body, requireUser(request)),
  );

  app.delete(
    '/coursefile/review/experiences/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['courses'],
        summary: 'Delete an experience (moderators and admins)',
        security: [{ bearerAuth: [] }],
        params: experienceIdParamsSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
