import type { ReactNode } from 'react';
import { SimpleGrid, Stack, type MantineSpacing, type SimpleGridProps } from '@mantine/core';

const bare = { listStyle: 'none', padding: 0, margin: 0 } as const;

interface BareListProps {
  /** `ol` when the order means something (newest first, a thread's replies); `ul` otherwise. */
  ordered?: boolean;
  /** The list's accessible name. */
  label?: string;
  /** The space between the items. */
  gap?: MantineSpacing;
  /** Lays the items out in a grid of these columns rather than one under another. */
  columns?: SimpleGridProps['cols'];
  /** The items, each an `li`. */
  children: ReactNode;
}

/** A list of cards or rows without bullets or indent: its items stacked, or in a grid. */
export function BareList({ ordered = false, label, gap = 'md', columns, children }: BareListProps) {
  const component = ordered ? 'ol' : 'ul';
  return columns === undefined ? (
    <Stack component={component} gap={gap} aria-label={label} style={bare}>
      {children}
    </Stack>
  ) : (
    <SimpleGrid component={component} cols={columns} spacing={gap} aria-label={label} style={bare}>
      {children}
    </SimpleGrid>
  );
}
