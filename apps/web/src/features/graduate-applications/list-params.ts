import { applicationStatuses, defaultPageSize, pageSizes } from '@campus/contracts';
import type { ApplicationStatus } from '@campus/contracts';

/** The status filter: one status, or every application. */
export type StatusFilter = ApplicationStatus | 'all';
export const statusFilters: readonly StatusFilter[] = [...applicationStatuses, 'all'];

/** What the list shows, as kept in the page's query string. */
export interface ApplicationListParams {
  status: StatusFilter;
  q: string;
  page: number;
  page_size: number;
}

function isStatusFilter(value: string | null): value is StatusFilter {
  return value !== null && (statusFilters as readonly string[]).includes(value);
}

/** Reads the list's parameters from the query string; pending applications first by default. */
export function readListParams(search: URLSearchParams): ApplicationListParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  return {
    status: isStatusFilter(status) ? status : 'pending',
    q: search.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** The query string for the parameters, leaving out defaults so links stay short. */
export function writeListParams(params: ApplicationListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status !== 'pending') search.set('status', params.status);
  if (params.q !== '') search.set('q', params.q);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}
