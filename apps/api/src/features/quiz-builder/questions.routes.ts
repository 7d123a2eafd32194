import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  problemSchema,
  qbQuestionBodySchema,
  qbQuestionIdParamsSchema,
  qbQuestionListQuerySchema,
  qbQuestionPageSchema,
  qbQuestionSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { QbQuestionsService } from './questions.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const oneProblems = { ...problems, 404: problemSchema };
const writeProblems = { ...oneProblems, 409: problemSchema };
const admin = { access: 'admin' } as const;
const security = [{ bearerAuth: [] }];
const tags = ['quiz-builder'];

/**
 * The quiz builder's calls for questions (admins only):
 * `GET /admin/qb/question/main/all` (SPEC.md section 7), `POST …/main` and
 * `GET|PUT|DELETE …/main/{question_id}`.
 */
export const qbQuestionRoutes: FastifyPluginAsyncZod<{ service: QbQuestionsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/qb/question/main/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Questions, newest change first, with search and filters (admins)',
        security,
        querystring: qbQuestionListQuerySchema,
        response: { 200: qbQuestionPageSchema, ...problems },
      },
    },
    async (request) => service.findQuestions(request.query),
  );

  app.post(
    '/admin/qb/question/main',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a question with its matters and options (admins)',
        security,
        body: qbQuestionBodySchema,
        response: { 201: qbQuestionSchema, ...writeProblems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createQuestion(request.body, requireUser(request))),
  );

  app.get(
    '/admin/qb/question/main/:question_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One question rendered in both languages, with its current version (admins)',
        security,
        params: qbQuestionIdParamsSchema,
        response: { 200: qbQuestionSchema, ...oneProblems },
      },
    },
    async (request) => service.findQuestion(request.params.question_id),
  );

  app.put(
    '/admin/qb/question/main/:question_id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Save a question; an answered question gets a new version when its type, scale or options change (admins)',
        security,
        params: qbQuestionIdParamsSchema,
        body: qbQuestionBodySchema,
        response: { 200: qbQuestionSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.updateQuestion(request.params.question_id, request.body, requireUser(request)),
  );

  app.delete(
    '/admin/qb/question/main/:question_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a question no quiz lists and nobody answered (admins)',
        security,
        params: qbQuestionIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.deleteQuestion(request.params.question_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
