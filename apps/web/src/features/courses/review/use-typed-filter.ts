import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

const typingDelayMs = 350;

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
