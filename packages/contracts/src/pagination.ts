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
