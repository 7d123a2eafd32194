import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultPageSize,
  pageSizes,
  therapistEntryStatuses,
  therapistPools,
  therapistReportStatuses,
} from '@campus/contracts';
import type { ReportQueueParams, ReviewQueueParams } from '../api/pools-api';

/** The panel's view, kept in the admin panel's address under `pools_…` keys next to other tabs'. */
export interface PoolsPanelParams {
  queue: ReviewQueueParams;
  reports: ReportQueueParams;
}

const keys = {
  pool: 'pools_pool',
  status: 'pools_status',
  page: 'pools_page',
  pageSize: 'pools_page_size',
  reportStatus: 'pools_reports',
  reportPage: 'pools_reports_page',
  reportPageSize: 'pools_reports_page_size',
} as const;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readPanelParams(search: URLSearchParams): PoolsPanelParams {
  const size = Number(search.get(keys.pageSize));
  const reportSize = Number(search.get(keys.reportPageSize));
  return {
    queue: {
      pool: oneOf(therapistPools, search.get(keys.pool)) ?? '',
      status: oneOf(therapistEntryStatuses, search.get(keys.status)) ?? 'waiting',
      page: readPage(search.get(keys.page)),
      page_size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
    },
    reports: {
      status: oneOf(therapistReportStatuses, search.get(keys.reportStatus)) ?? 'open',
      page: readPage(search.get(keys.reportPage)),
      page_size: (pageSizes as readonly number[]).includes(reportSize) ? reportSize : 10,
    },
  };
}

export function writePanelParams(
  params: PoolsPanelParams,
  current: URLSearchParams,
): URLSearchParams {
  const search = new URLSearchParams(current);
  const values: [string, string | null][] = [
    [keys.pool, params.queue.pool === '' ? null : params.queue.pool],
    [keys.status, params.queue.status === 'waiting' ? null : params.queue.status],
    [keys.page, params.queue.page === 1 ? null : String(params.queue.page)],
    [
      keys.pageSize,
      params.queue.page_size === defaultPageSize ? null : String(params.queue.page_size),
    ],
    [keys.reportStatus, params.reports.status === 'open' ? null : params.reports.status],
    [keys.reportPage, params.reports.page === 1 ? null : String(params.reports.page)],
    [
      keys.reportPageSize,
      params.reports.page_size === 10 ? null : String(params.reports.page_size),
    ],
  ];
  for (const [key, value] of values) {
    if (value === null) search.delete(key);
    else search.set(key, value);
  }
  return search;
}

export function usePanelParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readPanelParams(searchParams), [searchParams]);
  const updateQueue = useCallback(
    (patch: Partial<ReviewQueueParams>) => {
      setSearchParams((current) => {
        const now = readPanelParams(current);
        return writePanelParams({ ...now, queue: { ...now.queue, ...patch } }, current);
      });
    },
    [setSearchParams],
  );
  const updateReports = useCallback(
    (patch: Partial<ReportQueueParams>) => {
      setSearchParams((current) => {
        const now = readPanelParams(current);
        return writePanelParams({ ...now, reports: { ...now.reports, ...patch } }, current);
      });
    },
    [setSearchParams],
  );
  return { params, updateQueue, updateReports };
}
