import { useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { readListState, useSearchParamsWriter, writeListState } from '../../lib/use-list-state';
import { catalogueQuerySchema } from './catalogue-query';

const typingDelayMs = 350;
/** Searches committed this close together are one search: the later replaces the earlier in history. */
const oneSearchMs = 2000;

/**
 * A text filter (the search or the instructor) typed into a box: the box shows
 * what is typed at once, the query string follows a moment after typing stops
 * (back on page 1), and the box follows the query string when it changes from
 * elsewhere (the Back button, a link, Clear filters). While the person is
 * typing, a query string that catches up with an earlier pause never
 * overwrites the newer text in the box, and the pauses of one search leave one
 * history entry, so Back goes to the previous search, not to half a word.
 */
export function useFilterText(field: 'q' | 'instructor', value: string) {
  const setSearchParams = useSearchParamsWriter();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [isTyping, setIsTyping] = useState(false);
  const lastCommitAt = useRef(0);

  if (value !== shownValue) {
    setShownValue(value);
    if (!isTyping && value !== text.trim()) setText(value);
  }

  const commit = useDebouncedCallback((next: string) => {
    setIsTyping(false);
    const now = Date.now();
    const isSameSearch = now - lastCommitAt.current < oneSearchMs;
    lastCommitAt.current = now;
    setSearchParams(
      (current) => {
        const params = readListState(catalogueQuerySchema, current);
        const trimmed = next.trim();
        if ((params[field] ?? '') === trimmed) return current;
        return writeListState(catalogueQuerySchema, { ...params, [field]: trimmed, page: 1 });
      },
      { replace: isSameSearch },
    );
  }, typingDelayMs);

  function change(next: string) {
    setText(next);
    setIsTyping(true);
    commit(next);
  }

  function cancel() {
    setIsTyping(false);
    commit.cancel();
  }

  return { text, change, cancel };
}
