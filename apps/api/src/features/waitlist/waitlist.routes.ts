import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  problemSchema,
  waitlistAdminPageSchema,
  waitlistAdminQuerySchema,
  waitlistCountsSchema,
  waitlistEntrySchema,
  waitlistExportQuerySchema,
  waitlistFeatureParamsSchema,
  waitlistJoinBodySchema,
  waitlistMineSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { WaitlistService } from './waitlist.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
};

const signedIn = [{ bearerAuth: [] }];

/** The CSV file is a stream: Fastify pipes it without serializing. */
const csvResponseSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ description: 'A CSV file (UTF-8 with a BOM), text/csv, streamed', type: 'string' });

export const waitlistRoutes: FastifyPluginAsyncZod<{ service: WaitlistService }> = async (
  app,
  { service },
) => {
  app.get(
    '/waitlist/mine',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'The waitlists the caller is on',
        security: signedIn,
        response: { 200: waitlistMineSchema, ...problems },
      },
    },
    async (request) => service.mine(requireUser(request)),
  );

  app.post(
    '/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Join the waitlist of an upcoming feature, with an optional note',
        security: signedIn,
        body: waitlistJoinBodySchema,
        response: { 201: waitlistEntrySchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.join(request.body, requireUser(request))),
  );

  app.delete(
    '/waitlist/:feature',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Leave the waitlist of a feature',
        security: signedIn,
        params: waitlistFeatureParamsSchema,
        response: { 204: z.null(), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await service.leave(request.params.feature, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/waitlist/counts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['waitlist'],
        summary: 'How many people wait for each feature, zero included (admins)',
        security: signedIn,
        response: { 200: waitlistCountsSchema, ...problems },
      },
    },
    async () => service.counts(),
  );

  app.get(
    '/admin/waitlist',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['waitlist'],
        summary: 'The entries of a feature (or all), newest first, with name and e-mail (admins)',
        security: signedIn,
        querystring: waitlistAdminQuerySchema,
        response: { 200: waitlistAdminPageSchema, ...problems },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/admin/waitlist/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['waitlist'],
        summary: 'The entries as a streamed CSV file (admins; audited)',
        security: signedIn,
        querystring: waitlistExportQuerySchema,
        response: { 200: csvResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await service.export(request.query.feature, requireUser(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
  );
};
