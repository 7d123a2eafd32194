import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventAdminListQuerySchema,
  eventAdminPageSchema,
  eventAdminSchema,
  eventCreateBodySchema,
  eventDetailSchema,
  eventIdParamsSchema,
  eventImageFileParamsSchema,
  eventImageParamsSchema,
  eventImageUploadFieldsSchema,
  eventLimits,
  eventUpdateBodySchema,
  problemSchema,
  eventEndpoints,
} from '@campus/contracts';
import { registerEndpoint } from '../../platform/endpoints';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { binaryResponseSchema, readMultipartForm } from '../../platform/uploads';
import type { EventsService } from './events.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const changeProblems = { ...problems, 404: problemSchema };

const calendarResponseSchema = z
  .string()
  .meta({ description: 'An iCalendar (RFC 5545) file, text/calendar' });

/** A year: images never change under their id (a new upload gets a new id). */
const imageCacheControl = 'public, max-age=31536000, immutable';

export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (
  app,
  { service },
) => {
  registerEndpoint(app, eventEndpoints.activeSidebar, () => service.sidebar());

  app.get(
    '/event/image/:event_id/:file',
    {
      config: { isPublic: true },
      schema: {
        tags: ['events'],
        summary: 'An event image (`{image_id}.webp`), public so that <img> needs no token',
        params: eventImageFileParamsSchema,
        response: { 200: binaryResponseSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const imageId = request.params.file.slice(0, -'.webp'.length).toLowerCase();
      const content = await service.image(request.params.event_id, imageId);
      if (content === undefined) throw AppError.notFound('This event image does not exist');
      return reply
        .type('image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', imageCacheControl)
        .send(content);
    },
  );

  app.get(
    '/event/:event_id',
    {
      schema: {
        tags: ['events'],
        summary: 'One event (inactive ones for moderators only)',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: {
          200: eventDetailSchema,
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) => service.find(request.params.event_id, requireUser(request)),
  );

  app.get(
    '/event/:event_id/ics',
    {
      schema: {
        tags: ['events'],
        summary: 'The event as a calendar file: one VEVENT per date and time, two hours each',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: {
          200: calendarResponseSchema,
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { content, fileName } = await service.calendar(
        request.params.event_id,
        requireUser(request),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.get(
    '/event/manage',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary:
          'The events board (moderators): status and upcoming/past filters, search, newest changes first',
        security: [{ bearerAuth: [] }],
        querystring: eventAdminListQuerySchema,
        response: { 200: eventAdminPageSchema, ...problems },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/event/manage/:event_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary: 'One event of the board (moderators)',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: { 200: eventAdminSchema, ...changeProblems },
      },
    },
    async (request) => service.get(request.params.event_id),
  );

  app.post(
    '/event/manage',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary: 'Add an event (moderators)',
        security: [{ bearerAuth: [] }],
        body: eventCreateBodySchema,
        response: { 201: eventAdminSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, requireUser(request))),
  );

  app.put(
    '/event/manage/:event_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary: 'Edit an event; its date-times are replaced as a whole list (moderators)',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        body: eventUpdateBodySchema,
        response: { 200: eventAdminSchema, ...changeProblems },
      },
    },
    async (request) => service.update(request.params.event_id, request.body, requireUser(request)),
  );

  app.post(
    '/event/manage/:event_id/activate',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary: 'Show the event in the drawer again (moderators)',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: { 200: eventAdminSchema, ...changeProblems },
      },
    },
    async (request) => service.activate(request.params.event_id, requireUser(request)),
  );

  app.post(
    '/event/manage/:event_id/deactivate',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary: 'Hide the event from everyone but moderators (moderators)',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: { 200: eventAdminSchema, ...changeProblems },
      },
    },
    async (request) => service.deactivate(request.params.event_id, requireUser(request)),
  );

  app.delete(
    '/event/manage/:event_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary: 'Delete an event with its date-times and images (moderators)',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: { 204: z.null(), ...changeProblems },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.event_id, requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/event/manage/:event_id/images',
    {
      config: { access: 'moderator', rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['events'],
        summary:
          'Add an image (multipart `file`: PNG, JPG or WebP up to 2 MB, stored as WebP without metadata; optional `image_type` cover|gallery; the first image is the cover; at most 10)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: eventIdParamsSchema,
        response: {
          201: eventAdminSchema,
          ...changeProblems,
          409: problemSchema,
          413: problemSchema,
          415: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readMultipartForm(request, {
        fileField: 'file',
        maxFileBytes: eventLimits.imageMaxBytes,
      });
      const fields = eventImageUploadFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        throw AppError.badRequest('Please check the form for errors', [
          { field: 'body.image_type', message: 'image_type must be one of cover, gallery' },
        ]);
      }
      if (form.file === undefined) {
        throw AppError.badRequest('Please check the form for errors', [
          { field: 'body.file', message: 'file is required' },
        ]);
      }
      const event = await service.addImage(
        request.params.event_id,
        form.file.content,
        fields.data.image_type,
        user,
      );
      return reply.code(201).send(event);
    },
  );

  app.put(
    '/event/manage/:event_id/images/:image_id/cover',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary: 'Make this image the cover; the old cover becomes a gallery image (moderators)',
        security: [{ bearerAuth: [] }],
        params: eventImageParamsSchema,
        response: { 200: eventAdminSchema, ...changeProblems },
      },
    },
    async (request) =>
      service.setCover(request.params.event_id, request.params.image_id, requireUser(request)),
  );

  app.delete(
    '/event/manage/:event_id/images/:image_id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['events'],
        summary: 'Delete an image; the next one becomes the cover if it was (moderators)',
        security: [{ bearerAuth: [] }],
        params: eventImageParamsSchema,
        response: { 200: eventAdminSchema, ...changeProblems },
      },
    },
    async (request) =>
      service.removeImage(request.params.event_id, request.params.image_id, requireUser(request)),
  );
};
