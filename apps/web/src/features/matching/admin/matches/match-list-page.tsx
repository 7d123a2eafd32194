import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchAdminListQuerySchema, matchStatuses } from '@campus/contracts';
import { FilterSelect } from '../../../../components/list-filters';
import { useFormatDate } from '../../../../lib/format-date';
import { useListState } from '../../../../lib/use-list-state';
import { useRoundTitle } from '../../round-title';
import { AdminListFrame, CalculationFilter } from '../admin-list';
import { useAdminRounds } from '../rounds-api';
import { useAdminMatches } from './api';
import {
  MatchStatusBadge,
  matchAddPath,
  matchDetailPath,
  percentOf,
  useMembersTitle,
} from './match-parts';
import { ParticipantSelect } from '../participant-select';

/** `/admin/matching/matches`: every match, newest first, by round, status, person or calculation. */
export function MatchAdminListPage() {
  const { t } = useTranslation('matching-admin-matches');
  const formatDate = useFormatDate();
  const roundTitle = useRoundTitle();
  const membersTitle = useMembersTitle();
  const { params, update } = useListState(matchAdminListQuerySchema);
  const matches = useAdminMatches(params);
  const rounds = useAdminRounds();
  const data = matches.data;
  const isFiltered =
    params.round_id !== undefined ||
    params.status !== undefined ||
    params.user_id !== undefined ||
    params.calculation_id !== undefined;
  const roundName = (roundId: string) => {
    const round = rounds.data?.items.find((item) => item.round_id === roundId);
    return round === undefined ? '–' : roundTitle(round);
  };
  // The person of a `user_id` filter, named from the matches it found.
  const filteredMember = data?.items
    .flatMap((match) => match.members)
    .find((member) => member.user_id === params.user_id);
  const filteredLabel =
    filteredMember === undefined
      ? t('filters.chosenPerson')
      : `${filteredMember.alias} — ${filteredMember.name}`;

  return (
    <AdminListFrame
      list={matches}
      params={params}
      update={update}
      t={t}
      isFiltered={isFiltered}
      addTo={matchAddPath}
      filters={
        <>
          <FilterSelect
            label={t('filters.status')}
            allLabel={t('filters.allStatuses')}
            value={params.status}
            options={matchStatuses.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            }))}
            onChange={(status) => {
              update({ status, page: 1 });
            }}
          />
          <ParticipantSelect
            label={t('filters.person')}
            placeholder={t('filters.personPlaceholder')}
            roundId={params.round_id}
            clearable
            value={params.user_id ?? null}
            valueLabel={filteredLabel}
            onChange={(person) => {
              update({ user_id: person?.user_id, page: 1 });
            }}
          />
          <CalculationFilter
            calculationId={params.calculation_id}
            label={t('filters.calculation')}
            clearLabel={t('filters.clearCalculation')}
            update={update}
          />
        </>
      }
      columns={[
        t('columns.members'),
        t('columns.round'),
        t('columns.score'),
        t('columns.status'),
        t('columns.forced'),
        t('columns.published'),
        t('columns.respondBy'),
      ]}
      minWidth={880}
    >
      {data?.items.map((match) => (
        <Table.Tr key={match.match_id}>
          <Table.Td>
            <Anchor component={Link} to={matchDetailPath(match.match_id)} fw={500}>
              {membersTitle(match)}
            </Anchor>
            <Text size="xs" c="dimmed">
              {match.members.map((member) => member.name).join(', ')}
            </Text>
          </Table.Td>
          <Table.Td>{roundName(match.round_id)}</Table.Td>
          <Table.Td>{t('score', { percent: percentOf(match.score) })}</Table.Td>
          <Table.Td>
            <MatchStatusBadge status={match.status} />
          </Table.Td>
          <Table.Td>
            {match.forced ? (
              <Badge variant="light" color="grape">
                {t('forced.yes')}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t('forced.no')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {match.published_at === null ? (
              <Text size="sm" c="dimmed">
                {t('list.notPublished')}
              </Text>
            ) : (
              formatDate(match.published_at)
            )}
          </Table.Td>
          <Table.Td>{formatDate(match.respond_by)}</Table.Td>
        </Table.Tr>
      ))}
    </AdminListFrame>
  );
}
