import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  devLogEntryIdParamsSchema,
  devLogEntrySchema,
  devLogListQuerySchema,
  devLogPageSchema,
  devLogWriteBodySchema,
  problemSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { DevLogService } from './dev-log.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
};

export const devLogRoutes: FastifyPluginAsyncZod<{ service: DevLogService }> = async (
  app,
  { service },
) => {
  app.get(
    '/dev/entries',
    {
      config: { isPublic: true },
      schema: {
        tags: ['dev-log'],
        summary: 'The dev log, newest published first; entries scheduled for later for admins',
        querystring: devLogListQuerySchema,
        response: { 200: devLogPageSchema, 400: problemSchema },
      },
    },
    async (request) => service.findEntries(request.query, request.user),
  );

  app.get(
    '/dev/entries/:entry_id',
    {
      config: { isPublic: true },
      schema: {
        tags: ['dev-log'],
        summary: 'One dev log entry',
        params: devLogEntryIdParamsSchema,
        response: { 200: devLogEntrySchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => service.findEntry(request.params.entry_id, request.user),
  );

  app.post(
    '/dev/entries',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dev-log'],
        summary: 'Add a dev log entry (admins)',
        security: [{ bearerAuth: [] }],
        body: devLogWriteBodySchema,
        response: { 201: devLogEntrySchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, requireUser(request))),
  );

  app.put(
    '/dev/entries/:entry_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dev-log'],
        summary: 'Edit a dev log entry (admins)',
        security: [{ bearerAuth: [] }],
        params: devLogEntryIdParamsSchema,
        body: devLogWriteBodySchema,
        response: { 200: devLogEntrySchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.update(request.params.entry_id, request.body, requireUser(request)),
  );

  app.delete(
    '/dev/entries/:entry_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dev-log'],
        summary: 'Delete a dev log entry (admins)',
        security: [{ bearerAuth: [] }],
        params: devLogEntryIdParamsSchema,
        response: { 204: z.null(), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.entry_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
