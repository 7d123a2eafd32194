import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchParticipantListQuerySchema, matchParticipantStatuses } from '@campus/contracts';
import { ListTable } from '../../../../components/list-table';
import { FilterSelect } from '../../../../components/list-filters';
import { ListPageFrame } from '../../../../components/page-frames/list-page-frame';
import { useFormatDate } from '../../../../lib/format-date';
import { useListState } from '../../../../lib/use-list-state';
import { MatchingAdminNav } from '../matching-admin-nav';
import { RoundFilter, adminListParts } from '../admin-list';
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
  const parts = adminListParts({ list, params, update, t, isFiltered });

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
          <RoundFilter value={params.round_id} update={update} />
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
      {...parts.frame}
    >
      <ListTable
        {...parts.table}
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
