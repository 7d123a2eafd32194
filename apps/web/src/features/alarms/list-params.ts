import { alarmStatuses, defaultPageSize, pageSizes, type AlarmStatus } from '@campus/contracts';
import type { AdminAlarmListParams, AlarmListParams } from './api/alarms';

function positiveInteger(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

function statusOf(text: string | null): AlarmStatus | null {
  return (alarmStatuses as readonly (string | null)[]).includes(text)
    ? (text as AlarmStatus)
    : null;
}

/** `?status=&page=&page_size=`; unknown values fall back to the defaults. */
export function readAlarmParams(search: URLSearchParams): AlarmListParams {
  const size = positiveInteger(search.get('page_size'), defaultPageSize);
  return {
    status: statusOf(search.get('status')),
    page: positiveInteger(search.get('page'), 1),
    page_size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

export function writeAlarmParams(params: AlarmListParams & { q?: string }): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== undefined && params.q !== '') search.set('q', params.q);
  if (params.status !== null) search.set('status', params.status);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}

export function readAdminAlarmParams(search: URLSearchParams): AdminAlarmListParams {
  return { ...readAlarmParams(search), q: search.get('q')?.trim() ?? '' };
}
