import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NewestFirstPlace } from '@campus/contracts';

/**
 * A page of a list as a repository takes it: the contracts' pagination query
 * (`page` from 1, `page_size` one of the allowed sizes), already parsed.
 */
export interface PageRequest {
  page: number;
  page_size: number;
}

/** How many rows come before the page. */
export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.page_size;
}

/** A page of rows and how many rows the whole list holds. */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

/** A select that can still take a limit and an offset (a Drizzle select before either). */
interface PageableSelect<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list and the count of all its rows, read side by side:
 * `readPage(db.select().from(t).where(w).orderBy(…), request, db.$count(t, w))`.
 */
export async function readPage<Row>(
  select: PageableSelect<Row>,
  request: PageRequest,
  total: PromiseLike<number>,
): Promise<RowPage<Row>> {
  const [rows, count] = await Promise.all([
    select.limit(request.page_size).offset(offsetOf(request)),
    total,
  ]);
  return { rows, total: count };
}

/** A moment column as whole microseconds since 1970, exact text for a place. */
export function microsOf(column: AnyPgColumn): SQL<string> {
  return sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
}

/**
 * The rows after a place in the order `time desc, id asc`. The bound on the
 * time alone lets an index on it start at the place instead of counting the
 * rows before it, as an offset would.
 */
export function rowsAfter(place: NewestFirstPlace, time: AnyPgColumn, id: AnyPgColumn): SQL {
  const at = sql`(timestamptz 'epoch' + ${place.micros}::bigint * interval '1 microsecond')`;
  return sql`(${time} <= ${at} and (${time} < ${at} or ${id} > ${place.id}))`;
}
