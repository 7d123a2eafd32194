import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

export interface QbOrderButtonsProps {
  /** The row's place in the list, from 0. */
  index: number;
  /** How many rows the list has. */
  count: number;
  /** The buttons' accessible names. */
  labels: { moveUp: string; moveDown: string; remove: string };
  /** Moves the row one place up (-1) or down (1). */
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** The move up, move down and remove buttons of a row in an ordered list. */
export function QbOrderButtons({ index, count, labels, onMove, onRemove }: QbOrderButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        disabled={index === 0}
        aria-label={labels.moveUp}
        onClick={() => {
          onMove(-1);
        }}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        disabled={index === count - 1}
        aria-label={labels.moveDown}
        onClick={() => {
          onMove(1);
        }}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={labels.remove} onClick={onRemove}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
