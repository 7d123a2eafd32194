import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackAdminQuerySchema,
  feedbackItemIdParamsSchema,
  feedbackItemPageSchema,
  feedbackItemSchema,
  feedbackMineQuerySchema,
  feedbackReviewBodySchema,
  feedbackWriteBodySchema,
  problemSchema,
  suggestionWriteBodySchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { FeedbackService } from './feedback.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
};

const signedIn = [{ bearerAuth: [] }];
/** A person sends a few items an hour at most. */
const writeLimit = { rateLimit: { max: 20, timeWindow: 60 * 60_000 } };

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  app.post(
    '/feedback',
    {
      config: writeLimit,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback, with an optional rating from 1 to 5',
        security: signedIn,
        body: feedbackWriteBodySchema,
        response: { 201: feedbackItemSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createFeedback(request.body, requireUser(request))),
  );

  app.post(
    '/suggestions',
    {
      config: writeLimit,
      schema: {
        tags: ['feedback'],
        summary: 'Send a suggestion, optionally about one product area',
        security: signedIn,
        body: suggestionWriteBodySchema,
        response: { 201: feedbackItemSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createSuggestion(request.body, requireUser(request))),
  );

  app.get(
    '/feedback/mine',
    {
      schema: {
        tags: ['feedback'],
        summary: "The caller's own feedback and suggestions, newest first",
        security: signedIn,
        querystring: feedbackMineQuerySchema,
        response: { 200: feedbackItemPageSchema, ...problems },
      },
    },
    async (request) => service.mine(request.query, requireUser(request)),
  );

  app.get(
    '/admin/feedback',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['feedback'],
        summary: 'Feedback or suggestions, newest first (admins)',
        security: signedIn,
        querystring: feedbackAdminQuerySchema,
        response: { 200: feedbackItemPageSchema, ...problems },
      },
    },
    async (request) => service.list(request.query),
  );

  app.put(
    '/admin/feedback/:item_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['feedback'],
        summary: 'Set the status of feedback or a suggestion and answer it (admins; audited)',
        security: signedIn,
        params: feedbackItemIdParamsSchema,
        body: feedbackReviewBodySchema,
        response: { 200: feedbackItemSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.review(request.params.item_id, request.body, requireUser(request)),
  );
};
