import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyTextButtonProps {
  /** What goes to the clipboard. */
  value: string;
  label: string;
  /** Said on the button for a moment after copying. */
  copiedLabel: string;
  size?: ButtonProps['size'];
}

/** A button that copies a text, and says so with a check for a moment. */
export function CopyTextButton({ value, label, copiedLabel, size }: CopyTextButtonProps) {
  const iconSize = size === 'xs' ? 14 : 16;
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size={size}
          onClick={copy}
          leftSection={
            copied ? (
              <IconCheck size={iconSize} aria-hidden />
            ) : (
              <IconCopy size={iconSize} aria-hidden />
            )
          }
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
