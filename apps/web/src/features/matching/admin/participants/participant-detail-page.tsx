import type { ReactNode } from 'react';
import { Anchor, Badge, DataList, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchParticipantAdmin } from '@campus/contracts';
import { ListTable } from '../../../../components/list-table';
import { LoadingState } from '../../../../components/loading-state';
import { QueryState } from '../../../../components/query-state';
import { StatusBadge } from '../../../../components/status-badge';
import { DetailPageFrame } from '../../../../components/page-frames/detail-page-frame';
import { useFormatDate } from '../../../../lib/format-date';
import { MatchingAdminNav } from '../matching-admin-nav';
import { DetailCard, DetailField } from '../../../../components/detail-card';
import { PairKindBadge, personName, useScoreText } from '../pairs/pair-parts';
import { pairDetailPath, pairListPathOf } from '../pairs/pair-paths';
import { matchListPathOf } from './participant-list-page';
import {
  BundleBadge,
  ParticipantStatusBadge,
  ParticipantStatusBadges,
  ReadyBadge,
  participantEditPath,
  participantListPath,
  useParticipantIdParam,
} from './participant-parts';
import {
  useParticipant,
  useParticipantMatches,
  useParticipantPairs,
  useParticipantPhysical,
} from './participants-api';
import { useRoundTitleById } from './use-round-titles';

const matchDetailPath = (matchId: string) =>
  `/admin/matching/matches/${encodeURIComponent(matchId)}`;
const physicalDetailPath = (physicalId: string) =>
  `/admin/matching/physicals/${encodeURIComponent(physicalId)}`;

/** A section's placeholder lines while its read loads. */
const sectionLoading = <LoadingState heights={[18, 18]} gap="xs" />;

function PhysicalSection({ participant }: { participant: MatchParticipantAdmin }) {
  const { t } = useTranslation('matching-admin-participants');
  const formatDate = useFormatDate();
  const query = useParticipantPhysical(participant.physical_id);
  return (
    <DetailCard id="participant-physical" title={t('detail.physical')}>
      {participant.physical_id === null ? (
        <Text c="dimmed">{t('detail.noPhysical')}</Text>
      ) : (
        <QueryState query={query} loading={sectionLoading} loadFailed={t('detail.physicalFailed')}>
          {(physical) => (
            <Stack gap="md">
              <DataList orientation="horizontal" labelWidth={180}>
                <DetailField label={t('physical.birthYear')}>{physical.birth_year}</DetailField>
                <DetailField label={t('physical.gender')}>
                  {physical.gender === null ? '—' : t(`genders.${physical.gender}`)}
                </DetailField>
                <DetailField label={t('physical.campus')}>{physical.campus ?? '—'}</DetailField>
                <DetailField label={t('physical.department')}>
                  {physical.department ?? '—'}
                </DetailField>
                <DetailField label={t('physical.classYear')}>
                  {physical.class_year ?? '—'}
                </DetailField>
                <DetailField label={t('fields.updated')}>
                  {formatDate(physical.updated_at, true)}
                </DetailField>
              </DataList>
              <Anchor
                component={Link}
                to={physicalDetailPath(physical.physical_id)}
                style={{ alignSelf: 'flex-start' }}
              >
                <Group gap={4} component="span">
                  {t('detail.openPhysical')}
                  <IconArrowRight size={14} aria-hidden />
                </Group>
              </Anchor>
            </Stack>
          )}
        </QueryState>
      )}
    </DetailCard>
  );
}

/** One count of the bundle's progress: "x of y" with its bar (the bar is hidden from screen readers). */
function ProgressLine({ label, done, total }: { label: string; done: number; total: number }) {
  const { t } = useTranslation('matching-admin-participants');
  const text = t('progress.count', { done, total });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm">{text}</Text>
      </Group>
      <Progress value={total === 0 ? 0 : Math.round((done / total) * 100)} aria-hidden size="sm" />
    </Stack>
  );
}

function ProgressSection({ participant }: { participant: MatchParticipantAdmin }) {
  const { t } = useTranslation('matching-admin-participants');
  return (
    <DetailCard id="participant-progress" title={t('progress.title')}>
      <Stack gap="md">
        <Group gap="xs">
          <BundleBadge complete={participant.bundle_complete} />
          <ReadyBadge ready={participant.ready} />
        </Group>
        <ProgressLine
          label={t('progress.quizzes')}
          done={participant.quizzes_completed}
          total={participant.quizzes_total}
        />
        <ProgressLine
          label={t('progress.questions')}
          done={participant.questions_answered}
          total={participant.questions_total}
        />
        <Text size="sm" c="dimmed">
          {participant.ready ? t('progress.readyHint') : t('progress.notReadyHint')}
        </Text>
      </Stack>
    </DetailCard>
  );
}

function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        {label}
        <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** The first of a participant's pairs or matches: a table and a link to all of them, or why there are none. */
function FirstRows({
  count,
  empty,
  minWidth,
  caption,
  columns,
  seeAll,
  children,
}: {
  count: number;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  minWidth: number;
  caption: string;
  columns: readonly string[];
  seeAll: { to: string; label: string };
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}) {
  if (count === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
      <ListTable caption={caption} columns={columns} minWidth={minWidth}>
        {children}
      </ListTable>
      <SeeAll to={seeAll.to} label={seeAll.label} />
    </Stack>
  );
}

function PairsSection({ participant }: { participant: MatchParticipantAdmin }) {
  const { t } = useTranslation('matching-admin-participants');
  const scoreText = useScoreText();
  const pairs = useParticipantPairs(participant);
  return (
    <DetailCard id="participant-pairs" title={t('detail.pairs')}>
      <QueryState query={pairs} loading={sectionLoading} loadFailed={t('detail.pairsFailed')}>
        {(page) => (
          <FirstRows
            count={page.items.length}
            empty={t('detail.noPairs')}
            minWidth={560}
            caption={t('detail.pairsCaption', { count: page.total })}
            columns={[t('detail.pair'), t('detail.partner'), t('detail.kind'), t('detail.score')]}
            seeAll={{
              to: pairListPathOf(participant.round_id, participant.user_id),
              label: t('detail.allPairs', { count: page.total }),
            }}
          >
            {page.items.map((pair) => {
              const partner =
                pair.person_a.user_id === participant.user_id ? pair.person_b : pair.person_a;
              return (
                <Table.Tr key={pair.pair_id}>
                  <Table.Td>
                    <Anchor component={Link} to={pairDetailPath(pair.pair_id)}>
                      {t('detail.pairNumber', { id: pair.pair_id })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{personName(partner)}</Table.Td>
                  <Table.Td>
                    <PairKindBadge kind={pair.kind} />
                  </Table.Td>
                  <Table.Td>{scoreText(pair.score)}</Table.Td>
                </Table.Tr>
              );
            })}
          </FirstRows>
        )}
      </QueryState>
    </DetailCard>
  );
}

function MatchesSection({ participant }: { participant: MatchParticipantAdmin }) {
  const { t } = useTranslation('matching-admin-participants');
  const formatDate = useFormatDate();
  const scoreText = useScoreText();
  const matches = useParticipantMatches(participant);
  return (
    <DetailCard id="participant-matches" title={t('detail.matches')}>
      <QueryState query={matches} loading={sectionLoading} loadFailed={t('detail.matchesFailed')}>
        {(page) => (
          <FirstRows
            count={page.items.length}
            empty={t('detail.noMatches')}
            minWidth={640}
            caption={t('detail.matchesCaption', { count: page.total })}
            columns={[
              t('detail.partner'),
              t('fields.status'),
              t('detail.score'),
              t('detail.respondBy'),
            ]}
            seeAll={{
              to: matchListPathOf(participant.round_id, participant.user_id),
              label: t('detail.allMatches', { count: page.total }),
            }}
          >
            {page.items.map((match) => {
              const partner = match.members.find(
                (member) => member.user_id !== participant.user_id,
              );
              return (
                <Table.Tr key={match.match_id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={matchDetailPath(match.match_id)}>
                      {partner === undefined ? t('detail.formerParticipant') : personName(partner)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <StatusBadge
                        status={match.status}
                        label={t(`matchStatuses.${match.status}`)}
                      />
                      {match.forced ? (
                        <Badge variant="light" color="teal">
                          {t('detail.forced')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{scoreText(match.score)}</Table.Td>
                  <Table.Td>{formatDate(match.respond_by, true)}</Table.Td>
                </Table.Tr>
              );
            })}
          </FirstRows>
        )}
      </QueryState>
    </DetailCard>
  );
}

/** `/admin/matching/users/:userId`: one participant, their physical record, pairs and matches. */
export function ParticipantDetailPage() {
  const { t } = useTranslation('matching-admin-participants');
  const formatDate = useFormatDate();
  const roundTitleOf = useRoundTitleById();
  const participantId = useParticipantIdParam();
  const query = useParticipant(participantId);
  return (
    <DetailPageFrame<MatchParticipantAdmin>
      header={<MatchingAdminNav />}
      backTo={participantListPath}
      backLabel={t('detail.back')}
      fallbackTitle={t('detail.title')}
      validId={participantId !== undefined}
      query={query}
      title={(participant) => participant.alias}
      subtitle={(participant) => (
        <Stack gap={6}>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {participant.name === ''
              ? t('detail.noAccount')
              : `${participant.name} · ${participant.email}`}
          </Text>
          <Group gap="xs">
            <ParticipantStatusBadges participant={participant} />
            <Text size="sm">{roundTitleOf(participant.round_id)}</Text>
          </Group>
        </Stack>
      )}
      editTo={
        participantId === undefined || query.data?.status === 'left'
          ? undefined
          : participantEditPath(participantId)
      }
    >
      {(participant) => (
        <>
          {participant.status === 'left' ? <Text c="dimmed">{t('detail.leftHint')}</Text> : null}
          <DetailCard id="participant-facts" title={t('detail.participation')}>
            <DataList orientation="horizontal" labelWidth={180}>
              <DetailField label={t('fields.alias')}>{participant.alias}</DetailField>
              <DetailField label={t('fields.name')}>{participant.name || '—'}</DetailField>
              <DetailField label={t('fields.email')}>{participant.email || '—'}</DetailField>
              <DetailField label={t('fields.round')}>
                {roundTitleOf(participant.round_id)}
              </DetailField>
              <DetailField label={t('fields.status')}>
                <ParticipantStatusBadge status={participant.status} />
              </DetailField>
              <DetailField label={t('fields.statusReason')}>
                {participant.status_reason ?? '—'}
              </DetailField>
              <DetailField label={t('fields.priority')}>
                {participant.priority ? t('detail.priorityYes') : t('detail.priorityNo')}
              </DetailField>
              <DetailField label={t('fields.consent')}>
                {t('detail.consentVersion', { version: participant.consent_version })}
              </DetailField>
              <DetailField label={t('fields.datingConsent')}>
                {participant.dating_consent ? t('detail.yes') : t('detail.no')}
              </DetailField>
              <DetailField label={t('fields.joined')}>
                {formatDate(participant.joined_at, true)}
              </DetailField>
              <DetailField label={t('fields.updated')}>
                {formatDate(participant.updated_at, true)}
              </DetailField>
            </DataList>
          </DetailCard>
          <DetailCard id="participant-note" title={t('fields.adminNote')}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {participant.admin_note ?? t('detail.noNote')}
            </Text>
          </DetailCard>
          <ProgressSection participant={participant} />
          <PhysicalSection participant={participant} />
          <PairsSection participant={participant} />
          <MatchesSection participant={participant} />
        </>
      )}
    </DetailPageFrame>
  );
}
