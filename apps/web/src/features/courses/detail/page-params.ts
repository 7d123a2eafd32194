import { defaultPageSize, pageSizes } from '@campus/contracts';
import type { PageParams } from '../api/query-keys';

/** The page of a list as kept in the query string (`?page=&page_size=`), defaults for anything else. */
export function readPageParams(search: URLSearchParams): PageParams {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** The query string with the page written in (defaults left out so links stay short). */
export function writePageParams(current: URLSearchParams, params: PageParams): URLSearchParams {
  const search = new URLSearchParams(current);
  search.delete('page');
  search.delete('page_size');
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}
