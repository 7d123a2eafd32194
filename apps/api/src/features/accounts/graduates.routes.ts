import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLimits,
  applicationIdParamsSchema,
  applicationReviewBodySchema,
  graduateApplicationListQuerySchema,
  graduateApplicationListSchema,
  graduateApplicationSchema,
  graduateRegisterFieldsSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  problemSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { parseFormFields } from '../../platform/form-fields';
import { binaryResponseSchema, checkDocument, readMultipartForm } from '../../platform/uploads';
import type { GraduatesService } from './graduates.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  429: problemSchema,
};

export const graduatesRoutes: FastifyPluginAsyncZod<{ service: GraduatesService }> = async (
  app,
  { service },
) => {
  app.post(
    '/reception-vip/register',
    {
      config: { isPublic: true, rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['reception-vip'],
        summary:
          'Apply as a graduate (multipart: the fields of an account, graduation_year, student_number, department, and an optional file `proof`: PDF, PNG, JPG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          202: messageResponseSchema,
          ...problems,
          413: problemSchema,
          415: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileField: 'proof',
        maxFileBytes: accountLimits.proofMaxBytes,
      });
      const fields = parseFormFields(graduateRegisterFieldsSchema, form.fields);
      const proof =
        form.file === undefined ? undefined : await checkDocument(form.file.content, 'proof');
      return reply.code(202).send(await service.register(fields, proof));
    },
  );

  app.post(
    '/reception-vip/login',
    {
      config: { isPublic: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['reception-vip'],
        summary: 'Sign in as an approved graduate; others learn where their application stands',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...problems },
      },
    },
    async (request) => service.login(request.body, request.ip),
  );

  app.get(
    '/reception-vip/applications',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['reception-vip'],
        summary: 'Graduate applications, newest first (moderators and admins)',
        security: [{ bearerAuth: [] }],
        querystring: graduateApplicationListQuerySchema,
        response: { 200: graduateApplicationListSchema, ...problems },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/reception-vip/applications/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['reception-vip'],
        summary: 'One graduate application',
        security: [{ bearerAuth: [] }],
        params: applicationIdParamsSchema,
        response: { 200: graduateApplicationSchema, ...problems },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.get(
    '/reception-vip/applications/:id/proof',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['reception-vip'],
        summary: 'The proof document of an application, as a download',
        security: [{ bearerAuth: [] }],
        params: applicationIdParamsSchema,
        response: { 200: binaryResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const proof = await service.proof(request.params.id);
      return reply
        .type(proof.mediaType)
        .header('content-disposition', `attachment; filename="${proof.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(proof.content);
    },
  );

  app.post(
    '/reception-vip/applications/:id/verify',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['reception-vip'],
        summary: 'Approve or reject a pending application (a note is required to reject)',
        security: [{ bearerAuth: [] }],
        params: applicationIdParamsSchema,
        body: applicationReviewBodySchema,
        response: { 200: graduateApplicationSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => service.review(requireUser(request).userId, request.params.id, request.body),
  );
};
