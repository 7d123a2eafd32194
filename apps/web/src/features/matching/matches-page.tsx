import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { MyMatchRound, MyMatchRounds } from '@campus/contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingState } from '../../components/loading-state';
import { PageFrame } from '../../components/page-frames/page-frame';
import { QueryState } from '../../components/query-state';
import { useChangeParticipation, useMyRounds } from './api';
import { MyMatchesSection } from './components/my-matches-section';
import { BlocksSection } from './components/blocks-section';
import { PhysicalDrawer, type PhysicalDrawerTarget } from './components/physical-drawer';
import { RoundCard } from './components/round-card';
import { useRoundTitle } from './round-title';
import { useDrawerTarget } from '../../components/add-edit-drawer';

/** `/matches`: what matching is, my matches, the rounds to opt in to and my progress, the physical record, blocks. */
export function MatchesPage() {
  const { t } = useTranslation('matching');
  const rounds = useMyRounds();
  const roundTitle = useRoundTitle();
  const change = useChangeParticipation();
  const [leaving, setLeaving] = useState<MyMatchRound | null>(null);
  const physicalDrawer = useDrawerTarget<PhysicalDrawerTarget>();

  function roundList({ items, consent_version, dating_consent_version }: MyMatchRounds) {
    if (items.length === 0) return <Text c="dimmed">{t('rounds.empty')}</Text>;
    return (
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((round) => (
          <li key={round.round_id}>
            <RoundCard
              round={round}
              versions={{ consent_version, dating_consent_version }}
              onEditPhysical={() => {
                physicalDrawer.open({});
              }}
              onLeave={() => {
                setLeaving(round);
              }}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <PageFrame title={t('title')} lead={t('intro')}>
      <Stack gap="lg">
        <MyMatchesSection />
        <Title order={2} size="h3">
          {t('rounds.title')}
        </Title>
        <QueryState
          query={rounds}
          loadFailed={t('loadFailed')}
          loading={<LoadingState heights={[160, 160]} />}
        >
          {roundList}
        </QueryState>
        <BlocksSection />
      </Stack>
      {/* Leaving a round is final (`PATCH …/participation` with `left`), so it asks first. */}
      <ConfirmDialog
        opened={leaving !== null}
        title={t('participation.leaveTitle')}
        body={t('participation.leaveQuestion', {
          round: leaving === null ? '' : roundTitle(leaving),
        })}
        confirmLabel={t('participation.leaveConfirm')}
        confirmColor="red"
        cancelLabel={t('participation.leaveKeep')}
        pending={change.isPending}
        error={change.error}
        onClose={() => {
          change.reset();
          setLeaving(null);
        }}
        onConfirm={() => {
          if (leaving === null) return;
          change.mutate(
            { params: { round_id: leaving.round_id }, body: { status: 'left' } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('participation.leftDone') });
                setLeaving(null);
              },
            },
          );
        }}
      />
      <PhysicalDrawer
        target={physicalDrawer.target}
        onClose={() => {
          physicalDrawer.close();
        }}
      />
    </PageFrame>
  );
}
