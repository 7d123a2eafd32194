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
import type { DomainEventMap, DomainEventName, DomainEvents } from '../../platform/events';
import { AppError } from '../../platform/errors';
import type { NotificationHub } from './notifications.hub';
import { createNotificationsRepository } from './notifications.repository';
import type { NotificationRow } from './notifications.tables';
import { pageOf } from '../../platform/wire-page';

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

/** The domain events that make a notification of the same name. */
type NotifyingEvent = DomainEventName & NotificationKind;

/** What such an event makes for one person; the kind is the event's name, the key its id. */
type Maker<Name extends NotifyingEvent> = (
  event: DomainEventMap[Name],
) => Omit<NewNotification<Name>, 'kind' | 'dedupeKey'>;

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
      /** Notifies one person of each delivery of an event. */
      const notifyOn = <Name extends NotifyingEvent>(name: Name, make: Maker<Name>) =>
        events.on(name, async (event, { eventId }) => {
          await notify({ ...make(event), kind: name, dedupeKey: eventKey(eventId) });
        });
      /** The same for an event recorded in batches: one statement for the batch. */
      const notifyBatchOn = <Name extends NotifyingEvent>(name: Name, make: Maker<Name>) =>
        events.onBatch(name, async (batch) => {
          await notifyMany(
            batch.map(({ eventId, payload }) => ({
              ...make(payload),
              kind: name,
              dedupeKey: eventKey(eventId),
            })),
          );
        });
      const stops = [
        notifyOn('course_experience.reviewed', (event) => ({
          userId: event.author_id,
          payload: {
            experience_id: event.experience_id,
            course_id: event.course_id,
            course_code: event.course_code,
            status: event.status,
            note: event.note,
          },
          link: '/my-space',
        })),
        notifyOn('user.vip_unlocked', (event) => ({
          userId: event.user_id,
          payload: {},
          link: '/courses',
        })),
        // Never who replied: an anonymous thread stays anonymous both ways.
        notifyOn('pool_question.replied', (event) => ({
          userId: event.asker_id,
          payload: { question_id: event.question_id, reply_id: event.reply_id },
          link: `/questions?thread=${event.question_id}`,
        })),
        notifyOn('listing.reviewed', (event) => ({
          userId: event.author_id,
          payload: { listing_id: event.listing_id, status: event.status, note: event.note },
          link: '/my-space',
        })),
        // The expiry job records the listings of each of its statements as one batch.
        notifyBatchOn('listing.expired', (event) => ({
          userId: event.author_id,
          payload: { listing_id: event.listing_id, title: event.title },
          link: '/my-space',
        })),
        notifyOn('therapist_entry.reviewed', (event) => ({
          userId: event.author_id,
          payload: {
            entry_id: event.entry_id,
            pool: event.pool,
            status: event.status,
            note: event.note,
          },
          link: '/my-space',
        })),
        // A broadcast records the alarms of 500 people as one batch: one statement for them all.
        notifyBatchOn('alarm.fired', (event) => ({
          userId: event.user_id,
          payload: { alarm_id: event.alarm_id, title: event.title, event_id: event.event_id },
          link: event.event_id === null ? '/alarm/personal' : `/event/${event.event_id}`,
        })),
        notifyOn('feedback.answered', (event) => ({
          userId: event.author_id,
          payload: { item_id: event.item_id, kind: event.kind, status: event.status },
          link: '/my-space',
        })),
        notifyOn('career_application.reviewed', (event) => ({
          userId: event.applicant_id,
          payload: { application_id: event.application_id, status: event.status },
          link: '/my-space',
        })),
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
      return pageOf(rows.map(notificationOf), query, total);
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
