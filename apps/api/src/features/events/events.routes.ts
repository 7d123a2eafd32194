import { eventEndpoints, eventLimits, eventImageUploadFieldsSchema } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { readMultipartForm } from '../../platform/uploads';
import type { EventsService } from './events.service';

/** A year: images never change under their id (a new upload gets a new id). */
const imageCacheControl = 'public, max-age=31536000, immutable';

export const eventsRoutes = endpointRoutes(
  eventEndpoints,
  ({ service }: { service: EventsService }) => ({
    activeSidebar: () => service.sidebar(),

    getImage: async (request, reply) => {
      const imageId = request.params.file.slice(0, -'.webp'.length).toLowerCase();
      const content = await service.image(request.params.event_id, imageId);
      if (content === undefined) throw AppError.notFound('This event image does not exist');
      return reply
        .type('image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', imageCacheControl)
        .send(content);
    },

    get: (request) => service.find(request.params.event_id, requireUser(request)),

    exportCalendar: async (request, reply) => {
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

    list: (request) => service.list(request.query),
    countWaiting: async () => ({ count: await service.countWaiting() }),
    getManaged: (request) => service.get(request.params.event_id),
    create: (request) => service.create(request.body, requireUser(request)),
    update: (request) =>
      service.update(request.params.event_id, request.body, requireUser(request)),
    activate: (request) => service.activate(request.params.event_id, requireUser(request)),
    deactivate: (request) => service.deactivate(request.params.event_id, requireUser(request)),
    remove: (request) => service.remove(request.params.event_id, requireUser(request)),

    addImage: {
      rateLimit: { max: 60, timeWindow: 60 * 60_000 },
      handler: async (request) => {
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
        return service.addImage(
          request.params.event_id,
          form.file.content,
          fields.data.image_type,
          user,
        );
      },
    },

    setCover: (request) =>
      service.setCover(request.params.event_id, request.params.image_id, requireUser(request)),
    removeImage: (request) =>
      service.removeImage(request.params.event_id, request.params.image_id, requireUser(request)),
  }),
);
