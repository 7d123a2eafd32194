import { useState } from 'react';
import { Alert, Divider, Switch, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SystemSettingsBody } from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSystemSettings, useUpdateSystemSettings } from '../api';
import { DashboardCard } from './dashboard-card';

type Confirming = 'maintenance' | 'twoStep';

/**
 * The system switches: maintenance mode, and two-step sign-in for all staff.
 * Turning either on affects others at once (everyone is sent to the start
 * page; staff without two-step sign-in are signed out), so it asks first;
 * turning them off does not.
 */
export function MaintenanceCard() {
  const { t } = useTranslation('admin-dashboard');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const settings = useSystemSettings();
  const update = useUpdateSystemSettings();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(body: SystemSettingsBody) {
    setFailure(null);
    try {
      await update.mutateAsync({ body });
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      setFailure(errorMessage(error));
    }
  }

  return (
    <DashboardCard
      id="dashboard-system"
      icon={<IconTool size={20} aria-hidden />}
      title={t('system.title')}
      gap="sm"
    >
      <QueryState
        query={settings}
        loadFailed={t('system.loadFailed')}
        loading={<LoadingState heights={[60]} />}
      >
        {(data) => (
          <>
            <Switch
              size="md"
              checked={data.maintenance_mode}
              disabled={update.isPending}
              label={t('system.maintenance')}
              description={t('system.maintenanceHelp')}
              onChange={(event) => {
                if (event.currentTarget.checked) setConfirming('maintenance');
                else void save({ maintenance_mode: false });
              }}
            />
            {data.maintenance_mode ? (
              <Alert color="orange" variant="light" title={t('system.onTitle')}>
                {t('system.onText')}
              </Alert>
            ) : null}
            {data.maintenance_changed_at === null ? (
              <Text size="sm" c="dimmed">
                {t('system.neverChanged')}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {data.maintenance_changed_by === null
                  ? t('system.changedAt', { when: formatDate(data.maintenance_changed_at, true) })
                  : t('system.changedBy', {
                      when: formatDate(data.maintenance_changed_at, true),
                      name: data.maintenance_changed_by,
                    })}
              </Text>
            )}
            <Divider />
            <Switch
              size="md"
              checked={data.two_step_required}
              disabled={update.isPending}
              label={t('system.twoStep')}
              description={t('system.twoStepHelp')}
              onChange={(event) => {
                if (event.currentTarget.checked) setConfirming('twoStep');
                else void save({ two_step_required: false });
              }}
            />
          </>
        )}
      </QueryState>
      {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming === 'twoStep' ? t('system.twoStepConfirmTitle') : t('system.confirmTitle')
        }
        body={confirming === 'twoStep' ? t('system.twoStepConfirmText') : t('system.confirmText')}
        confirmLabel={confirming === 'twoStep' ? t('system.twoStepConfirm') : t('system.confirm')}
        confirmColor="orange"
        cancelLabel={t('system.cancel')}
        pending={update.isPending}
        onClose={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          void save(
            confirming === 'twoStep' ? { two_step_required: true } : { maintenance_mode: true },
          );
        }}
      />
    </DashboardCard>
  );
}
