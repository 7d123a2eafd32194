import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { alarmStatuses } from '@campus/contracts';
import { moment, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

export const alarmStatusEnum = pgEnum('alarm_status', alarmStatuses);

/**
 * A person's reminder, for a time or an event. It is scheduled until the job
 * `alarm.fire` (singleton `alarm:<id>`) marks it fired, once; its owner may
 * cancel it while it waits. `user_id` references users(user_id) ON DELETE
 * CASCADE, declared in SQL (migration alarms_user_fk). `event_id` is not a
 * foreign key: the events feature owns its table, and a reminder outlives
 * its event. `broadcast_id` names an admin's reminder to everyone, so that
 * a retried broadcast gives nobody a second one. `search_text` is the folded title.
 */
export const alarms = pgTable(
  'alarms',
  {
    alarm_id: primaryId('alarm_id'),
    user_id: uuid('user_id').notNull(),
    title: text('title').notNull(),
    note: text('note'),
    event_id: uuid('event_id'),
    remind_at: moment('remind_at').notNull(),
    send_email: boolean('send_email').notNull().default(false),
    status: alarmStatusEnum('status').notNull().default('scheduled'),
    fired_at: moment('fired_at'),
    broadcast_id: uuid('broadcast_id'),
    search_text: searchText(),
    ...timestamps(),
  },
  (table) => [
    // A person's own alarms (of one status), latest reminder first.
    index('alarms_user_idx').on(table.user_id, table.remind_at.desc(), table.alarm_id),
    index('alarms_user_status_idx').on(
      table.user_id,
      table.status,
      table.remind_at.desc(),
      table.alarm_id,
    ),
    // The admins' list of everyone's alarms (of one status), latest reminder first.
    index('alarms_remind_at_idx').on(table.remind_at.desc(), table.alarm_id),
    index('alarms_status_idx').on(table.status, table.remind_at.desc(), table.alarm_id),
    searchTextIndex('alarms_search_trgm_idx', table.search_text),
    uniqueIndex('alarms_broadcast_user_unique')
      .on(table.broadcast_id, table.user_id)
      .where(sql`${table.broadcast_id} is not null`),
  ],
);

export type AlarmRow = typeof alarms.$inferSelect;
export type NewAlarmRow = typeof alarms.$inferInsert;
