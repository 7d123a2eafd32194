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
  /**
   * What made it, unique per person (a domain event's id, `match.published:<match_id>`): a
   * second notification with the same key is not made, so a retried event or job is harmless.
   */
  dedupeKey?: string;
}

/** The key of what a domain event makes for a person: one notification per event and person. */
const eventKey = (eventId: string) => `event:${eventId}`;

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

  /**
   * Makes notifications in one statement, those whose key a person already has left out, and
   * pushes the new ones to their people's open streams; answers the new ones.
   */
  async function notifyMany(
    inputs: readonly NewNotification<NotificationKind>[],
  ): Promise<Notification[]> {
    const rows = await repository.insertNew(
      inputs.map((input) => ({
        user_id: input.userId,
        kind: input.kind,
        payload: input.payload,
        link: input.link,
        dedupe_key: input.dedupeKey ?? null,
      })),
    );
    const made = rows.map((row) => ({ user_id: row.user_id, notification: notificationOf(row) }));
    await Promise.all(made.map((message) => hub.publish(message)));
    return made.map((message) => message.notification);
  }

  /** Makes one notification and pushes it; undefined when its key was used already. */
  async function notify<Kind extends NotificationKind>(
    input: NewNotification<Kind>,
  ): Promise<Notification | undefined> {
    const [made] = await notifyMany([input]);
    return made;
  }

  return {
    notify,
    notifyMany,

    /**
     * Subscribes to the domain events that make notifications; the answer unsubscribes. Each
     * event makes at most one notification per person however often it is delivered: the
     * notification's key is the event's id (its job's, and its place in a batch).
     */
    subscribeTo(events: DomainEvents): () => void {
      const stops = [
        events.on('course_experience.reviewed', async (event, { eventId }) => {
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
            dedupeKey: eventKey(eventId),
          });
        }),
        events.on('user.vip_unlocked', async (event, { eventId }) => {
          await notify({
            userId: event.user_id,
            kind: 'user.vip_unlocked',
            payload: {},
            link: '/courses',
            dedupeKey: eventKey(eventId),
          });
        }),
        events.on('pool_question.replied', async (event, { eventId }) => {
          // Never who replied: an anonymous thread stays anonymous both ways.
          await notify({
            userId: event.asker_id,
            kind: 'pool_question.replied',
            payload: { question_id: event.question_id, reply_id: event.reply_id },
            link: `/questions?thread=${event.question_id}`,
            dedupeKey: eventKey(eventId),
          });
        }),
        events.on('listing.reviewed', async (event, { eventId }) => {
          await notify({
            userId: event.author_id,
            kind: 'listing.reviewed',
            payload: { listing_id: event.listing_id, status: event.status, note: event.note },
            link: '/my-space',
            dedupeKey: eventKey(eventId),
          });
        }),
        // The expiry job records the listings of each of its statements as one batch.
        events.onBatch('listing.expired', async (expired) => {
          await notifyMany(
            expired.map(({ eventId, payload }) => ({
              userId: payload.author_id,
              kind: 'listing.expired',
              payload: { listing_id: payload.listing_id, title: payload.title },
              link: '/my-space',
              dedupeKey: eventKey(eventId),
            })),
          );
        }),
        events.on('therapist_entry.reviewed', async (event, { eventId }) => {
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
            dedupeKey: eventKey(eventId),
          });
        }),
        // A broadcast records the alarms of 500 people as one batch: one statement for them all.
        events.onBatch('alarm.fired', async (fired) => {
          await notifyMany(
            fired.map(({ eventId, payload }) => ({
              userId: payload.user_id,
              kind: 'alarm.fired',
              payload: {
                alarm_id: payload.alarm_id,
                title: payload.title,
                event_id: payload.event_id,
              },
              link: payload.event_id === null ? '/alarm/personal' : `/event/${payload.event_id}`,
              dedupeKey: eventKey(eventId),
            })),
          );
        }),
        events.on('feedback.answered', async (event, { eventId }) => {
          await notify({
            userId: event.author_id,
            kind: 'feedback.answered',
            payload: { item_id: event.item_id, kind: event.kind, status: event.status },
            link: '/my-space',
            dedupeKey: eventKey(eventId),
          });
        }),
        events.on('career_application.reviewed', async (event, { eventId }) => {
          await notify({
            userId: event.applicant_id,
            kind: 'career_application.reviewed',
            payload: { application_id: event.application_id, status: event.status },
            link: '/my-space',
            dedupeKey: eventKey(eventId),
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
