import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/use-error-message';

interface LoadErrorStateProps {
  /** The failure of the read. */
  error: unknown;
  /** A heading for the alert, for example 'Your profile could not be loaded'. */
  title: string;
  onRetry: () => void;
}

/** A failed read: what went wrong and a Retry button that runs it again. */
export function LoadErrorState({ error, title, onRetry }: LoadErrorStateProps) {
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
        <Text size="sm">{errorMessage(error)}</Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
