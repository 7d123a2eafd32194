import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { waitingCountSchema } from './moderation';
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
  eventSidebarListSchema,
  eventUpdateBodySchema,
} from './events';
import { binaryFileSchema } from './schema-parts';

/** An event's calendar file (documented, sent by the handler). */
const eventCalendarFileSchema = z
  .string()
  .meta({ description: 'An iCalendar (RFC 5545) file, text/calendar' });

export const eventEndpoints = defineEndpoints('events', {
  activeSidebar: {
    method: 'GET',
    path: '/event/sidebar/active',
    access: 'signed-in',
    summary:
      'Active events with a date and time from now on (Europe/Istanbul), earliest first; only their upcoming date-times',
    response: eventSidebarListSchema,
  },
  getImage: {
    method: 'GET',
    path: '/event/image/:event_id/:file',
    access: 'public',
    summary: 'An event image (`{image_id}.webp`), public so that <img> needs no token',
    params: eventImageFileParamsSchema,
    response: binaryFileSchema,
    responseKind: 'file',
    problems: [404],
  },
  get: {
    method: 'GET',
    path: '/event/:event_id',
    access: 'signed-in',
    summary: 'One event (inactive ones for moderators only)',
    params: eventIdParamsSchema,
    response: eventDetailSchema,
    problems: [404],
  },
  exportCalendar: {
    method: 'GET',
    path: '/event/:event_id/ics',
    access: 'signed-in',
    summary: 'The event as a calendar file: one VEVENT per date and time, two hours each',
    params: eventIdParamsSchema,
    response: eventCalendarFileSchema,
    responseKind: 'file',
    problems: [404],
  },
  list: {
    method: 'GET',
    path: '/event/manage',
    access: 'moderator',
    summary:
      'The events board (moderators): status and upcoming/past filters, search, newest changes first',
    query: eventAdminListQuerySchema,
    response: eventAdminPageSchema,
  },
  countWaiting: {
    method: 'GET',
    path: '/event/manage/waiting-count',
    access: 'moderator',
    summary:
      'How many inactive events have a date and time from now on: those waiting to be published',
    response: waitingCountSchema,
  },
  getManaged: {
    method: 'GET',
    path: '/event/manage/:event_id',
    access: 'moderator',
    summary: 'One event of the board (moderators)',
    params: eventIdParamsSchema,
    response: eventAdminSchema,
    problems: [404],
  },
  create: {
    method: 'POST',
    path: '/event/manage',
    access: 'moderator',
    summary: 'Add an event (moderators)',
    body: eventCreateBodySchema,
    status: 201,
    response: eventAdminSchema,
  },
  update: {
    method: 'PUT',
    path: '/event/manage/:event_id',
    access: 'moderator',
    summary: 'Edit an event; its date-times are replaced as a whole list (moderators)',
    params: eventIdParamsSchema,
    body: eventUpdateBodySchema,
    response: eventAdminSchema,
    problems: [404],
  },
  activate: {
    method: 'POST',
    path: '/event/manage/:event_id/activate',
    access: 'moderator',
    summary: 'Show the event in the drawer again (moderators)',
    params: eventIdParamsSchema,
    response: eventAdminSchema,
    problems: [404],
  },
  deactivate: {
    method: 'POST',
    path: '/event/manage/:event_id/deactivate',
    access: 'moderator',
    summary: 'Hide the event from everyone but moderators (moderators)',
    params: eventIdParamsSchema,
    response: eventAdminSchema,
    problems: [404],
  },
  remove: {
    method: 'DELETE',
    path: '/event/manage/:event_id',
    access: 'moderator',
    summary: 'Delete an event with its date-times and images (moderators)',
    params: eventIdParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404],
  },
  addImage: {
    method: 'POST',
    path: '/event/manage/:event_id/images',
    access: 'moderator',
    summary:
      'Add an image (multipart `file`: PNG, JPG or WebP up to 2 MB, stored as WebP without metadata; optional `image_type` cover|gallery; the first image is the cover; at most 10)',
    params: eventIdParamsSchema,
    body: eventImageUploadFieldsSchema,
    bodyKind: 'multipart',
    status: 201,
    response: eventAdminSchema,
    problems: [404, 409, 413, 415],
  },
  setCover: {
    method: 'PUT',
    path: '/event/manage/:event_id/images/:image_id/cover',
    access: 'moderator',
    summary: 'Make this image the cover; the old cover becomes a gallery image (moderators)',
    params: eventImageParamsSchema,
    response: eventAdminSchema,
    problems: [404],
  },
  removeImage: {
    method: 'DELETE',
    path: '/event/manage/:event_id/images/:image_id',
    access: 'moderator',
    summary: 'Delete an image; the next one becomes the cover if it was (moderators)',
    params: eventImageParamsSchema,
    response: eventAdminSchema,
    problems: [404],
  },
});
