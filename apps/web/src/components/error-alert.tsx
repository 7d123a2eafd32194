import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A failure's sentence in a red alert, announced at once (role="alert"). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      {children}
    </Alert>
  );
}
