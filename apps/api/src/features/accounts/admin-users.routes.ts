import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserCreateBodySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateBodySchema,
  messageResponseSchema,
  problemSchema,
  userIdParamsSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { AdminUsersService } from './admin-users.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  429: problemSchema,
};

/** User management; every route is for admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ service: AdminUsersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin-users'],
        summary: 'Users: search over names and e-mail, filters by role and status, sorting',
        security: [{ bearerAuth: [] }],
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...problems },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/admin/users/:user_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin-users'],
        summary: 'One user',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 200: adminUserSchema, ...problems },
      },
    },
    async (request) => service.get(request.params.user_id),
  );

  app.post(
    '/admin/users',
    {
      config: { access: 'admin', rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['admin-users'],
        summary: 'Create an account; the person gets a mail to choose a password (valid 24 hours)',
        security: [{ bearerAuth: [] }],
        body: adminUserCreateBodySchema,
        response: { 201: adminUserSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(requireUser(request).userId, request.body)),
  );

  app.patch(
    '/admin/users/:user_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin-users'],
        summary:
          'Change names, role or status; a role change or deactivation ends the person’s sessions at once',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: adminUserUpdateBodySchema,
        response: { 200: adminUserSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) =>
      service.update(requireUser(request).userId, request.params.user_id, request.body),
  );

  app.post(
    '/admin/users/:user_id/resend-verification',
    {
      config: { access: 'admin', rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['admin-users'],
        summary: 'Mail the confirmation link (or the invitation) again',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 202: messageResponseSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await service.resendVerification(requireUser(request).userId, request.params.user_id),
        ),
  );
};
