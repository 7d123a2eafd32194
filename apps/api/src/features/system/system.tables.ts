import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { momentNow } from '../../db/columns';

/** Switches that admins change at run time, one row a key (e.g. maintenance_mode). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: momentNow('updated_at'),
  updated_by: uuid('updated_by'),
});
