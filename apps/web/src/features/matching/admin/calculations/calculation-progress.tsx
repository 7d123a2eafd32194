import { Badge, Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconLoader2, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  matchCalculationPhases,
  type MatchCalculation,
  type MatchCalculationStatus,
} from '@campus/contracts';
import { StatusBadge } from '../../../../components/status-badge';

/** A calculation's status as a coloured badge. */
export function CalculationStatusBadge({ status }: { status: MatchCalculationStatus }) {
  const { t } = useTranslation('matching-admin-calculations');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}

/** Whether the calculation was certified optimal: a tick or a cross with words for screen readers. */
export function CertifiedMark({ certified }: { certified: boolean | null }) {
  const { t } = useTranslation('matching-admin-calculations');
  if (certified === null) return <Text c="dimmed">{t('certified.unknown')}</Text>;
  return (
    <Badge color={certified ? 'teal' : 'red'} variant="light">
      {certified ? `✓ ${t('certified.yes')}` : `✗ ${t('certified.no')}`}
    </Badge>
  );
}

/** Progress over all phases, 0..100: the finished phases and the share of the current one. */
export function overallProgress(calculation: Pick<MatchCalculation, 'phase' | 'progress'>): number {
  if (calculation.phase === null) return 0;
  const index = matchCalculationPhases.indexOf(calculation.phase);
  const share = Math.min(1, Math.max(0, calculation.progress));
  return Math.round(((index + share) / matchCalculationPhases.length) * 100);
}

/**
 * The live progress of a queued or running calculation: one bar over all
 * phases and the list of phases, each done, running or to come.
 */
export function CalculationProgress({ calculation }: { calculation: MatchCalculation }) {
  const { t } = useTranslation('matching-admin-calculations');
  const value = overallProgress(calculation);
  const current =
    calculation.phase === null ? -1 : matchCalculationPhases.indexOf(calculation.phase);
  const label =
    calculation.status === 'queued' || calculation.phase === null
      ? t('progress.queued')
      : t('progress.phase', {
          phase: t(`phases.${calculation.phase}`),
          percent: Math.round(Math.min(1, Math.max(0, calculation.progress)) * 100),
        });
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600} aria-live="polite">
          {label}
        </Text>
        <Text c="dimmed" size="sm">
          {t('progress.overall', { percent: value })}
        </Text>
      </Group>
      <Progress
        value={value}
        size="lg"
        animated={calculation.status === 'running'}
        striped
        aria-label={t('progress.label')}
      />
      <List spacing={4} size="sm" center aria-label={t('progress.phases')}>
        {matchCalculationPhases.map((phase, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <List.Item
              key={phase}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  variant={state === 'todo' ? 'default' : 'light'}
                  color={state === 'done' ? 'teal' : 'blue'}
                >
                  {state === 'done' ? (
                    <IconCheck size={12} aria-hidden />
                  ) : state === 'current' ? (
                    <IconLoader2 size={12} aria-hidden />
                  ) : (
                    <IconPoint size={12} aria-hidden />
                  )}
                </ThemeIcon>
              }
            >
              <Text span size="sm" fw={state === 'current' ? 600 : undefined}>
                {t(`phases.${phase}`)}
              </Text>{' '}
              <Text span size="sm" c="dimmed">
                ({t(`progress.${state}`)})
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
