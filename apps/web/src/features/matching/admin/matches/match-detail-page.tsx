import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  DataList,
  Group,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconFlag, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import type { MatchAdminDetail } from '@campus/contracts';
import { DetailPageFrame } from '../../../../components/page-frames/detail-page-frame';
import { useFormatDate } from '../../../../lib/format-date';
import { useRoundTitle } from '../../round-title';
import { DetailCard, DetailField } from '../../../../components/detail-card';
import { MatchingAdminNav } from '../matching-admin-nav';
import { useAdminRounds } from '../rounds-api';
import { useAdminMatch, usePublishMatch, useRevokeMatch } from './api';
import { PublishMatchModal, RevokeMatchModal } from './match-action-modals';
import { MatchExplanation, ScoreBar } from './match-explanation';
import {
  MatchStatusBadge,
  ResponseBadge,
  calculationPath,
  isOpenMatch,
  langOf,
  matchEditPath,
  matchListPath,
  participantPath,
  percentOf,
  useMembersTitle,
} from './match-parts';

type Member = MatchAdminDetail['members'][number];

const matchIdSchema = z.uuid();

function MemberCard({ member }: { member: Member }) {
  const { t } = useTranslation('matching-admin-matches');
  const formatDate = useFormatDate();
  const alias = member.alias === '' ? t('members.former') : member.alias;
  const headingId = `member-${member.user_id}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {alias}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Text>
          </Stack>
          <ResponseBadge response={member.response} />
        </Group>
        <DataList orientation="horizontal" labelWidth={130}>
          <DetailField label={t('members.responded')}>
            {member.responded_at === null ? '–' : formatDate(member.responded_at, true)}
          </DetailField>
          <DetailField label={t('members.seen')}>
            {member.seen_at === null ? t('members.notSeen') : formatDate(member.seen_at, true)}
          </DetailField>
          <DetailField label={t('members.feedback')}>
            {member.feedback_rating === null ? (
              t('members.noFeedback')
            ) : (
              <Stack gap={2}>
                <Group gap="xs">
                  <Rating value={member.feedback_rating} readOnly size="sm" aria-hidden />
                  <Text size="sm">{t('members.rating', { rating: member.feedback_rating })}</Text>
                </Group>
                {member.feedback_comment === null ? null : (
                  <Text size="sm">{member.feedback_comment}</Text>
                )}
              </Stack>
            )}
          </DetailField>
        </DataList>
        {member.reported_at === null ? null : (
          <Badge color="red" variant="light" leftSection={<IconFlag size={12} aria-hidden />}>
            {t('members.reported', { when: formatDate(member.reported_at, true) })}
          </Badge>
        )}
        {member.participant_id === null ? null : (
          <Anchor component={Link} to={participantPath(member.participant_id)} size="sm">
            {t('members.openParticipant', { name: alias })}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

interface TimelineEvent {
  at: string;
  title: string;
  text?: string;
}

function useTimeline(): (match: MatchAdminDetail) => TimelineEvent[] {
  const { t } = useTranslation('matching-admin-matches');
  return (match) => {
    const events: TimelineEvent[] = [
      {
        at: match.created_at,
        title: t('timeline.proposed'),
        text: match.calculation_id === null ? t('timeline.byHand') : t('timeline.byCalculation'),
      },
    ];
    if (match.published_at !== null) {
      events.push({
        at: match.published_at,
        title: t('timeline.published'),
        text: t('timeline.notified'),
      });
    }
    for (const member of match.members) {
      const name = member.alias === '' ? t('members.former') : member.alias;
      if (member.seen_at !== null) {
        events.push({ at: member.seen_at, title: t('timeline.seen', { name }) });
      }
      if (member.responded_at !== null && member.response !== 'pending') {
        events.push({
          at: member.responded_at,
          title: t(`timeline.${member.response}`, { name }),
        });
      }
      if (member.reported_at !== null) {
        events.push({ at: member.reported_at, title: t('timeline.reported', { name }) });
      }
    }
    if (match.closed_at !== null) {
      events.push({
        at: match.closed_at,
        title: t(`timeline.closed.${match.status}`),
        ...(match.status === 'revoked' && match.revoke_reason !== null
          ? { text: t('timeline.reason', { reason: match.revoke_reason }) }
          : {}),
      });
    }
    return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  };
}

function MatchDetail({ match }: { match: MatchAdminDetail }) {
  const { t } = useTranslation('matching-admin-matches');
  const formatDate = useFormatDate();
  const roundTitle = useRoundTitle();
  const rounds = useAdminRounds();
  const timeline = useTimeline()(match);
  const round = rounds.data?.items.find((item) => item.round_id === match.round_id);
  const [first, second] = match.members;
  const nameOf = (member: Member | undefined) =>
    member === undefined || member.alias === '' ? t('members.former') : member.alias;

  return (
    <Stack gap="lg">
      <DetailCard id="match-facts" title={t('detail.facts')}>
        <Stack gap="md">
          <ScoreBar percent={percentOf(match.score)} label={t('detail.score')} />
          <DataList orientation="horizontal" labelWidth={170}>
            <DetailField label={t('fields.round')}>
              {round === undefined ? '–' : roundTitle(round)}
            </DetailField>
            <DetailField label={t('detail.source')}>
              {match.calculation_id === null ? (
                t('detail.byHand')
              ) : (
                <Anchor component={Link} to={calculationPath(match.calculation_id)}>
                  {t('detail.calculation', { id: match.calculation_id.slice(0, 8) })}
                </Anchor>
              )}
            </DetailField>
            {match.rank > 0 ? (
              <DetailField label={t('detail.rank')}>{match.rank}</DetailField>
            ) : null}
            <DetailField label={t('fields.respondBy')}>
              {formatDate(match.respond_by, true)}
            </DetailField>
            <DetailField label={t('columns.published')}>
              {match.published_at === null
                ? t('list.notPublished')
                : formatDate(match.published_at, true)}
            </DetailField>
            {match.closed_at === null ? null : (
              <DetailField label={t('detail.closed')}>
                {formatDate(match.closed_at, true)}
              </DetailField>
            )}
            <DetailField label={t('fields.rationale')}>{match.rationale ?? '–'}</DetailField>
            <DetailField label={t('fields.note')}>{match.note ?? '–'}</DetailField>
            {match.revoke_reason === null ? null : (
              <DetailField label={t('detail.revokeReason')}>{match.revoke_reason}</DetailField>
            )}
            <DetailField label={t('detail.created')}>
              {formatDate(match.created_at, true)}
            </DetailField>
            <DetailField label={t('detail.updated')}>
              {formatDate(match.updated_at, true)}
            </DetailField>
          </DataList>
        </Stack>
      </DetailCard>

      <Stack gap="sm" component="section" aria-labelledby="match-members">
        <Title order={2} size="h4" id="match-members">
          {t('detail.members')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('detail.membersHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {match.members.map((member) => (
            <MemberCard key={member.user_id} member={member} />
          ))}
        </SimpleGrid>
        {match.members.length < 2 ? (
          <Text size="sm" c="dimmed">
            {t('members.deleted')}
          </Text>
        ) : null}
      </Stack>

      <DetailCard id="match-explanation" title={t('detail.explanation')}>
        <MatchExplanation
          explanation={match.explanation}
          nameA={nameOf(first)}
          nameB={nameOf(second)}
        />
      </DetailCard>

      <DetailCard id="match-timeline" title={t('detail.timeline')}>
        <Timeline bulletSize={14} lineWidth={2} active={timeline.length - 1}>
          {timeline.map((event, index) => (
            <Timeline.Item key={`${event.at}-${String(index)}`} title={event.title}>
              {event.text === undefined ? null : (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {event.text}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                <time dateTime={event.at}>{formatDate(event.at, true)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </DetailCard>
    </Stack>
  );
}

/** `/admin/matching/matches/:match_id`: both people and their responses, the score, why, and what happened. */
export function MatchAdminDetailPage() {
  const { t, i18n } = useTranslation('matching-admin-matches');
  const rawId = useParams().match_id;
  const parsed = matchIdSchema.safeParse(rawId);
  const matchId = parsed.success ? parsed.data : undefined;
  const match = useAdminMatch(matchId, langOf(i18n.language));
  const membersTitle = useMembersTitle();
  const publish = usePublishMatch();
  const revoke = useRevokeMatch();
  const [publishing, setPublishing] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [revokeKey, setRevokeKey] = useState(0);
  const data = match.data;

  return (
    <DetailPageFrame
      header={<MatchingAdminNav />}
      backTo={matchListPath}
      backLabel={t('backToList')}
      fallbackTitle={t('detail.title')}
      validId={matchId !== undefined}
      query={match}
      title={(loaded) => membersTitle(loaded)}
      subtitle={(loaded) => (
        <Group gap="xs">
          <MatchStatusBadge status={loaded.status} />
          {loaded.forced ? (
            <Badge variant="light" color="grape">
              {t('forced.yes')}
            </Badge>
          ) : null}
        </Group>
      )}
      editTo={
        data !== undefined && isOpenMatch(data.status) ? matchEditPath(data.match_id) : undefined
      }
      actions={(loaded) => (
        <>
          {loaded.status === 'proposed' ? (
            <Button
              variant="light"
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => {
                publish.reset();
                setPublishing(true);
              }}
            >
              {t('publish.open')}
            </Button>
          ) : null}
          {isOpenMatch(loaded.status) ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => {
                revoke.reset();
                setRevokeKey((key) => key + 1);
                setRevoking(true);
              }}
            >
              {t('revoke.open')}
            </Button>
          ) : null}
        </>
      )}
    >
      {(loaded) => (
        <>
          <MatchDetail match={loaded} />
          <PublishMatchModal
            opened={publishing}
            onClose={() => {
              setPublishing(false);
            }}
            pairName={membersTitle(loaded)}
            pending={publish.isPending}
            error={publish.error}
            onConfirm={() => {
              publish.mutate(
                { params: { match_id: loaded.match_id } },
                {
                  onSuccess: () => {
                    setPublishing(false);
                    notifications.show({ color: 'green', message: t('publish.done') });
                  },
                },
              );
            }}
          />
          <RevokeMatchModal
            key={revokeKey}
            opened={revoking}
            onClose={() => {
              setRevoking(false);
            }}
            pairName={membersTitle(loaded)}
            pending={revoke.isPending}
            error={revoke.error}
            onConfirm={(reason) => {
              revoke.mutate(
                { params: { match_id: loaded.match_id }, body: { reason } },
                {
                  onSuccess: () => {
                    setRevoking(false);
                    notifications.show({ color: 'green', message: t('revoke.done') });
                  },
                },
              );
            }}
          />
        </>
      )}
    </DetailPageFrame>
  );
}
