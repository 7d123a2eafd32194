import {
  defaultPageSize,
  defaultTherapistEntrySort,
  pageSizes,
  therapistEntrySorts,
  therapistPoolLimits,
  type TherapistEntrySort,
} from '@campus/contracts';
import type { PoolListParams } from './api/pools-api';

function positiveInteger(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

function isSort(value: string | null): value is TherapistEntrySort {
  return value !== null && (therapistEntrySorts as readonly string[]).includes(value);
}

/** `?q=&city=&online=&sort=&page=&page_size=` of a pool's page; unknown values fall back. */
export function readPoolParams(search: URLSearchParams): PoolListParams {
  const size = positiveInteger(search.get('page_size'), defaultPageSize);
  const online = search.get('online');
  const sort = search.get('sort');
  return {
    q: (search.get('q') ?? '').trim().slice(0, therapistPoolLimits.searchMaxLength),
    city: (search.get('city') ?? '').trim().slice(0, therapistPoolLimits.cityMaxLength),
    online: online === 'true' || online === 'false' ? online : '',
    sort: isSort(sort) ? sort : defaultTherapistEntrySort,
    page: positiveInteger(search.get('page'), 1),
    page_size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

/** The address of a view of the table; defaults are left out. */
export function writePoolParams(params: PoolListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.city !== '') search.set('city', params.city);
  if (params.online !== '') search.set('online', params.online);
  if (params.sort !== defaultTherapistEntrySort) search.set('sort', params.sort);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}

/** The sort a column header sets next: its ascending order first, then descending, then back. */
export function nextSort(
  current: TherapistEntrySort,
  column: 'therapist_name' | 'fee' | 'sessions' | 'created_at',
): TherapistEntrySort {
  if (current === column) return `-${column}`;
  return column;
}
