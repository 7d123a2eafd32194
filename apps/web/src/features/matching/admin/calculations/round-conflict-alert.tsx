import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Says that someone else changed the round since the form opened (a 409),
 * with a button that reads it again when the page can.
 */
export function RoundConflictAlert({ onReload }: { onReload?: () => Promise<unknown> }) {
  const { t } = useTranslation('matching-admin-calculations');
  const [reloading, setReloading] = useState(false);
  return (
    <Alert
      variant="light"
      color="yellow"
      role="alert"
      title={t('round.conflictTitle')}
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('round.conflictBody')}</Text>
        {onReload === undefined ? null : (
          <Button
            size="xs"
            variant="light"
            color="yellow"
            loading={reloading}
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => {
              setReloading(true);
              void onReload().finally(() => {
                setReloading(false);
              });
            }}
          >
            {t('round.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
