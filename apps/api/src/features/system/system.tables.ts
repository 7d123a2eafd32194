import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Switches that admins change at run time, one row a key (e.g. maintenance_mode). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: uuid('updated_by'),
});
