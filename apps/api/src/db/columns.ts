import { sql } from 'drizzle-orm';
import { index, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The column shapes the tables files share, so that each table spells out
 * only what is its own. Every helper builds exactly the column (or index) it
 * replaces: the generated SQL does not change.
 */

/** A uuid primary key the database fills (`gen_random_uuid()`). */
export function primaryId<TName extends string>(name: TName) {
  return uuid(name).primaryKey().defaultRandom();
}

/** A moment with its time zone (`timestamptz`), null unless chained with `.notNull()`. */
export function moment<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true });
}

/** A moment set to now() when the row is written. */
export function momentNow<TName extends string>(name: TName) {
  return moment(name).notNull().defaultNow();
}

/** `created_at`: when the row was written. */
export function createdAt() {
  return momentNow('created_at');
}

/** `created_at` and `updated_at`, both now() when the row is written. */
export function timestamps() {
  return { created_at: createdAt(), updated_at: momentNow('updated_at') };
}

/** `search_text`: the row's searchable words folded by `foldSearchText`. */
export function searchText() {
  return text('search_text').notNull();
}

/** The trigram index that serves `LIKE` over a folded `search_text` (pg_trgm). */
export function searchTextIndex(name: string, column: AnyPgColumn) {
  return index(name).using('gin', sql`${column} gin_trgm_ops`);
}
