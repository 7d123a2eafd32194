import {
  careerApplicationStatuses,
  defaultPageSize,
  pageSizes,
  type CareerApplicationStatus,
} from '@campus/contracts';
import type { ApplicationParams } from './api/career-api';

export type AdminTab = 'applications' | 'positions';

export interface AdminListParams extends ApplicationParams {
  tab: AdminTab;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isStatus(value: string | null): value is CareerApplicationStatus {
  return value !== null && (careerApplicationStatuses as readonly string[]).includes(value);
}

/** `/career/all`'s tab, filters, search and page, from its query string. */
export function readAdminParams(search: URLSearchParams): AdminListParams {
  const status = search.get('status');
  const position = search.get('position_id') ?? '';
  const page = Number(search.get('page'));
  const size = Number(search.get('page_size'));
  return {
    tab: search.get('tab') === 'positions' ? 'positions' : 'applications',
    status: isStatus(status) ? status : '',
    position_id: position === 'open' || uuidPattern.test(position) ? position : '',
    q: (search.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

export function writeAdminParams(params: AdminListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'applications') search.set('tab', params.tab);
  if (params.status !== '') search.set('status', params.status);
  if (params.position_id !== '') search.set('position_id', params.position_id);
  if (params.q !== '') search.set('q', params.q);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}
