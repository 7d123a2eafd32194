import type { ReactNode } from 'react';
import { Text, Textarea, type TextareaProps } from '@mantine/core';

interface CountedTextareaProps extends Omit<TextareaProps, 'description'> {
  /** The characters written so far. */
  count: number;
  max: number;
  /** The counter's text ("120 / 2000 characters"), already translated. */
  counter: string;
  /** A hint before the counter. */
  hint?: ReactNode;
  /** Announce the counter as it changes (a polite live region). */
  announce?: boolean;
}

/** A textarea whose description counts its characters, in red once past the limit. */
export function CountedTextarea({
  count,
  max,
  counter,
  hint,
  announce = false,
  ...props
}: CountedTextareaProps) {
  const shown = (
    <Text
      span
      size="xs"
      c={count > max ? 'red' : 'dimmed'}
      aria-live={announce ? 'polite' : undefined}
    >
      {counter}
    </Text>
  );
  return (
    <Textarea
      {...props}
      description={
        hint === undefined ? (
          shown
        ) : (
          <>
            {hint} {shown}
          </>
        )
      }
    />
  );
}
