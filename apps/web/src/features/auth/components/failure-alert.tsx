import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failed call's sentence, announced at once (role="alert"). */
export function FailureAlert({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle size={20} aria-hidden />}
    >
      {children}
    </Alert>
  );
}
