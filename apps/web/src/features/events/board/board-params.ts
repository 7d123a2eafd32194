import { useCallback, useMemo, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import {
  defaultPageSize,
  eventLimits,
  eventStatuses,
  eventWhens,
  pageSizes,
} from '@campus/contracts';
import type { EventBoardParams } from '../api/events-api';

/**
 * The board keeps its view in the admin panel's query string under its own
 * prefix (`event_…`), so the panel's other tabs keep their parameters.
 */
const keys = {
  q: 'event_q',
  status: 'event_status',
  when: 'event_when',
  page: 'event_page',
  page_size: 'event_page_size',
} as const satisfies Record<keyof EventBoardParams, string>;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readBoardParams(search: URLSearchParams): EventBoardParams {
  const status = search.get(keys.status);
  const when = search.get(keys.when);
  const size = Number(search.get(keys.page_size));
  return {
    q: (search.get(keys.q) ?? '').trim().slice(0, eventLimits.searchMaxLength),
    status: eventStatuses.find((value) => value === status) ?? '',
    when: eventWhens.find((value) => value === when) ?? '',
    page: readPage(search.get(keys.page)),
    page_size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

/** The query string with the board's parameters (defaults left out) and every other key kept. */
export function writeBoardParams(
  params: EventBoardParams,
  current: URLSearchParams,
): URLSearchParams {
  const search = new URLSearchParams(current);
  const values: [string, string | null][] = [
    [keys.q, params.q === '' ? null : params.q],
    [keys.status, params.status === '' ? null : params.status],
    [keys.when, params.when === '' ? null : params.when],
    [keys.page, params.page === 1 ? null : String(params.page)],
    [keys.page_size, params.page_size === defaultPageSize ? null : String(params.page_size)],
  ];
  for (const [key, value] of values) {
    if (value === null) search.delete(key);
    else search.set(key, value);
  }
  return search;
}

/** The board's parameters, and the search box's text committed a moment after typing stops. */
export function useBoardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readBoardParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<EventBoardParams>) => {
      setSearchParams((current) =>
        writeBoardParams({ ...readBoardParams(current), ...patch }, current),
      );
    },
    [setSearchParams],
  );
  const [searchText, setSearchText] = useState(params.q);
  const commitSearch = useDebouncedCallback((text: string) => {
    update({ q: text.trim(), page: 1 });
  }, 350);
  function changeSearch(text: string) {
    setSearchText(text);
    commitSearch(text);
  }
  function clearFilters() {
    commitSearch.cancel();
    setSearchText('');
    update({ q: '', status: '', when: '', page: 1 });
  }
  return { params, update, searchText, changeSearch, clearFilters };
}
