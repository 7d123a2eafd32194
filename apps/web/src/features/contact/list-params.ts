import { contactStatuses, defaultPageSize, pageSizes } from '@campus/contracts';
import type { ContactListParams } from './api/contact-api';

function isStatus(value: string | null): value is ContactListParams['status'] {
  return value !== null && (contactStatuses as readonly string[]).includes(value);
}

export function readContactListParams(search: URLSearchParams): ContactListParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  return {
    q: search.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** The query string for the parameters, leaving out defaults so links stay short. */
export function writeContactListParams(params: ContactListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.status !== 'all') search.set('status', params.status);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}
