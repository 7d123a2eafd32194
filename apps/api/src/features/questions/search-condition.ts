import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLikePattern, foldSearchText } from '@campus/contracts';

/** `LIKE` over a folded search column, or nothing for an empty query. */
export function searchCondition(column: AnyPgColumn, q: string | undefined) {
  const folded = foldSearchText(q ?? '');
  if (folded === '') return undefined;
  return sql`${column} like ${`%${escapeLikePattern(folded)}%`}`;
}
