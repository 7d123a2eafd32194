import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/use-error-message';

/** A read that failed and can run again (a TanStack Query result). */
export interface RetryableRead {
  error: unknown;
  refetch: () => Promise<unknown>;
}

interface LoadErrorStateProps {
  /** A heading for the alert, for example 'Your profile could not be loaded'. */
  title: string;
  /** The failed read: its error is shown and Retry runs it again. */
  query: RetryableRead;
}

/** A failed read: what went wrong and a Retry button that runs it again. */
export function LoadErrorState({ title, query }: LoadErrorStateProps) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="alert"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{errorMessage(query.error)}</Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => {
            void query.refetch();
          }}
        >
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
