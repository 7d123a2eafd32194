import { useState } from 'react';
import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { LoadingState } from '../../../../components/loading-state';
import { QueryState } from '../../../../components/query-state';
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

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dating-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="dating-heading">
          {t('dating.title')}
        </Title>
        <QueryState
          query={settings}
          loadFailed={t('dating.loadFailed')}
          loading={<LoadingState heights={[24]} firstWidth="220px" />}
        >
          {({ dating_enabled: enabled }) => (
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
        </QueryState>
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
