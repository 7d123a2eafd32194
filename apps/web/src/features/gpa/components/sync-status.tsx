import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GpaSyncStatus } from '../gpa-profile-sync';

interface SyncStatusProps {
  status: GpaSyncStatus;
  onRetry: () => void;
}

/** The short line near the title that says whether the calculator is kept in the profile. */
export function SyncStatus({ status, onRetry }: SyncStatusProps) {
  const { t } = useTranslation('gpa');
  const isFailed = status === 'failed' || status === 'loadFailed';
  const color = isFailed ? 'var(--mantine-color-red-light-color)' : 'dimmed';
  let icon = null;
  let text: string | null = null;
  if (status === 'saving') {
    icon = <Loader size={14} aria-hidden />;
    text = t('sync.saving');
  } else if (status === 'saved') {
    icon = <IconCheck size={16} aria-hidden />;
    text = t('sync.saved');
  } else if (status === 'failed') {
    icon = <IconAlertTriangle size={16} aria-hidden />;
    text = t('sync.failed');
  } else if (status === 'loadFailed') {
    icon = <IconAlertTriangle size={16} aria-hidden />;
    text = t('sync.loadFailed');
  }

  return (
    <Group gap="xs" wrap="nowrap" mih={28} data-testid="gpa-sync-status">
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite" c={color}>
        {icon}
        {text !== null && (
          <Text size="sm" c={color}>
            {text}
          </Text>
        )}
      </Group>
      {isFailed && (
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('sync.retry')}
        </Button>
      )}
    </Group>
  );
}
