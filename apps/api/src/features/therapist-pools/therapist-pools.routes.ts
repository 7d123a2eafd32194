import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ownTherapistEntryListSchema,
  ownTherapistEntrySchema,
  paginationQuerySchema,
  problemSchema,
  reviewTherapistEntryListSchema,
  reviewTherapistEntrySchema,
  therapistConsentSchema,
  therapistEntryDetailSchema,
  therapistEntryListQuerySchema,
  therapistEntryListSchema,
  therapistEntryParamsSchema,
  therapistEntryWriteBodySchema,
  therapistPoolParamsSchema,
  therapistReportBodySchema,
  therapistReportListQuerySchema,
  therapistReportListSchema,
  therapistReportParamsSchema,
  therapistReportResolveBodySchema,
  therapistReportSchema,
  therapistReviewEntryParamsSchema,
  therapistReviewNoteBodySchema,
  therapistReviewQuerySchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { TherapistPoolsService } from './therapist-pools.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

const tags = ['therapist-pools'];
const security = [{ bearerAuth: [] }];
const moderator = { access: 'moderator' as const };

export const therapistPoolsRoutes: FastifyPluginAsyncZod<{
  service: TherapistPoolsService;
}> = async (app, { service }) => {
  app.get(
    '/pools/:pool/consent',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in person accepted the pool’s consent notice',
        security,
        params: therapistPoolParamsSchema,
        response: { 200: therapistConsentSchema, ...problems },
      },
    },
    async (request) => service.consentOf(request.params.pool, requireUser(request)),
  );

  app.post(
    '/pools/:pool/consent',
    {
      schema: {
        tags,
        summary: 'Accept the pool’s consent notice (remembered per person and pool)',
        security,
        params: therapistPoolParamsSchema,
        response: { 200: therapistConsentSchema, ...problems },
      },
    },
    async (request) => service.acceptConsent(request.params.pool, requireUser(request)),
  );

  app.get(
    '/pools/mine',
    {
      schema: {
        tags,
        summary: 'The signed-in person’s own entries of both pools, with status and note',
        security,
        querystring: paginationQuerySchema,
        response: { 200: ownTherapistEntryListSchema, ...problems },
      },
    },
    async (request) => service.listMine(requireUser(request), request.query),
  );

  app.get(
    '/pools/:pool/entries',
    {
      schema: {
        tags,
        summary: 'Approved entries of a pool: search, city, online, sort (consent required)',
        security,
        params: therapistPoolParamsSchema,
        querystring: therapistEntryListQuerySchema,
        response: { 200: therapistEntryListSchema, ...problems },
      },
    },
    async (request) => service.list(request.params.pool, request.query, requireUser(request)),
  );

  app.get(
    '/pools/:pool/entries/:id',
    {
      schema: {
        tags,
        summary: 'One approved entry, or one of the caller’s own with its status',
        security,
        params: therapistEntryParamsSchema,
        response: { 200: therapistEntryDetailSchema, ...problems },
      },
    },
    async (request) => service.detail(request.params.pool, request.params.id, requireUser(request)),
  );

  app.post(
    '/pools/:pool/entries',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags,
        summary: 'Share an experience of a therapist; it waits for review',
        security,
        params: therapistPoolParamsSchema,
        body: therapistEntryWriteBodySchema,
        response: { 201: ownTherapistEntrySchema, ...problems },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(request.params.pool, request.body, requireUser(request))),
  );

  app.put(
    '/pools/:pool/entries/:id',
    {
      schema: {
        tags,
        summary: 'Change one’s own entry while it waits for review',
        security,
        params: therapistEntryParamsSchema,
        body: therapistEntryWriteBodySchema,
        response: { 200: ownTherapistEntrySchema, ...problems },
      },
    },
    async (request) =>
      service.update(request.params.pool, request.params.id, request.body, requireUser(request)),
  );

  app.delete(
    '/pools/:pool/entries/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw one’s own entry while it waits for review',
        security,
        params: therapistEntryParamsSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await service.withdraw(request.params.pool, request.params.id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/pools/:pool/entries/:id/reports',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags,
        summary: 'Report an entry to the moderators (one open report per person and entry)',
        security,
        params: therapistEntryParamsSchema,
        body: therapistReportBodySchema,
        response: { 201: therapistReportSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.report(
            request.params.pool,
            request.params.id,
            request.body,
            requireUser(request),
          ),
        ),
  );

  app.get(
    '/pools/review/entries',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'The review queue of a status, oldest first (moderators and admins)',
        security,
        querystring: therapistReviewQuerySchema,
        response: { 200: reviewTherapistEntryListSchema, ...problems },
      },
    },
    async (request) => service.listForReview(request.query, requireUser(request)),
  );

  app.post(
    '/pools/review/entries/:id/approve',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Approve a waiting entry (moderators and admins)',
        security,
        params: therapistReviewEntryParamsSchema,
        response: { 200: reviewTherapistEntrySchema, ...problems },
      },
    },
    async (request) => service.approve(request.params.id, requireUser(request)),
  );

  app.post(
    '/pools/review/entries/:id/reject',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Reject a waiting entry with a note for its author (moderators and admins)',
        security,
        params: therapistReviewEntryParamsSchema,
        body: therapistReviewNoteBodySchema,
        response: { 200: reviewTherapistEntrySchema, ...problems },
      },
    },
    async (request) => service.reject(request.params.id, request.body.note, requireUser(request)),
  );

  app.post(
    '/pools/review/entries/:id/hide',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Hide a waiting or approved entry with a note (moderators and admins)',
        security,
        params: therapistReviewEntryParamsSchema,
        body: therapistReviewNoteBodySchema,
        response: { 200: reviewTherapistEntrySchema, ...problems },
      },
    },
    async (request) => service.hide(request.params.id, request.body.note, requireUser(request)),
  );

  app.post(
    '/pools/review/entries/:id/unhide',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Show a hidden entry again, as approved (moderators and admins)',
        security,
        params: therapistReviewEntryParamsSchema,
        response: { 200: reviewTherapistEntrySchema, ...problems },
      },
    },
    async (request) => service.unhide(request.params.id, requireUser(request)),
  );

  app.get(
    '/pools/review/reports',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Reports about entries, oldest first (moderators and admins)',
        security,
        querystring: therapistReportListQuerySchema,
        response: { 200: therapistReportListSchema, ...problems },
      },
    },
    async (request) => service.listReports(request.query),
  );

  app.post(
    '/pools/review/reports/:report_id/resolve',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Hide the reported entry or dismiss the report (moderators and admins)',
        security,
        params: therapistReportParamsSchema,
        body: therapistReportResolveBodySchema,
        response: { 200: therapistReportSchema, ...problems },
      },
    },
    async (request) =>
      service.resolveReport(request.params.report_id, request.body, requireUser(request)),
  );
};
