import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchParticipantListQuerySchema, matchParticipantStatuses } from '@campus/contracts';
import { FilterSelect } from '../../../../components/list-filters';
import { useFormatDate } from '../../../../lib/format-date';
import { useListState } from '../../../../lib/use-list-state';
import { AdminListFrame } from '../admin-list';
import { pairListPathOf } from '../pairs/pair-paths';
import { ParticipantStatusBadges, ReadyBadge, participantDetailPath } from './participant-parts';
import { useParticipants } from './participants-api';
import { useRoundTitleById } from './use-round-titles';

/** The matches list of one person in one round (the matches pages read these filters). */
export const matchListPathOf = (roundId: string, userId: string) =>
  `/admin/matching/matches?${new URLSearchParams({ round_id: roundId, user_id: userId }).toString()}`;

/** `/admin/matching/users`: the participants of the rounds, by round, status and search. */
export function ParticipantListPage() {
  const { t } = useTranslation('matching-admin-participants');
  const { t: tAdmin } = useTranslation('matching-admin');
  const formatDate = useFormatDate();
  const roundTitleOf = useRoundTitleById();
  const { params, update, searchText, changeSearch } = useListState(
    matchParticipantListQuerySchema,
  );
  const list = useParticipants(params);
  const data = list.data;
  const isFiltered =
    Boolean(params.q) || params.round_id !== undefined || params.status !== undefined;

  return (
    <AdminListFrame
      list={list}
      params={params}
      update={update}
      t={t}
      isFiltered={isFiltered}
      search={{
        value: searchText,
        onChange: changeSearch,
        placeholder: t('list.searchPlaceholder'),
      }}
      filters={
        <>
          <FilterSelect
            label={t('fields.status')}
            allLabel={t('list.allStatuses')}
            value={params.status}
            options={matchParticipantStatuses.map((status) => ({
              value: status,
              label: tAdmin(`participantStatuses.${status}`),
            }))}
            onChange={(status) => {
              update({ status, page: 1 });
            }}
          />
        </>
      }
      columns={[
        t('fields.participant'),
        t('fields.email'),
        t('fields.round'),
        t('fields.status'),
        t('progress.column'),
        t('fields.joined'),
        t('list.links'),
      ]}
      minWidth={1000}
    >
      {data?.items.map((participant) => (
        <Table.Tr key={participant.participant_id}>
          <Table.Td>
            <Stack gap={0}>
              <Anchor
                component={Link}
                to={participantDetailPath(participant.participant_id)}
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {participant.alias}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {participant.name === '' ? t('detail.noAccount') : participant.name}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{participant.email || '—'}</Table.Td>
          <Table.Td>{roundTitleOf(participant.round_id)}</Table.Td>
          <Table.Td>
            <Group gap={4}>
              <ParticipantStatusBadges participant={participant} />
            </Group>
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t('progress.quizzesShort', {
                  done: participant.quizzes_completed,
                  total: participant.quizzes_total,
                })}
              </Text>
              <ReadyBadge ready={participant.ready} />
            </Stack>
          </Table.Td>
          <Table.Td>{formatDate(participant.joined_at)}</Table.Td>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Anchor
                component={Link}
                size="sm"
                to={pairListPathOf(participant.round_id, participant.user_id)}
                aria-label={t('list.pairsOf', { name: participant.alias })}
              >
                {t('list.pairs')}
              </Anchor>
              <Anchor
                component={Link}
                size="sm"
                to={matchListPathOf(participant.round_id, participant.user_id)}
                aria-label={t('list.matchesOf', { name: participant.alias })}
              >
                {t('list.matches')}
              </Anchor>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminListFrame>
  );
}
