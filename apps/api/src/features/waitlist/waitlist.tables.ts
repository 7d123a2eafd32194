import { index, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { waitlistFeatures } from '@campus/contracts';
import { createdAt } from '../../db/columns';

export const waitlistFeatureEnum = pgEnum('waitlist_feature', waitlistFeatures);

/**
 * A person on the waitlist of an upcoming feature; once per feature (the
 * primary key). `user_id` references users(user_id) ON DELETE CASCADE,
 * declared in SQL (migration waitlist_votes_user_links).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    user_id: uuid('user_id').notNull(),
    feature: waitlistFeatureEnum('feature').notNull(),
    note: text('note'),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.feature] }),
    // The counts per feature and a feature's entries, newest first (admins, the export).
    index('waitlist_entries_feature_idx').on(table.feature, table.created_at.desc(), table.user_id),
    // Every feature's entries together, newest first.
    index('waitlist_entries_created_idx').on(table.created_at.desc(), table.user_id),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
