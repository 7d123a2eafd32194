import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

interface AddButtonProps {
  /** The button's text, its accessible name. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Light for an add button inside a form or a card; filled for a page's or a list's main action. */
  variant?: 'filled' | 'light';
}

/** A list's or a form's "Add …" button, with the plus icon. */
export function AddButton({ label, onClick, disabled, variant }: AddButtonProps) {
  return (
    <Button
      variant={variant}
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
