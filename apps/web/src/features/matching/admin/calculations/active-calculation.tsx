import { useEffect, useState } from 'react';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerStop } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchingResultEndpoints } from '@campus/contracts';
import { LoadErrorState } from '../../../../components/load-error-state';
import { endpointKey } from '../../../../lib/endpoint-client';
import { isActiveStatus, useCalculation } from './api';
import { CalculationProgress, CalculationStatusBadge } from './calculation-progress';
import { CancelCalculationModal } from './cancel-calculation-modal';

export const calculationPath = (calculationId: string) =>
  `/admin/matching/calculations/${calculationId}`;

/**
 * The calculation of the round now queued or running (or just started): its
 * live progress, read every 2 s, and Cancel; once it ends, its result and a
 * link to it.
 */
export function ActiveCalculation({
  calculationId,
  onDismiss,
}: {
  calculationId: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('matching-admin-calculations');
  const queryClient = useQueryClient();
  const calculation = useCalculation(calculationId);
  const [cancelling, setCancelling] = useState(false);
  const data = calculation.data;
  const active = isActiveStatus(data?.status);
  const finishedStatus = data === undefined || active ? undefined : data.status;

  useEffect(() => {
    if (finishedStatus === undefined) return;
    // The list shows the ended calculation's figures.
    void queryClient.invalidateQueries({
      queryKey: endpointKey(matchingResultEndpoints.listCalculations),
    });
  }, [finishedStatus, queryClient]);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="active-calculation-heading"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5" id="active-calculation-heading">
              {active || data === undefined ? t('active.title') : t('active.ended')}
            </Title>
            {data === undefined ? null : <CalculationStatusBadge status={data.status} />}
          </Group>
          <Group gap="xs">
            <Anchor component={Link} to={calculationPath(calculationId)} size="sm">
              {t('active.open')}
            </Anchor>
            {active ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconPlayerStop size={14} aria-hidden />}
                onClick={() => {
                  setCancelling(true);
                }}
              >
                {t('cancel.button')}
              </Button>
            ) : (
              <Button size="xs" variant="default" onClick={onDismiss}>
                {t('active.dismiss')}
              </Button>
            )}
          </Group>
        </Group>
        {calculation.isError && data === undefined ? (
          <LoadErrorState title={t('active.loadFailed')} query={calculation} />
        ) : data === undefined ? (
          <Skeleton height={120} aria-hidden />
        ) : active ? (
          <CalculationProgress calculation={data} />
        ) : (
          <Text size="sm" role="status">
            {data.status === 'failed'
              ? t('active.failed', { error: data.error ?? '—' })
              : t(`active.endedAs.${data.status}`)}
          </Text>
        )}
      </Stack>
      <CancelCalculationModal
        calculationId={calculationId}
        opened={cancelling}
        onClose={() => {
          setCancelling(false);
        }}
        onCancelled={() => {
          setCancelling(false);
          notifications.show({ color: 'green', message: t('cancel.done') });
        }}
      />
    </Card>
  );
}
