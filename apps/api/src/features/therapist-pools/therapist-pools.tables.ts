import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  therapistEntryStatuses,
  therapistPools,
  therapistReportActions,
  therapistReportStatuses,
  turkishSortTranslation,
} from '@campus/contracts';
import {
  createdAt,
  moment,
  momentNow,
  primaryId,
  searchText,
  searchTextIndex,
  timestamps,
} from '../../db/columns';

export const therapistPoolEnum = pgEnum('therapist_pool', therapistPools);
export const therapistEntryStatusEnum = pgEnum('therapist_entry_status', therapistEntryStatuses);
export const therapistReportStatusEnum = pgEnum('therapist_report_status', therapistReportStatuses);
export const therapistReportActionEnum = pgEnum('therapist_report_action', therapistReportActions);

/** The SQL twin of turkishSortKey (decision 010): the name's key in Turkish alphabetical order. */
function sortKeyOf(column: string) {
  const { from, to } = turkishSortTranslation;
  return sql.raw(`translate("${column}", '${from}', '${to}')`);
}

/**
 * One person's experience of a psychologist or psychiatrist. `author_id`,
 * `reviewer_id` are never part of an answer to anyone else. `author_id`
 * references users(user_id) ON DELETE CASCADE, declared in SQL (a feature
 * does not import another feature's tables). `search_text` holds the
 * therapist's name, the city and the experience folded with foldSearchText;
 * `city_key` the folded city, for the city filter (a prefix match).
 */
export const therapistPoolEntries = pgTable(
  'therapist_pool_entries',
  {
    entry_id: primaryId('entry_id'),
    pool: therapistPoolEnum('pool').notNull(),
    therapist_name: text('therapist_name').notNull(),
    /** Generated: compare with COLLATE "C" for the Turkish order ("Çelik" after "Can"). */
    therapist_name_sort: text('therapist_name_sort')
      .notNull()
      .generatedAlwaysAs(sortKeyOf('therapist_name')),
    experience: text('experience').notNull(),
    sessions: integer('sessions').notNull(),
    fee: integer('fee').notNull(),
    city: text('city').notNull(),
    city_key: text('city_key').notNull(),
    is_online: boolean('is_online').notNull(),
    status: therapistEntryStatusEnum('status').notNull().default('waiting'),
    review_note: text('review_note'),
    reviewer_id: uuid('reviewer_id'),
    reviewed_at: moment('reviewed_at'),
    author_id: uuid('author_id').notNull(),
    search_text: searchText(),
    ...timestamps(),
  },
  (table) => [
    // A pool's approved entries page by page, in each order the table offers.
    index('therapist_pool_entries_created_idx').on(
      table.pool,
      table.status,
      table.created_at.desc(),
      table.entry_id,
    ),
    index('therapist_pool_entries_name_idx').on(
      table.pool,
      table.status,
      sql`${table.therapist_name_sort} collate "C"`,
      table.entry_id,
    ),
    index('therapist_pool_entries_fee_idx').on(table.pool, table.status, table.fee, table.entry_id),
    index('therapist_pool_entries_sessions_idx').on(
      table.pool,
      table.status,
      table.sessions,
      table.entry_id,
    ),
    index('therapist_pool_entries_city_idx').on(
      table.pool,
      table.status,
      table.city_key.op('text_pattern_ops'),
    ),
    index('therapist_pool_entries_online_idx').on(table.pool, table.status, table.is_online),
    searchTextIndex('therapist_pool_entries_search_trgm_idx', table.search_text),
    // The review queue of both pools, oldest first.
    index('therapist_pool_entries_status_created_idx').on(
      table.status,
      table.created_at,
      table.entry_id,
    ),
    // "My entries", newest first.
    index('therapist_pool_entries_author_idx').on(table.author_id, table.created_at.desc()),
    check(
      'therapist_pool_entries_numbers_check',
      sql`${table.sessions} between 1 and 500 and ${table.fee} between 0 and 100000`,
    ),
  ],
);

export type TherapistPoolEntryRow = typeof therapistPoolEntries.$inferSelect;
export type NewTherapistPoolEntryRow = typeof therapistPoolEntries.$inferInsert;

/**
 * A person's acceptance of a pool's consent notice, one per person and pool.
 * `user_id` references users(user_id) ON DELETE CASCADE, declared in SQL.
 */
export const therapistPoolConsents = pgTable(
  'therapist_pool_consents',
  {
    user_id: uuid('user_id').notNull(),
    pool: therapistPoolEnum('pool').notNull(),
    accepted_at: momentNow('accepted_at'),
    notice_version: integer('notice_version').notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.pool] })],
);

export type TherapistPoolConsentRow = typeof therapistPoolConsents.$inferSelect;

/**
 * A report that a pool entry names a therapist wrongly or harmfully. Who
 * reported is never shown; one open report per person and entry.
 * `reporter_id` references users(user_id) ON DELETE CASCADE, declared in SQL.
 */
export const therapistPoolReports = pgTable(
  'therapist_pool_reports',
  {
    report_id: primaryId('report_id'),
    entry_id: uuid('entry_id')
      .notNull()
      .references(() => therapistPoolEntries.entry_id, { onDelete: 'cascade' }),
    reporter_id: uuid('reporter_id').notNull(),
    reason: text('reason').notNull(),
    status: therapistReportStatusEnum('status').notNull().default('open'),
    resolution: therapistReportActionEnum('resolution'),
    resolution_note: text('resolution_note'),
    resolver_id: uuid('resolver_id'),
    created_at: createdAt(),
    resolved_at: moment('resolved_at'),
  },
  (table) => [
    uniqueIndex('therapist_pool_reports_open_unique')
      .on(table.entry_id, table.reporter_id)
      .where(sql`${table.status} = 'open'`),
    // The moderators' list of open (or resolved) reports, oldest first.
    index('therapist_pool_reports_status_created_idx').on(
      table.status,
      table.created_at,
      table.report_id,
    ),
    index('therapist_pool_reports_entry_idx').on(table.entry_id, table.status),
  ],
);

export type TherapistPoolReportRow = typeof therapistPoolReports.$inferSelect;
