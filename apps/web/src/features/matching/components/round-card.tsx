import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRoundTitle } from '../round-title';
import type { MyMatchRound, MyMatchRounds } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';
import { OptInForm } from './opt-in-form';
import { RoundProgress } from './round-progress';

interface RoundCardProps {
  round: MyMatchRound;
  versions: Pick<MyMatchRounds, 'consent_version' | 'dating_consent_version'>;
  onEditPhysical: () => void;
  onLeave: () => void;
}

/** A round: its purpose, dates and pool; opting in, or my progress once I took part. */
export function RoundCard({ round, versions, onEditPhysical, onLeave }: RoundCardProps) {
  const { t } = useTranslation('matching');
  const roundTitle = useRoundTitle();
  const formatDate = useFormatDate();
  const participation = round.participation;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={roundTitle(round)}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {roundTitle(round)}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t(`purposes.${round.purpose}`)}</Badge>
            {participation === null ? null : (
              <Badge variant="outline" color={participation.status === 'active' ? 'green' : 'gray'}>
                {t(`progress.status.${participation.status}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="xs" c="dimmed">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{t('rounds.pool', { count: round.pool_size })}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('rounds.closesAt', { when: formatDate(round.closes_at, true) })}
          {' · '}
          {t('rounds.revealAt', { when: formatDate(round.reveal_at, true) })}
        </Text>
        {participation !== null ? (
          <RoundProgress round={round} onEditPhysical={onEditPhysical} onLeave={onLeave} />
        ) : round.accepting ? (
          <OptInForm round={round} versions={versions} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('rounds.notAccepting')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
