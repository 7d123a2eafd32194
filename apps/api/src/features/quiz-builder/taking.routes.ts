import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  problemSchema,
  qbAnswerBodySchema,
  qbBundlePreviewSchema,
  qbOpenQuizzesSchema,
  qbTakeAnswerParamsSchema,
  qbTakeAnswerSchema,
  qbTakeBundleParamsSchema,
  qbTakeBundleSchema,
  qbTakeQuizParamsSchema,
  qbTakeQuizSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { QbTakingService } from './taking.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const oneProblems = { ...problems, 404: problemSchema };
const writeProblems = { ...oneProblems, 409: problemSchema };
const security = [{ bearerAuth: [] }];
const tags = ['quizzes'];

/**
 * Taking quizzes (signed-in users): `GET /quizzes`, `GET /quizzes/{quiz_id}`,
 * `PUT /quizzes/{quiz_id}/answers/{question_id}`, `POST …/complete`,
 * `POST …/retake`, `GET /bundles/{bundle_id}`; and the admins' preview of a
 * bundle, `GET /admin/qb/bundle/preview/{bundle_id}`.
 */
export const qbTakingRoutes: FastifyPluginAsyncZod<{ service: QbTakingService }> = async (
  app,
  { service },
) => {
  app.get(
    '/quizzes',
    {
      schema: {
        tags,
        summary: 'The published bundles and quizzes, with the caller’s progress',
        security,
        response: { 200: qbOpenQuizzesSchema, ...problems },
      },
    },
    async (request) => service.openQuizzes(requireUser(request)),
  );

  app.get(
    '/quizzes/:quiz_id',
    {
      schema: {
        tags,
        summary: 'A published quiz with the caller’s saved answers and, once completed, the result',
        security,
        params: qbTakeQuizParamsSchema,
        response: { 200: qbTakeQuizSchema, ...oneProblems },
      },
    },
    async (request) => service.quiz(request.params.quiz_id, requireUser(request)),
  );

  app.put(
    '/quizzes/:quiz_id/answers/:question_id',
    {
      schema: {
        tags,
        summary: 'Save (or change) the caller’s answer to a question of a published quiz',
        security,
        params: qbTakeAnswerParamsSchema,
        body: qbAnswerBodySchema,
        response: { 200: qbTakeAnswerSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.answer(
        request.params.quiz_id,
        request.params.question_id,
        request.body,
        requireUser(request),
      ),
  );

  app.post(
    '/quizzes/:quiz_id/complete',
    {
      schema: {
        tags,
        summary: 'Complete the quiz once every question is answered; a knowledge quiz is scored',
        security,
        params: qbTakeQuizParamsSchema,
        response: { 200: qbTakeQuizSchema, ...writeProblems },
      },
    },
    async (request) => service.complete(request.params.quiz_id, requireUser(request)),
  );

  app.post(
    '/quizzes/:quiz_id/retake',
    {
      schema: {
        tags,
        summary: 'Open a completed survey or matching quiz again, keeping the answers to edit',
        security,
        params: qbTakeQuizParamsSchema,
        response: { 200: qbTakeQuizSchema, ...writeProblems },
      },
    },
    async (request) => service.retake(request.params.quiz_id, requireUser(request)),
  );

  app.get(
    '/bundles/:bundle_id',
    {
      schema: {
        tags,
        summary: 'A published bundle and the caller’s progress in each of its quizzes',
        security,
        params: qbTakeBundleParamsSchema,
        response: { 200: qbTakeBundleSchema, ...oneProblems },
      },
    },
    async (request) => service.bundle(request.params.bundle_id, requireUser(request)),
  );

  app.get(
    '/admin/qb/bundle/preview/:bundle_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['quiz-builder'],
        summary: 'A bundle of any status exactly as a user will see it (admins)',
        security,
        params: qbTakeBundleParamsSchema,
        response: { 200: qbBundlePreviewSchema, ...oneProblems },
      },
    },
    async (request) => service.preview(request.params.bundle_id),
  );
};
