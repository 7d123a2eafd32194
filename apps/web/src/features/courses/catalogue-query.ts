import { courseListQuerySchema } from '@campus/contracts';
import type { z } from 'zod';

/** What the catalogue keeps in its URL: the list's query, except the status (only moderators' lists have one). */
export const catalogueQuerySchema = courseListQuerySchema.omit({ status: true });
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** True when any filter or the search narrows the list (sort and page size do not). */
export function isFiltered(params: CatalogueQuery): boolean {
  return [params.q, params.department, params.type, params.level, params.instructor].some(
    (value) => value !== undefined && value !== '',
  );
}

/** The same view without any filter or search, on its first page. */
export const clearedFilters = {
  q: undefined,
  department: undefined,
  type: undefined,
  level: undefined,
  instructor: undefined,
  page: 1,
} as const satisfies Partial<CatalogueQuery>;
