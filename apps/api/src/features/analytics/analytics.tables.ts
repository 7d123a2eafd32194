import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Page views counted per path and day. Nothing about the visitor is kept:
 * no user id, no IP address, no query string (it may carry tokens).
 */
export const pageViewsDaily = pgTable(
  'page_views_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.path] }),
    index('page_views_daily_path_idx').on(table.path),
  ],
);
