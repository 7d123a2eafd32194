import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  notifications,
  type NewNotificationRow,
  type NotificationRow,
} from './notifications.tables';
import { readPage } from '../../db/paging';

export interface NotificationFilter {
  userId: string;
  unreadOnly: boolean;
  page: number;
  page_size: number;
}

export function createNotificationsRepository(db: Executor) {
  function ownedBy(userId: string, unreadOnly: boolean): SQL | undefined {
    return and(
      eq(notifications.user_id, userId),
      unreadOnly ? isNull(notifications.read_at) : undefined,
    );
  }

  return {
    /** One page of a person's notifications, newest first, and the total. */
    async findPage(
      filter: NotificationFilter,
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const where = ownedBy(filter.userId, filter.unreadOnly);
      return readPage(
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.created_at), desc(notifications.notification_id)),
        filter,
        db.$count(notifications, where),
      );
    },

    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(ownedBy(userId, true));
      return row?.value ?? 0;
    },

    async insert(values: NewNotificationRow): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      if (row === undefined) throw new Error('The notification was not inserted');
      return row;
    },

    /**
     * Inserts notifications in one statement, skipping each whose person already has one with
     * its `dedupe_key`; answers the rows inserted.
     */
    async insertNew(values: readonly NewNotificationRow[]): Promise<NotificationRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(notifications)
        .values([...values])
        .onConflictDoNothing({ target: [notifications.user_id, notifications.dedupe_key] })
        .returning();
    },

    /** Marks one of a person's notifications read (keeping the first time); undefined if not theirs. */
    async markRead(userId: string, notificationId: string): Promise<NotificationRow | undefined> {
      const owned = and(
        eq(notifications.notification_id, notificationId),
        eq(notifications.user_id, userId),
      );
      const [updated] = await db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(and(owned, isNull(notifications.read_at)))
        .returning();
      if (updated !== undefined) return updated;
      const [existing] = await db.select().from(notifications).where(owned);
      return existing;
    },

    /** Marks every unread notification of a person read; answers how many. */
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(ownedBy(userId, true))
        .returning({ id: notifications.notification_id });
      return rows.length;
    },

    async remove(userId: string, notificationId: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .delete(notifications)
        .where(
          and(eq(notifications.notification_id, notificationId), eq(notifications.user_id, userId)),
        )
        .returning();
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
