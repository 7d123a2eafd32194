import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountLimits,
  gpaPlanSchema,
  photoFileParamsSchema,
  problemSchema,
  profileDeleteBodySchema,
  profileExportSchema,
  profileSchema,
  profileUpdateBodySchema,
  savedGpaPlanSchema,
} from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { binaryResponseSchema, readMultipartForm } from '../../platform/uploads';
import type { ProfileService } from './profile.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema };

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (
  app,
  { service },
) => {
  app.get(
    '/profile/me',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in person’s profile',
        security: [{ bearerAuth: [] }],
        response: { 200: profileSchema, ...problems },
      },
    },
    async (request) => service.get(requireUser(request).userId),
  );

  app.put(
    '/profile/me',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change names, department, class year, language and bio',
        security: [{ bearerAuth: [] }],
        body: profileUpdateBodySchema,
        response: { 200: profileSchema, ...problems },
      },
    },
    async (request) => service.update(requireUser(request).userId, request.body),
  );

  app.delete(
    '/profile/me',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['profile'],
        summary: 'Delete the account and its personal data, with the password',
        security: [{ bearerAuth: [] }],
        body: profileDeleteBodySchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await service.remove(requireUser(request).userId, request.body.user_password);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/profile/me/photo',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['profile'],
        summary:
          'Set the profile photo (multipart file `photo`: PNG, JPG or WebP up to 2 MB; stored as a 512×512 WebP without metadata)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, ...problems, 413: problemSchema, 415: problemSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const form = await readMultipartForm(request, {
        fileField: 'photo',
        maxFileBytes: accountLimits.photoMaxBytes,
      });
      if (form.file === undefined) {
        throw AppError.badRequest('Please check the form for errors', [
          { field: 'body.photo', message: 'photo is required' },
        ]);
      }
      return service.setPhoto(user.userId, form.file.content);
    },
  );

  app.delete(
    '/profile/me/photo',
    {
      schema: {
        tags: ['profile'],
        summary: 'Remove the profile photo',
        security: [{ bearerAuth: [] }],
        response: { 200: profileSchema, ...problems },
      },
    },
    async (request) => service.removePhoto(requireUser(request).userId),
  );

  app.get(
    '/profile/me/export',
    {
      config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['profile'],
        summary: 'Download everything kept about the signed-in person, as JSON',
        security: [{ bearerAuth: [] }],
        response: { 200: profileExportSchema, ...problems },
      },
    },
    async (request, reply) => {
      const data = await service.exportData(requireUser(request));
      return reply
        .header('content-disposition', 'attachment; filename="campushub-my-data.json"')
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.get(
    '/profile/me/gpa',
    {
      schema: {
        tags: ['profile'],
        summary:
          'The GPA calculator kept in the profile (plan and updated_at null before the first save)',
        security: [{ bearerAuth: [] }],
        response: { 200: savedGpaPlanSchema, ...problems },
      },
    },
    async (request) => service.gpaPlan(requireUser(request).userId),
  );

  app.put(
    '/profile/me/gpa',
    {
      schema: {
        tags: ['profile'],
        summary: 'Keep the whole GPA calculator in the profile, replacing the saved one',
        security: [{ bearerAuth: [] }],
        body: gpaPlanSchema,
        response: { 200: savedGpaPlanSchema, ...problems },
      },
    },
    async (request) => service.saveGpaPlan(requireUser(request).userId, request.body),
  );

  app.get(
    '/media/photos/:file',
    {
      config: { isPublic: true },
      schema: {
        tags: ['profile'],
        summary: 'A profile photo (WebP)',
        params: photoFileParamsSchema,
        response: { 200: binaryResponseSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const content = await service.photo(request.params.file);
      if (content === undefined) throw AppError.notFound('This photo does not exist');
      return reply
        .type('image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(content);
    },
  );
};
