import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventImageTypes, eventStatuses, eventTypes } from '@campus/contracts';
import { createdAt, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

export const eventTypeEnum = pgEnum('event_type', eventTypes);
export const eventStatusEnum = pgEnum('event_status', eventStatuses);
export const eventImageTypeEnum = pgEnum('event_image_type', eventImageTypes);

/**
 * An event of the events board, managed by moderators. `search_text` holds
 * the name and location folded by `foldSearchText` for the board's search.
 * `created_by` is not a foreign key: an event outlives its author's account,
 * and a feature does not import another feature's tables.
 */
export const events = pgTable(
  'events',
  {
    event_id: primaryId('event_id'),
    event_name: text('event_name').notNull(),
    /** The description in English (or the only one), and in Turkish when given. */
    event_description: text('event_description'),
    event_description_tr: text('event_description_tr'),
    event_type: eventTypeEnum('event_type').notNull(),
    event_location: text('event_location').notNull(),
    status: eventStatusEnum('status').notNull().default('active'),
    search_text: searchText(),
    created_by: uuid('created_by'),
    ...timestamps(),
  },
  (table) => [
    // The board: a status filter, newest changes first, page by page.
    index('events_status_updated_idx').on(table.status, table.updated_at.desc(), table.event_id),
    index('events_updated_idx').on(table.updated_at.desc(), table.event_id),
    searchTextIndex('events_search_trgm_idx', table.search_text),
  ],
);

/**
 * The dates and times of an event, local to the university (Europe/Istanbul).
 * One row per date and time; the same one twice is refused.
 */
export const eventDateTimes = pgTable(
  'event_date_times',
  {
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.event_id, { onDelete: 'cascade' }),
    event_date: date('event_date', { mode: 'string' }).notNull(),
    event_time: time('event_time').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.event_id, table.event_date, table.event_time] }),
    // The drawer: date-times from now on, earliest first, then their events.
    index('event_date_times_upcoming_idx').on(table.event_date, table.event_time, table.event_id),
  ],
);

/** The images of an event, stored as WebP files; at most one cover. */
export const eventImages = pgTable(
  'event_images',
  {
    image_id: primaryId('image_id'),
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.event_id, { onDelete: 'cascade' }),
    image_type: eventImageTypeEnum('image_type').notNull(),
    position: integer('position').notNull(),
    file_name: text('file_name').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('event_images_event_idx').on(table.event_id, table.position),
    uniqueIndex('event_images_one_cover_idx')
      .on(table.event_id)
      .where(sql`${table.image_type} = 'cover'`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type EventDateTimeRow = typeof eventDateTimes.$inferSelect;
export type EventImageRow = typeof eventImages.$inferSelect;
export type NewEventImageRow = typeof eventImages.$inferInsert;
