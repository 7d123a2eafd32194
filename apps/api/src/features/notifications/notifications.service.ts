import {
  notificationSchema,
  type Notification,
  type NotificationCount,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationPayloads,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import type { DomainEvents } from '../../platform/events';
import { AppError } from '../../platform/errors';
import type { NotificationHub } from './notifications.hub';
import { createNotificationsRepository } from './notifications.repository';
import type { NotificationRow } from './notifications.tables';

function notificationOf(row: NotificationRow): Notification {
  return notificationSchema.parse({
    notification_id: row.notification_id,
    kind: row.kind,
    payload: row.payload,
    link: row.link,
    read_at: row.read_at === null ? null : row.read_at.toISOString(),
    created_at: row.created_at.toISOString(),
  });
}

const noSuchNotification = () => AppError.notFound('There is no such notification');

/** What makes a notification: whose, what kind, its facts and where it leads. */
export interface NewNotification<Kind extends NotificationKind> {
  userId: string;
  kind: Kind;
  payload: NotificationPayloads[Kind];
  link: string;
}

/**
 * A person's notifications: made from the domain events of other features, read only by their
 * person, and pushed live through the hub to that person's open streams.
 */
export function createNotificationsService(options: { db: Database; hub: NotificationHub }) {
  const { db, hub } = options;
  const repository = createNotificationsRepository(db);

  async function announceCount(userId: string): Promise<void> {
    await hub.publish({ user_id: userId, notification: null });
  }

  async function notify<Kind extends NotificationKind>(
    input: NewNotification<Kind>,
  ): Promise<Notification> {
    const row = await repository.insert({
      user_id: input.userId,
      kind: input.kind,
      payload: input.payload,
      link: input.link,
    });
    const notification = notificationOf(row);
    await hub.publish({ user_id: input.userId, notification });
    return notification;
  }

  return {
    notify,

    /** Subscribes to the domain events that make notifications; the answer unsubscribes. */
    subscribeTo(events: DomainEvents): () => void {
      const stops = [
        events.on('course_experience.reviewed', async (event) => {
          await notify({
            userId: event.author_id,
            kind: 'course_experience.reviewed',
            payload: {
              experience_id: event.experience_id,
              course_id: event.course_id,
              course_code: event.course_code,
              status: event.status,
              note: event.note,
            },
            link: '/my-space',
          });
        }),
        events.on('user.vip_unlocked', async (event) => {
          await notify({
            userId: event.user_id,
            kind: 'user.vip_unlocked',
            payload: {},
            link: '/courses',
          });
        }),
        events.on('pool_question.replied', async (event) => {
          // Never who replied: an anonymous thread stays anonymous both ways.
          await notify({
            userId: event.asker_id,
            kind: 'pool_question.replied',
            payload: { question_id: event.question_id, reply_id: event.reply_id },
            link: `/questions?thread=${event.question_id}`,
          });
        }),
        events.on('listing.reviewed', async (event) => {
          await notify({
            userId: event.author_id,
            kind: 'listing.reviewed',
            payload: { listing_id: event.listing_id, status: event.status, note: event.note },
            link: '/my-space',
          });
        }),
        events.on('listing.expired', async (event) => {
          await notify({
            userId: event.author_id,
            kind: 'listing.expired',
            payload: { listing_id: event.listing_id, title: event.title },
            link: '/my-space',
          });
        }),
        events.on('therapist_entry.reviewed', async (event) => {
          await notify({
            userId: event.author_id,
            kind: 'therapist_entry.reviewed',
            payload: {
              entry_id: event.entry_id,
              pool: event.pool,
              status: event.status,
              note: event.note,
            },
            link: '/my-space',
          });
        }),
        events.on('alarm.fired', async (event) => {
          await notify({
            userId: event.user_id,
            kind: 'alarm.fired',
            payload: { alarm_id: event.alarm_id, title: event.title, event_id: event.event_id },
            link: event.event_id === null ? '/alarm/personal' : `/event/${event.event_id}`,
          });
        }),
        events.on('feedback.answered', async (event) => {
          await notify({
            userId: event.author_id,
            kind: 'feedback.answered',
            payload: { item_id: event.item_id, kind: event.kind, status: event.status },
            link: '/my-space',
          });
        }),
        events.on('career_application.reviewed', async (event) => {
          await notify({
            userId: event.applicant_id,
            kind: 'career_application.reviewed',
            payload: { application_id: event.application_id, status: event.status },
            link: '/my-space',
          });
        }),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },

    async list(query: NotificationListQuery, user: AuthUser): Promise<NotificationPage> {
      const { rows, total } = await repository.findPage({
        userId: user.userId,
        unreadOnly: query.unread,
        page: query.page,
        page_size: query.page_size,
      });
      return {
        items: rows.map(notificationOf),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async unreadCount(userId: string): Promise<NotificationCount> {
      return { count: await repository.countUnread(userId) };
    },

    async markRead(notificationId: string, user: AuthUser): Promise<Notification> {
      const row = await repository.markRead(user.userId, notificationId);
      if (row === undefined) throw noSuchNotification();
      await announceCount(user.userId);
      return notificationOf(row);
    },

    async markAllRead(user: AuthUser): Promise<{ updated: number }> {
      const updated = await repository.markAllRead(user.userId);
      if (updated > 0) await announceCount(user.userId);
      return { updated };
    },

    async remove(notificationId: string, user: AuthUser): Promise<void> {
      const row = await repository.remove(user.userId, notificationId);
      if (row === undefined) throw noSuchNotification();
      if (row.read_at === null) await announceCount(user.userId);
    },

    /** Listens to one person's live messages (the stream route). */
    listen: hub.listen.bind(hub),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
