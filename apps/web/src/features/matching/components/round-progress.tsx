import type { ReactNode } from 'react';
import { Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyMatchRound } from '@campus/contracts';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingState } from '../../../components/loading-state';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFormatDate } from '../../../lib/format-date';
import { useChangeParticipation, useRoundProgress } from '../api';

interface RoundProgressProps {
  round: MyMatchRound;
  onEditPhysical: () => void;
  onLeave: () => void;
}

function Step({ done, children }: { done: boolean; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {done ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-filled)" aria-hidden />
      ) : (
        <IconCircleDashed size={18} aria-hidden />
      )}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** My progress in a round I opted in to: physical record, the bundle, pause, resume and leave. */
export function RoundProgress({ round, onEditPhysical, onLeave }: RoundProgressProps) {
  const { t } = useTranslation('matching');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const progress = useRoundProgress(round.round_id);
  const change = useChangeParticipation();
  const status = round.participation?.status;

  if (status === 'left') return <Text c="dimmed">{t('participation.left')}</Text>;
  if (progress.isError) return <LoadErrorState title={t('progress.loadFailed')} query={progress} />;
  if (progress.data === undefined) return <LoadingState heights={[120]} />;
  const data = progress.data;

  function setStatus(next: 'active' | 'paused') {
    change.mutate(
      { params: { round_id: round.round_id }, body: { status: next } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t(
              next === 'paused' ? 'participation.pausedDone' : 'participation.resumedDone',
            ),
          });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  }

  const percent =
    data.questions_total === 0
      ? 0
      : Math.round((100 * data.questions_answered) / data.questions_total);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('progress.title')}
      </Title>
      {round.participation === null ? null : (
        <Text size="sm" c="dimmed">
          {t('progress.alias', { alias: round.participation.alias })}
        </Text>
      )}
      {status === 'paused' ? <Text size="sm">{t('participation.paused')}</Text> : null}
      <Step done={data.physical_complete}>
        {data.physical_complete ? t('progress.physicalDone') : t('progress.physicalMissing')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={onEditPhysical}>
          {data.physical_complete ? t('progress.editPhysical') : t('progress.fillPhysical')}
        </Anchor>
      </Step>
      <Step done={data.bundle_complete}>
        {t('progress.bundle', { answered: data.questions_answered, total: data.questions_total })}
        {' · '}
        {t('progress.quizzes', {
          completed: data.quizzes_completed,
          total: data.quizzes_total,
        })}{' '}
        {data.bundle_complete ? null : (
          <Anchor component={Link} to={`/bundle/${data.bundle_id}`} size="sm">
            {t('progress.takeBundle')}
          </Anchor>
        )}
      </Step>
      <Progress value={percent} aria-label={t('progress.title')} />
      <Text size="sm" fw={500}>
        {data.ready ? t('progress.ready') : t('progress.notReady')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('progress.waiting', { when: formatDate(round.reveal_at, true), count: round.pool_size })}
      </Text>
      {status === 'excluded' ? null : (
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            loading={change.isPending}
            onClick={() => {
              setStatus(status === 'paused' ? 'active' : 'paused');
            }}
          >
            {status === 'paused' ? t('participation.resume') : t('participation.pause')}
          </Button>
          <Button variant="light" color="red" size="xs" onClick={onLeave}>
            {t('participation.leave')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
