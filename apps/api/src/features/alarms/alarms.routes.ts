import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alarmAdminListQuerySchema,
  alarmAdminPageSchema,
  alarmBroadcastBodySchema,
  alarmBroadcastResultSchema,
  alarmIdParamsSchema,
  alarmListQuerySchema,
  alarmPageSchema,
  alarmSchema,
  alarmWriteBodySchema,
  problemSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { AlarmsService } from './alarms.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

export const alarmsRoutes: FastifyPluginAsyncZod<{ service: AlarmsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/alarms',
    {
      schema: {
        tags: ['alarms'],
        summary: 'My alarms, latest reminder first, optionally of one status',
        security: [{ bearerAuth: [] }],
        querystring: alarmListQuerySchema,
        response: { 200: alarmPageSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => service.listOwn(request.query, requireUser(request)),
  );

  app.post(
    '/alarms',
    {
      schema: {
        tags: ['alarms'],
        summary: 'Set an alarm: at least 1 minute and at most 1 year ahead',
        security: [{ bearerAuth: [] }],
        body: alarmWriteBodySchema,
        response: { 201: alarmSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, requireUser(request))),
  );

  app.put(
    '/alarms/:alarm_id',
    {
      schema: {
        tags: ['alarms'],
        summary: 'Change my alarm while it is scheduled (its time re-schedules it)',
        security: [{ bearerAuth: [] }],
        params: alarmIdParamsSchema,
        body: alarmWriteBodySchema,
        response: { 200: alarmSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => service.update(request.params.alarm_id, request.body, requireUser(request)),
  );

  app.delete(
    '/alarms/:alarm_id',
    {
      schema: {
        tags: ['alarms'],
        summary: 'Cancel my alarm while it is scheduled',
        security: [{ bearerAuth: [] }],
        params: alarmIdParamsSchema,
        response: { 204: z.null(), ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await service.cancel(request.params.alarm_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/alarms',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['alarms'],
        summary: "Everyone's alarms with their owner's e-mail (admins)",
        security: [{ bearerAuth: [] }],
        querystring: alarmAdminListQuerySchema,
        response: { 200: alarmAdminPageSchema, ...problems },
      },
    },
    async (request) => service.listAll(request.query),
  );

  app.post(
    '/admin/alarms/broadcast',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['alarms'],
        summary: 'Send a reminder to every active person, now or at remind_at (admins)',
        security: [{ bearerAuth: [] }],
        body: alarmBroadcastBodySchema,
        response: { 202: alarmBroadcastResultSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.broadcast(request.body, requireUser(request))),
  );
};
