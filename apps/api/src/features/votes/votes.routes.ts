import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  problemSchema,
  voteCastBodySchema,
  voteListQuerySchema,
  voteMineQuerySchema,
  voteMineSchema,
  voteProposeBodySchema,
  voteQuestionIdParamsSchema,
  voteQuestionPageSchema,
  voteQuestionSchema,
  voteRejectBodySchema,
  voteReviewQuerySchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { VotesService } from './votes.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
};

const signedIn = [{ bearerAuth: [] }];

export const votesRoutes: FastifyPluginAsyncZod<{ service: VotesService }> = async (
  app,
  { service },
) => {
  app.post(
    '/votes/questions',
    {
      schema: {
        tags: ['votes'],
        summary: 'Propose a question with 2 to 10 options; it waits for a moderator',
        security: signedIn,
        body: voteProposeBodySchema,
        response: { 201: voteQuestionSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.propose(request.body, requireUser(request))),
  );

  app.get(
    '/votes/questions',
    {
      schema: {
        tags: ['votes'],
        summary: 'Published (or closed) questions with their live results, newest first',
        security: signedIn,
        querystring: voteListQuerySchema,
        response: { 200: voteQuestionPageSchema, ...problems },
      },
    },
    async (request) => service.list(request.query, requireUser(request)),
  );

  app.get(
    '/votes/mine',
    {
      schema: {
        tags: ['votes'],
        summary: "The caller's proposals (with their status) and the votes they cast",
        security: signedIn,
        querystring: voteMineQuerySchema,
        response: { 200: voteMineSchema, ...problems },
      },
    },
    async (request) => service.mine(request.query, requireUser(request)),
  );

  app.get(
    '/votes/questions/:question_id',
    {
      schema: {
        tags: ['votes'],
        summary: 'One question with its results',
        security: signedIn,
        params: voteQuestionIdParamsSchema,
        response: { 200: voteQuestionSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.findOne(request.params.question_id, requireUser(request)),
  );

  app.delete(
    '/votes/questions/:question_id',
    {
      schema: {
        tags: ['votes'],
        summary: 'Withdraw an own proposal while it waits for a moderator',
        security: signedIn,
        params: voteQuestionIdParamsSchema,
        response: { 204: z.null(), ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await service.withdraw(request.params.question_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/votes/questions/:question_id/vote',
    {
      schema: {
        tags: ['votes'],
        summary: 'Vote once on a published question',
        security: signedIn,
        params: voteQuestionIdParamsSchema,
        body: voteCastBodySchema,
        response: { 200: voteQuestionSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => service.vote(request.params.question_id, request.body, requireUser(request)),
  );

  app.get(
    '/votes/review',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['votes'],
        summary: 'The moderators’ queue: proposed questions oldest first, or another status',
        security: signedIn,
        querystring: voteReviewQuerySchema,
        response: { 200: voteQuestionPageSchema, ...problems },
      },
    },
    async (request) => service.queue(request.query, requireUser(request)),
  );

  app.post(
    '/votes/review/:question_id/publish',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['votes'],
        summary: 'Publish a proposed question (moderators; audited)',
        security: signedIn,
        params: voteQuestionIdParamsSchema,
        response: { 200: voteQuestionSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => service.publish(request.params.question_id, requireUser(request)),
  );

  app.post(
    '/votes/review/:question_id/reject',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['votes'],
        summary: 'Reject a proposed question with a note its proposer reads (moderators; audited)',
        security: signedIn,
        params: voteQuestionIdParamsSchema,
        body: voteRejectBodySchema,
        response: { 200: voteQuestionSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) =>
      service.reject(request.params.question_id, request.body, requireUser(request)),
  );

  app.post(
    '/votes/review/:question_id/close',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['votes'],
        summary: 'Close a published question: it takes no more votes (moderators; audited)',
        security: signedIn,
        params: voteQuestionIdParamsSchema,
        response: { 200: voteQuestionSchema, ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => service.close(request.params.question_id, requireUser(request)),
  );
};
