import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationKinds } from '@campus/contracts';
import { createdAt, moment, primaryId } from '../../db/columns';

export const notificationKindEnum = pgEnum('notification_kind', notificationKinds);

/**
 * A person's in-app notifications. The text is not stored: `payload` holds ids and facts only,
 * and the web app renders each kind in its reader's language. `user_id` references
 * users(user_id) ON DELETE CASCADE, declared in SQL (migration notifications_user_fk): a
 * feature does not import another feature's tables.
 */
export const notifications = pgTable(
  'notifications',
  {
    notification_id: primaryId('notification_id'),
    user_id: uuid('user_id').notNull(),
    kind: notificationKindEnum('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** An app path to open. */
    link: text('link').notNull(),
    read_at: moment('read_at'),
    /**
     * What made it (a domain event's id, a match notice), unique per person: a retried event
     * or job inserts nothing the second time. Null for a notification made once only.
     */
    dedupe_key: text('dedupe_key'),
    created_at: createdAt(),
  },
  (table) => [
    // A person's notifications, newest first.
    index('notifications_user_created_idx').on(
      table.user_id,
      table.created_at.desc(),
      table.notification_id,
    ),
    // A person's unread ones (the list filter and the navbar's count).
    index('notifications_user_unread_idx')
      .on(table.user_id, table.created_at.desc(), table.notification_id)
      .where(sql`${table.read_at} is null`),
    // One notification per person and origin (rows without a key never conflict).
    uniqueIndex('notifications_user_dedupe_key_idx').on(table.user_id, table.dedupe_key),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
