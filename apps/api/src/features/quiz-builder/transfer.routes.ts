import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  problemSchema,
  qbQuizDocumentMaxBytes,
  qbQuizDocumentSchema,
  qbQuizDocumentShapeSchema,
  qbQuizIdParamsSchema,
  qbQuizImportResultSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { QbTransferService } from './transfer.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const admin = { access: 'admin' } as const;
const security = [{ bearerAuth: [] }];
const tags = ['quiz-builder'];

/**
 * A whole quiz as a JSON file (admins only): `GET /admin/qb/quiz/main/{quiz_id}/export`
 * and `POST /admin/qb/quiz/import`, which installs it as a draft.
 */
export const qbTransferRoutes: FastifyPluginAsyncZod<{ service: QbTransferService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/qb/quiz/main/:quiz_id/export',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Download a quiz with its questions, phrases, options and matters as JSON (admins)',
        security,
        params: qbQuizIdParamsSchema,
        response: { 200: qbQuizDocumentShapeSchema, ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { document, fileName } = await service.exportQuiz(request.params.quiz_id);
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(document);
    },
  );

  app.post(
    '/admin/qb/quiz/import',
    {
      config: admin,
      bodyLimit: qbQuizDocumentMaxBytes,
      schema: {
        tags,
        summary:
          'Install a quiz file as a draft, reusing the things already installed here (admins)',
        security,
        body: qbQuizDocumentSchema,
        response: { 201: qbQuizImportResultSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.importQuiz(request.body, requireUser(request))),
  );
};
