import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  problemSchema,
  qbQuizBodySchema,
  qbQuizIdParamsSchema,
  qbQuizListQuerySchema,
  qbQuizPageSchema,
  qbQuizSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { QbQuizzesService } from './quizzes.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const oneProblems = { ...problems, 404: problemSchema };
const writeProblems = { ...oneProblems, 409: problemSchema };
const admin = { access: 'admin' } as const;
const security = [{ bearerAuth: [] }];
const tags = ['quiz-builder'];

/**
 * The quiz builder's calls for quizzes (admins only): `GET /admin/qb/quiz/main/all`,
 * `POST …/main` and `GET|PUT|DELETE …/main/{quiz_id}`.
 */
export const qbQuizRoutes: FastifyPluginAsyncZod<{ service: QbQuizzesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/qb/quiz/main/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Quizzes, newest change first, with search and filters (admins)',
        security,
        querystring: qbQuizListQuerySchema,
        response: { 200: qbQuizPageSchema, ...problems },
      },
    },
    async (request) => service.findQuizzes(request.query),
  );

  app.post(
    '/admin/qb/quiz/main',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a quiz with its ordered questions, points and answer keys (admins)',
        security,
        body: qbQuizBodySchema,
        response: { 201: qbQuizSchema, ...writeProblems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createQuiz(request.body, requireUser(request))),
  );

  app.get(
    '/admin/qb/quiz/main/:quiz_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One quiz with its questions and the bundles that hold it (admins)',
        security,
        params: qbQuizIdParamsSchema,
        response: { 200: qbQuizSchema, ...oneProblems },
      },
    },
    async (request) => service.findQuiz(request.params.quiz_id),
  );

  app.put(
    '/admin/qb/quiz/main/:quiz_id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Save a quiz; publishing checks its questions, answer keys and pass score (admins)',
        security,
        params: qbQuizIdParamsSchema,
        body: qbQuizBodySchema,
        response: { 200: qbQuizSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.updateQuiz(request.params.quiz_id, request.body, requireUser(request)),
  );

  app.delete(
    '/admin/qb/quiz/main/:quiz_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a quiz no bundle holds and nobody answered (admins)',
        security,
        params: qbQuizIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.deleteQuiz(request.params.quiz_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
