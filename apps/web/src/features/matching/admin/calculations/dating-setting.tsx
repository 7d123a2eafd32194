import { useState } from 'react';
import { Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { LoadErrorState } from '../../../../components/load-error-state';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useMatchSettings, useUpdateMatchSettings } from './api';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

/**
 * The "Dating as a purpose" switch: off by default; switching it on asks
 * first, since a dating round needs each participant's separate consent.
 */
export function DatingSetting() {
  const { t } = useTranslation('matching-admin-calculations');
  const settings = useMatchSettings();
  const update = useUpdateMatchSettings();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);

  function save(enabled: boolean) {
    update.mutate(
      { body: { dating_enabled: enabled } },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({
            color: 'green',
            message: enabled ? t('dating.enabled') : t('dating.disabled'),
          });
        },
      },
    );
  }

  const enabled = settings.data?.dating_enabled;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dating-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="dating-heading">
          {t('dating.title')}
        </Title>
        {settings.isError ? (
          <LoadErrorState
            title={t('dating.loadFailed')}
            error={settings.error}
            onRetry={() => {
              void settings.refetch();
            }}
          />
        ) : enabled === undefined ? (
          <Skeleton height={24} width={220} aria-hidden />
        ) : (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Switch
              checked={enabled}
              disabled={update.isPending}
              label={t('dating.switch')}
              description={t('dating.hint')}
              onChange={(event) => {
                update.reset();
                if (event.currentTarget.checked) setConfirming(true);
                else save(false);
              }}
            />
          </Group>
        )}
        {!confirming && update.isError ? (
          <ErrorAlert>{errorMessage(update.error)}</ErrorAlert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('dating.default')}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('dating.confirmTitle')}
        body={t('dating.confirmBody')}
        confirmLabel={t('dating.confirm')}
        onConfirm={() => {
          save(true);
        }}
        pending={update.isPending}
        error={update.error}
      />
    </Card>
  );
}
