import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  problemSchema,
  qbBundleBodySchema,
  qbBundleIdParamsSchema,
  qbBundleListQuerySchema,
  qbBundlePageSchema,
  qbBundleSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { QbBundlesService } from './bundles.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const oneProblems = { ...problems, 404: problemSchema };
const writeProblems = { ...oneProblems, 409: problemSchema };
const admin = { access: 'admin' } as const;
const security = [{ bearerAuth: [] }];
const tags = ['quiz-builder'];

/**
 * The quiz builder's calls for bundles (admins only): `GET /admin/qb/bundle/main/all`,
 * `POST …/main` and `GET|PUT|DELETE …/main/{bundle_id}`.
 */
export const qbBundleRoutes: FastifyPluginAsyncZod<{ service: QbBundlesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/qb/bundle/main/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Bundles, newest change first, with search and filters (admins)',
        security,
        querystring: qbBundleListQuerySchema,
        response: { 200: qbBundlePageSchema, ...problems },
      },
    },
    async (request) => service.findBundles(request.query),
  );

  app.post(
    '/admin/qb/bundle/main',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a bundle of ordered quizzes (admins)',
        security,
        body: qbBundleBodySchema,
        response: { 201: qbBundleSchema, ...writeProblems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createBundle(request.body, requireUser(request))),
  );

  app.get(
    '/admin/qb/bundle/main/:bundle_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One bundle with its quizzes (admins)',
        security,
        params: qbBundleIdParamsSchema,
        response: { 200: qbBundleSchema, ...oneProblems },
      },
    },
    async (request) => service.findBundle(request.params.bundle_id),
  );

  app.put(
    '/admin/qb/bundle/main/:bundle_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save a bundle; a published bundle holds only published quizzes (admins)',
        security,
        params: qbBundleIdParamsSchema,
        body: qbBundleBodySchema,
        response: { 200: qbBundleSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.updateBundle(request.params.bundle_id, request.body, requireUser(request)),
  );

  app.delete(
    '/admin/qb/bundle/main/:bundle_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a bundle; its quizzes and their answers stay (admins)',
        security,
        params: qbBundleIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.deleteBundle(request.params.bundle_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
