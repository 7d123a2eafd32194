import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  problemSchema,
  qbMatterBodySchema,
  qbMatterIdParamsSchema,
  qbMatterListQuerySchema,
  qbMatterPageSchema,
  qbMatterSchema,
  qbOptionBodySchema,
  qbOptionIdParamsSchema,
  qbOptionListQuerySchema,
  qbOptionPageSchema,
  qbOptionSchema,
  qbPhraseBodySchema,
  qbPhraseIdParamsSchema,
  qbPhraseListQuerySchema,
  qbPhrasePageSchema,
  qbPhraseSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { QuizBuilderService } from './quiz-builder.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const oneProblems = { ...problems, 404: problemSchema };
const writeProblems = { ...oneProblems, 409: problemSchema };
const admin = { access: 'admin' } as const;
const security = [{ bearerAuth: [] }];
const tags = ['quiz-builder'];

/**
 * The quiz builder's calls for matters, options and phrases (admins only):
 * `GET /admin/qb/{entity}/main/all` (SPEC.md section 7) and, in the same
 * pattern, `POST …/main` and `GET|PUT|DELETE …/main/{id}`.
 */
export const quizBuilderRoutes: FastifyPluginAsyncZod<{ service: QuizBuilderService }> = async (
  app,
  { service },
) => {
  // ─── Matters ────────────────────────────────────────────────────────────

  app.get(
    '/admin/qb/matter/main/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Matters by name, with search and a parent filter (admins)',
        security,
        querystring: qbMatterListQuerySchema,
        response: { 200: qbMatterPageSchema, ...problems },
      },
    },
    async (request) => service.findMatters(request.query),
  );

  app.post(
    '/admin/qb/matter/main',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a matter (admins)',
        security,
        body: qbMatterBodySchema,
        response: { 201: qbMatterSchema, ...writeProblems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createMatter(request.body, requireUser(request))),
  );

  app.get(
    '/admin/qb/matter/main/:matter_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One matter with its parent and how often it is used (admins)',
        security,
        params: qbMatterIdParamsSchema,
        response: { 200: qbMatterSchema, ...oneProblems },
      },
    },
    async (request) => service.findMatter(request.params.matter_id),
  );

  app.put(
    '/admin/qb/matter/main/:matter_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save a matter (admins)',
        security,
        params: qbMatterIdParamsSchema,
        body: qbMatterBodySchema,
        response: { 200: qbMatterSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.updateMatter(request.params.matter_id, request.body, requireUser(request)),
  );

  app.delete(
    '/admin/qb/matter/main/:matter_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a matter no question or child matter uses (admins)',
        security,
        params: qbMatterIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.deleteMatter(request.params.matter_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  // ─── Options ────────────────────────────────────────────────────────────

  app.get(
    '/admin/qb/option/main/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Options with their alternatives, with search and a value range (admins)',
        security,
        querystring: qbOptionListQuerySchema,
        response: { 200: qbOptionPageSchema, ...problems },
      },
    },
    async (request) => service.findOptions(request.query),
  );

  app.post(
    '/admin/qb/option/main',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add an option with its alternatives (admins)',
        security,
        body: qbOptionBodySchema,
        response: { 201: qbOptionSchema, ...writeProblems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createOption(request.body, requireUser(request))),
  );

  app.get(
    '/admin/qb/option/main/:option_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One option with its alternatives (admins)',
        security,
        params: qbOptionIdParamsSchema,
        response: { 200: qbOptionSchema, ...oneProblems },
      },
    },
    async (request) => service.findOption(request.params.option_id),
  );

  app.put(
    '/admin/qb/option/main/:option_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save an option and its whole list of alternatives (admins)',
        security,
        params: qbOptionIdParamsSchema,
        body: qbOptionBodySchema,
        response: { 200: qbOptionSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.updateOption(request.params.option_id, request.body, requireUser(request)),
  );

  app.delete(
    '/admin/qb/option/main/:option_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an option no question offers (admins)',
        security,
        params: qbOptionIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.deleteOption(request.params.option_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  // ─── Phrases ────────────────────────────────────────────────────────────

  app.get(
    '/admin/qb/phrase/main/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Phrases by template, with search and a placeholder filter (admins)',
        security,
        querystring: qbPhraseListQuerySchema,
        response: { 200: qbPhrasePageSchema, ...problems },
      },
    },
    async (request) => service.findPhrases(request.query),
  );

  app.post(
    '/admin/qb/phrase/main',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a phrase (admins)',
        security,
        body: qbPhraseBodySchema,
        response: { 201: qbPhraseSchema, ...writeProblems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createPhrase(request.body, requireUser(request))),
  );

  app.get(
    '/admin/qb/phrase/main/:phrase_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One phrase (admins)',
        security,
        params: qbPhraseIdParamsSchema,
        response: { 200: qbPhraseSchema, ...oneProblems },
      },
    },
    async (request) => service.findPhrase(request.params.phrase_id),
  );

  app.put(
    '/admin/qb/phrase/main/:phrase_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save a phrase (admins)',
        security,
        params: qbPhraseIdParamsSchema,
        body: qbPhraseBodySchema,
        response: { 200: qbPhraseSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.updatePhrase(request.params.phrase_id, request.body, requireUser(request)),
  );

  app.delete(
    '/admin/qb/phrase/main/:phrase_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a phrase no question uses (admins)',
        security,
        params: qbPhraseIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.deletePhrase(request.params.phrase_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
