import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  problemSchema,
  qbQuizAnalysisSchema,
  qbResponseCreateBodySchema,
  qbResponseIdParamsSchema,
  qbResponseListQuerySchema,
  qbResponsePageSchema,
  qbResponseSchema,
  qbResponseUpdateBodySchema,
  qbTakeQuizParamsSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { QbResponsesService } from './responses.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const oneProblems = { ...problems, 404: problemSchema };
const writeProblems = { ...oneProblems, 409: problemSchema };
const admin = { access: 'admin' } as const;
const security = [{ bearerAuth: [] }];
const tags = ['quiz-builder'];

/** An export is a stream: Fastify pipes it without serializing. */
function streamSchema(description: string) {
  return z
    .custom<Readable>((value) => value instanceof Readable)
    .meta({ description, type: 'string' });
}

/**
 * The quiz builder's responses (admins only): `GET /admin/qb/response/main/all`,
 * `POST …/main` (a paper answer), `GET|PUT|DELETE …/main/{response_id}`, and
 * per quiz its analysis and its response exports (CSV and JSON, streamed).
 */
export const qbResponseRoutes: FastifyPluginAsyncZod<{ service: QbResponsesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/qb/response/main/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Responses, newest first, with search and filters (admins)',
        security,
        querystring: qbResponseListQuerySchema,
        response: { 200: qbResponsePageSchema, ...problems },
      },
    },
    async (request) => service.findResponses(request.query),
  );

  app.post(
    '/admin/qb/response/main',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record an answer collected on paper for a user (admins; audited)',
        security,
        body: qbResponseCreateBodySchema,
        response: { 201: qbResponseSchema, ...writeProblems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createResponse(request.body, requireUser(request))),
  );

  app.get(
    '/admin/qb/response/main/:response_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One response with who gave it and what it answers (admins)',
        security,
        params: qbResponseIdParamsSchema,
        response: { 200: qbResponseSchema, ...oneProblems },
      },
    },
    async (request) => service.findResponse(request.params.response_id),
  );

  app.put(
    '/admin/qb/response/main/:response_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Hide or show a response (admins; audited)',
        security,
        params: qbResponseIdParamsSchema,
        body: qbResponseUpdateBodySchema,
        response: { 200: qbResponseSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.updateResponse(request.params.response_id, request.body, requireUser(request)),
  );

  app.delete(
    '/admin/qb/response/main/:response_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a response (admins; audited)',
        security,
        params: qbResponseIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.deleteResponse(request.params.response_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/qb/quiz/main/:quiz_id/analysis',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Completion counts and every question’s answer distribution (admins)',
        security,
        params: qbTakeQuizParamsSchema,
        response: { 200: qbQuizAnalysisSchema, ...oneProblems },
      },
    },
    async (request) => service.analysis(request.params.quiz_id),
  );

  app.get(
    '/admin/qb/quiz/main/:quiz_id/responses.csv',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every response of the quiz as a streamed CSV file (admins)',
        security,
        params: qbTakeQuizParamsSchema,
        response: {
          200: streamSchema('A CSV file (UTF-8 with a BOM), text/csv, streamed'),
          ...oneProblems,
        },
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await service.exportCsv(request.params.quiz_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
  );

  app.get(
    '/admin/qb/quiz/main/:quiz_id/responses.json',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every response of the quiz as a streamed JSON array (admins)',
        security,
        params: qbTakeQuizParamsSchema,
        response: {
          200: streamSchema('A JSON array of export rows, application/json, streamed'),
          ...oneProblems,
        },
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await service.exportJson(request.params.quiz_id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
  );
};
