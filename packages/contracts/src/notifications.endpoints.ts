import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import {
  notificationCountSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationsReadAllSchema,
} from './notifications';

export const notificationEndpoints = defineEndpoints('notifications', {
  list: {
    method: 'GET',
    path: '/notifications',
    access: 'signed-in',
    summary: "The signed-in person's notifications, newest first",
    query: notificationListQuerySchema,
    response: notificationPageSchema,
  },
  countUnread: {
    method: 'GET',
    path: '/notifications/unread-count',
    access: 'signed-in',
    summary: 'How many of them are unread (the navbar badge)',
    response: notificationCountSchema,
  },
  markAllRead: {
    method: 'POST',
    path: '/notifications/read-all',
    access: 'signed-in',
    summary: 'Mark every unread notification read',
    response: notificationsReadAllSchema,
  },
  markRead: {
    method: 'POST',
    path: '/notifications/:notification_id/read',
    access: 'signed-in',
    summary: 'Mark one notification read',
    params: notificationIdParamsSchema,
    response: notificationSchema,
    problems: [404],
  },
  remove: {
    method: 'DELETE',
    path: '/notifications/:notification_id',
    access: 'signed-in',
    summary: 'Delete one notification',
    params: notificationIdParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404],
  },
  stream: {
    method: 'GET',
    path: '/notifications/stream',
    access: 'signed-in',
    summary:
      'Server-sent events: `notification` (a new one, as JSON) and `count` (the unread count), ' +
      'with a `: ping` comment every 25 s; it ends when the session ends',
    response: z.string().describe('text/event-stream'),
    responseKind: 'stream',
  },
});
