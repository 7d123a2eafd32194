import { z } from 'zod';

/** The page sizes a list accepts. */
export const pageSizes = [10, 25, 50, 100] as const;
export const defaultPageSize = 25;

/** `?page=&page_size=` of every list call. */
export const paginationQuerySchema = z.object({
  /** 1-based page number. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** One of 10, 25, 50, 100. */
  page_size: z.coerce
    .number()
    .int()
    .refine((value) => (pageSizes as readonly number[]).includes(value), {
      message: `page_size must be one of ${pageSizes.join(', ')}`,
    })
    .default(defaultPageSize),
});

export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** The answer of every list call. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  });
}

/**
 * Where a page of a list ordered newest first ends: the last row's time in
 * microseconds since 1970 and its id, as `next_cursor` gives it. A list that
 * takes `?cursor=` reads the page after that row without reading the rows
 * before it, which keeps a deep page as quick as the first; without one, the
 * page is read by its number.
 */
export const newestFirstCursorSchema = z
  .string()
  .regex(/^\d{1,17}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    message: 'cursor must be a next_cursor of this list',
  });

/**
 * A row's place in a list ordered newest first (its time, then its id
 * ascending among rows of the same time): the time in whole microseconds
 * since 1970, as exact text, and the id. `cursorOf` writes it as the text
 * `newestFirstCursorSchema` accepts, `placeOf` reads that text back.
 */
export interface NewestFirstPlace {
  micros: string;
  id: string;
}

/** The cursor that names a place. */
export function cursorOf(place: NewestFirstPlace): string {
  return `${place.micros}.${place.id}`;
}

/** The place a cursor names (`newestFirstCursorSchema` has checked its form). */
export function placeOf(cursor: string): NewestFirstPlace {
  const dot = cursor.indexOf('.');
  return { micros: cursor.slice(0, dot), id: cursor.slice(dot + 1) };
}

/** `?page=&page_size=` and, for the page after one already read, its `next_cursor`. */
export const cursorPaginationQuerySchema = paginationQuerySchema.extend({
  cursor: newestFirstCursorSchema.optional(),
});

/** A list answer that also says where its page ends (null on the last page). */
export function cursorPageSchema<Item extends z.ZodType>(item: Item) {
  return pageSchema(item).extend({ next_cursor: z.string().nullable() });
}
