import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  careerApplicationFieldsSchema,
  careerApplicationListQuerySchema,
  careerApplicationPageSchema,
  careerApplicationReviewBodySchema,
  careerApplicationSchema,
  careerIdParamsSchema,
  careerLimits,
  careerPositionPageSchema,
  careerPositionSchema,
  cvTooLargeMessage,
  myCareerApplicationPageSchema,
  myCareerApplicationQuerySchema,
  myCareerApplicationSchema,
  positionIdParamsSchema,
  positionListQuerySchema,
  positionWriteBodySchema,
  problemSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { parseFormFields } from '../../platform/form-fields';
import {
  binaryResponseSchema,
  readMultipartForm,
  type MultipartForm,
} from '../../platform/uploads';
import type { CareerService } from './career.service';

const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
};

const signedIn = [{ bearerAuth: [] }];

export const careerRoutes: FastifyPluginAsyncZod<{ service: CareerService }> = async (
  app,
  { service },
) => {
  app.get(
    '/career/positions',
    {
      config: { isPublic: true },
      schema: {
        tags: ['career'],
        summary: 'Positions in display order: the open ones (admins may ask for closed or all)',
        querystring: positionListQuerySchema,
        response: { 200: careerPositionPageSchema, ...problems },
      },
    },
    async (request) => service.positions(request.query, request.user),
  );

  app.get(
    '/career/positions/:position_id',
    {
      config: { isPublic: true },
      schema: {
        tags: ['career'],
        summary: 'One open position (any position for admins)',
        params: positionIdParamsSchema,
        response: { 200: careerPositionSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.position(request.params.position_id, request.user),
  );

  app.post(
    '/career/positions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['career'],
        summary: 'Add a position (admins)',
        security: signedIn,
        body: positionWriteBodySchema,
        response: { 201: careerPositionSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createPosition(request.body, requireUser(request))),
  );

  app.put(
    '/career/positions/:position_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['career'],
        summary: 'Edit a position, or open or close it (admins)',
        security: signedIn,
        params: positionIdParamsSchema,
        body: positionWriteBodySchema,
        response: { 200: careerPositionSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) =>
      service.updatePosition(request.params.position_id, request.body, requireUser(request)),
  );

  app.delete(
    '/career/positions/:position_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['career'],
        summary: 'Delete a position without applications (admins); one with applications is closed',
        security: signedIn,
        params: positionIdParamsSchema,
        response: { 204: z.null(), ...problems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await service.deletePosition(request.params.position_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/career/applications',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['career'],
        summary:
          'Apply (multipart: position_id (empty for an open application), full_name, email, phone, linkedin_url, cover_letter, and the file `cv`: a PDF up to 5 MB)',
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: {
          201: myCareerApplicationSchema,
          ...problems,
          404: problemSchema,
          409: problemSchema,
          413: problemSchema,
          415: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      let form: MultipartForm;
      try {
        form = await readMultipartForm(request, {
          fileField: 'cv',
          maxFileBytes: careerLimits.cvMaxBytes,
        });
      } catch (error) {
        if (
          error instanceof AppError &&
          error.status === 413 &&
          error.detail.startsWith('The file is too large')
        ) {
          throw new AppError(413, 'payload_too_large', cvTooLargeMessage, [
            { field: 'body.cv', message: cvTooLargeMessage },
          ]);
        }
        throw error;
      }
      const fields = parseFormFields(careerApplicationFieldsSchema, form.fields);
      return reply.code(201).send(await service.apply(fields, form.file?.content, user));
    },
  );

  app.get(
    '/career/applications/mine',
    {
      schema: {
        tags: ['career'],
        summary: "The caller's own applications and their statuses, newest first",
        security: signedIn,
        querystring: myCareerApplicationQuerySchema,
        response: { 200: myCareerApplicationPageSchema, ...problems },
      },
    },
    async (request) => service.mine(request.query, requireUser(request)),
  );

  app.get(
    '/career/applications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['career'],
        summary: 'Applications, newest first, by status, position and a search (admins)',
        security: signedIn,
        querystring: careerApplicationListQuerySchema,
        response: { 200: careerApplicationPageSchema, ...problems },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/career/applications/:career_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['career'],
        summary: 'One application (admins)',
        security: signedIn,
        params: careerIdParamsSchema,
        response: { 200: careerApplicationSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.application(request.params.career_id),
  );

  app.put(
    '/career/applications/:career_id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['career'],
        summary: 'Set the status and the internal note of an application (admins; audited)',
        security: signedIn,
        params: careerIdParamsSchema,
        body: careerApplicationReviewBodySchema,
        response: { 200: careerApplicationSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.review(request.params.career_id, request.body, requireUser(request)),
  );

  app.get(
    '/career/applications/:career_id/cv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['career'],
        summary: 'The CV of an application, as a PDF download (admins)',
        security: signedIn,
        params: careerIdParamsSchema,
        response: { 200: binaryResponseSchema, ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const cv = await service.cv(request.params.career_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${cv.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(cv.content);
    },
  );
};
