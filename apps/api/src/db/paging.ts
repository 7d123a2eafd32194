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
