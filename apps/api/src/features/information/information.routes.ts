import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  informationProjectActionParamsSchema,
  informationProjectCreateBodySchema,
  informationProjectIdParamsSchema,
  informationProjectListQuerySchema,
  informationProjectPageSchema,
  informationProjectSchema,
  informationProjectUpdateBodySchema,
  problemSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { InformationService } from './information.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
};

const writeProblems = { ...problems, 404: problemSchema, 409: problemSchema };

export const informationRoutes: FastifyPluginAsyncZod<{ service: InformationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/information/projects',
    {
      schema: {
        tags: ['information'],
        summary:
          'Projects of the information bank by display order: published ones; any status for moderators',
        security: [{ bearerAuth: [] }],
        querystring: informationProjectListQuerySchema,
        response: { 200: informationProjectPageSchema, ...problems },
      },
    },
    async (request) => service.findProjects(request.query, requireUser(request)),
  );

  app.get(
    '/information/projects/:project_id',
    {
      schema: {
        tags: ['information'],
        summary: 'One project with its lists (published ones; any for moderators)',
        security: [{ bearerAuth: [] }],
        params: informationProjectIdParamsSchema,
        response: { 200: informationProjectSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.findProject(request.params.project_id, requireUser(request)),
  );

  app.post(
    '/information/projects',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['information'],
        summary: 'Add a project, as a draft or published (moderators)',
        security: [{ bearerAuth: [] }],
        body: informationProjectCreateBodySchema,
        response: { 201: informationProjectSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, requireUser(request))),
  );

  app.put(
    '/information/projects/:project_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['information'],
        summary: 'Save a project, optionally as a draft or published (moderators)',
        security: [{ bearerAuth: [] }],
        params: informationProjectIdParamsSchema,
        body: informationProjectUpdateBodySchema,
        response: { 200: informationProjectSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.update(request.params.project_id, request.body, requireUser(request)),
  );

  app.post(
    '/information/projects/:project_id/:action',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['information'],
        summary: 'Publish, archive or restore a project (moderators)',
        security: [{ bearerAuth: [] }],
        params: informationProjectActionParamsSchema,
        response: { 200: informationProjectSchema, ...writeProblems },
      },
    },
    async (request) =>
      service.act(request.params.project_id, request.params.action, requireUser(request)),
  );

  app.delete(
    '/information/projects/:project_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['information'],
        summary: 'Delete a project; moderators can still list and restore it (moderators)',
        security: [{ bearerAuth: [] }],
        params: informationProjectIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.project_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/information/projects/:project_id/permanent',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['information'],
        summary: 'Remove a deleted project for good (admins)',
        security: [{ bearerAuth: [] }],
        params: informationProjectIdParamsSchema,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      await service.purge(request.params.project_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
