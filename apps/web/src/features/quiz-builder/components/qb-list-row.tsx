import type { ReactNode } from 'react';
import { Group, Paper } from '@mantine/core';

/**
 * A row of a short list inside a form (a bundle's quizzes, the questions
 * found to add, a ranking's options): the row's text, then its buttons at
 * the end. Put it in a list (`Stack component="ol"` or `"ul"`).
 */
export function QbListRow({ py = 6, children }: { py?: number; children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py={py} style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {children}
      </Group>
    </Paper>
  );
}
