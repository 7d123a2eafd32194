import { useMemo, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';

const searchDelayMs = 350;

/** What every paginated, searchable list keeps in its query string. */
interface SearchableListParams {
  q: string;
  page: number;
}

/**
 * A list's parameters kept in the page's query string (read and written by
 * the feature's own `read`/`write`), and the search box's text, which updates
 * the query string a moment after typing stops and goes back to page 1.
 */
export function useListParams<Params extends SearchableListParams>(
  read: (search: URLSearchParams) => Params,
  write: (params: Params) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  const [searchText, setSearchText] = useState(params.q);

  function update(patch: Partial<Params>) {
    setSearchParams(write({ ...params, ...patch }));
  }

  const updateSearch = useDebouncedCallback((q: string) => {
    setSearchParams((current) => write({ ...read(current), q: q.trim(), page: 1 }));
  }, searchDelayMs);

  function changeSearch(text: string) {
    setSearchText(text);
    updateSearch(text);
  }

  return { params, update, searchText, changeSearch };
}
