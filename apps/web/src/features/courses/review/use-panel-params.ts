import { useCallback, useMemo, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';

const typingDelayMs = 350;

/**
 * A panel's parameters kept in the page's query string: `write` puts the
 * panel's own keys into the current query string and keeps every other key,
 * so several panels (tabs) share one page address.
 */
export function usePanelParams<Params>(
  read: (search: URLSearchParams) => Params,
  write: (params: Params, current: URLSearchParams) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  const update = useCallback(
    (patch: Partial<Params>, options?: { replace?: boolean }) => {
      setSearchParams((current) => write({ ...read(current), ...patch }, current), options);
    },
    [read, write, setSearchParams],
  );
  return { params, update };
}

/**
 * A text filter typed into a box: the box shows what is typed at once,
 * `commit` receives the trimmed text a moment after typing stops, and the
 * box follows the value when it changes from elsewhere (Back, Clear filters).
 */
export function useTypedFilter(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  const commitLater = useDebouncedCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed !== value) commit(trimmed);
  }, typingDelayMs);

  function change(next: string) {
    setText(next);
    commitLater(next);
  }

  return { text, change, cancel: commitLater.cancel };
}
