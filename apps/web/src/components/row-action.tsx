import { ActionIcon, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface RowActionProps {
  /** The action's name, shown on hover. */
  tooltip: string;
  /** The action with what it acts on, for screen readers. */
  label: string;
  icon: TablerIcon;
  onClick?: () => void;
  disabled?: boolean;
  /** A removal: red. */
  danger?: boolean;
}

/** A small icon button of a row or an entry, named by a tooltip. */
export function RowAction({
  tooltip,
  label,
  icon: Icon,
  onClick,
  disabled,
  danger,
}: RowActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="subtle"
        color={danger === true ? 'red' : undefined}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        <Icon size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
