import { Anchor, Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  matchParticipantListQuerySchema,
  matchParticipantStatuses,
  type MatchParticipantStatus,
} from '@campus/contracts';
import { ListTable } from '../../../../components/list-table';
import { ListPageFrame } from '../../../../components/page-frames/list-page-frame';
import { listPageFrameState } from '../../../../components/page-frames/list-page-frame-state';
import { useFormatDate } from '../../../../lib/format-date';
import { useListState } from '../../../../lib/use-list-state';
import { MatchingAdminNav } from '../matching-admin-nav';
import { RoundSelect } from '../round-select';
import { pairListPathOf } from '../pairs/pair-paths';
import { ParticipantStatusBadge, ReadyBadge, participantDetailPath } from './participant-parts';
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
    <ListPageFrame
      header={<MatchingAdminNav />}
      title={t('list.title')}
      description={t('list.lead')}
      search={{
        label: t('list.search'),
        placeholder: t('list.searchPlaceholder'),
        value: searchText,
        onChange: changeSearch,
      }}
      filters={
        <>
          <RoundSelect
            allowAll
            value={params.round_id}
            onChange={(roundId) => {
              update({ round_id: roundId, page: 1 });
            }}
          />
          <Select<MatchParticipantStatus | 'all'>
            label={t('fields.status')}
            allowDeselect={false}
            value={params.status ?? 'all'}
            data={[
              { value: 'all', label: t('list.allStatuses') },
              ...matchParticipantStatuses.map((status) => ({
                value: status,
                label: tAdmin(`participantStatuses.${status}`),
              })),
            ]}
            onChange={(status) => {
              if (status !== null) {
                update({ status: status === 'all' ? undefined : status, page: 1 });
              }
            }}
          />
        </>
      }
      {...listPageFrameState({
        list,
        params,
        update,
        loadErrorTitle: t('list.loadFailed'),
        empty: {
          isFiltered,
          title: t('list.empty'),
          hint: t('list.emptyHint'),
          filteredTitle: t('list.emptyFiltered'),
          filteredHint: t('list.emptyFilteredHint'),
        },
      })}
    >
      <ListTable
        caption={t('list.caption', { count: data?.total ?? 0 })}
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
        loading={data === undefined}
        loadingRows={Math.min(params.page_size, 5)}
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
                <ParticipantStatusBadge status={participant.status} />
                {participant.priority ? (
                  <Badge variant="outline" color="grape">
                    {t('fields.priority')}
                  </Badge>
                ) : null}
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
      </ListTable>
    </ListPageFrame>
  );
}
