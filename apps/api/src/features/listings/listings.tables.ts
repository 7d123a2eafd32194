import { date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { listingCategories, listingStatuses } from '@campus/contracts';
import { moment, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

export const listingCategoryEnum = pgEnum('listing_category', listingCategories);
export const listingStatusEnum = pgEnum('listing_status', listingStatuses);

/**
 * A listing of one of the five boards (car pooling, internships, jobs, alumni,
 * erasmus). It waits for a moderator, is approved or rejected, or is withdrawn
 * by its author while it waits; it leaves the board once `expires_on` (a campus
 * date) is before today, without any background job: queries compare dates.
 * `author_id` references users(user_id) ON DELETE CASCADE, declared in SQL
 * (migration listings_author_fk): a feature does not import another feature's
 * tables. `reviewer_id` is not a foreign key: a review outlives its reviewer.
 * `search_text` is the folded title and description (`foldSearchText`).
 */
export const listings = pgTable(
  'listings',
  {
    listing_id: primaryId('listing_id'),
    category: listingCategoryEnum('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    contact: text('contact').notNull(),
    expires_on: date('expires_on', { mode: 'string' }).notNull(),
    status: listingStatusEnum('status').notNull().default('waiting'),
    review_note: text('review_note'),
    author_id: uuid('author_id').notNull(),
    reviewer_id: uuid('reviewer_id'),
    approved_at: moment('approved_at'),
    reviewed_at: moment('reviewed_at'),
    search_text: searchText(),
    ...timestamps(),
  },
  (table) => [
    // A category's board (and its home card): approved, unexpired, newest approved first.
    index('listings_board_idx').on(
      table.category,
      table.status,
      table.expires_on,
      table.approved_at.desc(),
    ),
    // Every category's board together, newest approved first.
    index('listings_status_approved_idx').on(
      table.status,
      table.approved_at.desc(),
      table.listing_id,
    ),
    // The moderators' queue: a status (and a category), oldest first.
    index('listings_queue_idx').on(
      table.status,
      table.category,
      table.created_at,
      table.listing_id,
    ),
    index('listings_queue_all_idx').on(table.status, table.created_at, table.listing_id),
    // A person's own listings, newest first.
    index('listings_author_idx').on(table.author_id, table.created_at.desc()),
    // Turkish-aware search over the folded title and description.
    searchTextIndex('listings_search_trgm_idx', table.search_text),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
