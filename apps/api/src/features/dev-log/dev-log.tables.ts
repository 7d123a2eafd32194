import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { devLogKinds } from '@campus/contracts';
import { moment, primaryId, timestamps } from '../../db/columns';

export const devLogKindEnum = pgEnum('dev_log_kind', devLogKinds);

/** The bilingual changelog of the dev log page, written by admins. */
export const devLogEntries = pgTable(
  'dev_log_entries',
  {
    entry_id: primaryId('entry_id'),
    version: text('version'),
    title_en: text('title_en').notNull(),
    title_tr: text('title_tr').notNull(),
    body_en: text('body_en').notNull(),
    body_tr: text('body_tr').notNull(),
    kind: devLogKindEnum('kind').notNull(),
    published_at: moment('published_at').notNull(),
    ...timestamps(),
  },
  (table) => [
    // Newest published first, read page by page in index order.
    index('dev_log_entries_published_idx').on(table.published_at.desc(), table.entry_id),
  ],
);

export type DevLogEntryRow = typeof devLogEntries.$inferSelect;
export type NewDevLogEntryRow = typeof devLogEntries.$inferInsert;
