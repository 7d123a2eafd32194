import { useState } from 'react';
import { Anchor, NumberInput, Table } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchPairKinds, matchPairListQuerySchema, matchingLimits } from '@campus/contracts';
import { FilterSelect } from '../../../../components/list-filters';
import { useFormatDate } from '../../../../lib/format-date';
import { useListState } from '../../../../lib/use-list-state';
import { AdminListFrame, CalculationFilter } from '../admin-list';
import { ParticipantSelect } from '../participant-select';
import { useRoundTitleById } from '../participants/use-round-titles';
import { PairKindBadge, personName, useScoreText } from './pair-parts';
import { pairAddPath, pairDetailPath } from './pair-paths';
import { usePairs } from './pairs-api';

const calculationPath = (calculationId: string) =>
  `/admin/matching/calculations/${encodeURIComponent(calculationId)}`;

/** Percent of the maximum score, as the filter shows it, from the raw 0..10,000 and back. */
const percentOf = (score: number | undefined) =>
  score === undefined ? '' : score / (matchingLimits.maxScore / 100);
const scoreOf = (percent: string | number) =>
  typeof percent === 'number'
    ? Math.min(
        matchingLimits.maxScore,
        Math.max(0, Math.round(percent * (matchingLimits.maxScore / 100))),
      )
    : undefined;

/** `/admin/matching/pairs`: candidate pairs of calculations and admins' forced or forbidden pairs. */
export function PairListPage() {
  const { t } = useTranslation('matching-admin-pairs');
  const formatDate = useFormatDate();
  const scoreText = useScoreText();
  const roundTitleOf = useRoundTitleById();
  const { params, update } = useListState(matchPairListQuerySchema);
  const list = usePairs(params);
  const data = list.data;
  const [chosenLabel, setChosenLabel] = useState<string | undefined>(undefined);
  const [minPercent, setMinPercent] = useState<string | number>(percentOf(params.min_score));
  const updateMinScore = useDebouncedCallback((percent: string | number) => {
    update({ min_score: scoreOf(percent), page: 1 });
  }, 350);
  const isFiltered =
    params.round_id !== undefined ||
    params.kind !== undefined ||
    params.user_id !== undefined ||
    params.calculation_id !== undefined ||
    params.min_score !== undefined;
  const listedPerson = data?.items
    .flatMap((pair) => [pair.person_a, pair.person_b])
    .find((person) => person.user_id === params.user_id);
  const personLabel =
    chosenLabel ??
    (listedPerson === undefined
      ? undefined
      : listedPerson.name === ''
        ? listedPerson.alias
        : `${listedPerson.alias} — ${listedPerson.name}`);

  return (
    <AdminListFrame
      list={list}
      params={params}
      update={update}
      t={t}
      isFiltered={isFiltered}
      addTo={pairAddPath}
      filters={
        <>
          <FilterSelect
            label={t('fields.kind')}
            allLabel={t('list.allKinds')}
            value={params.kind}
            options={matchPairKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(kind) => {
              update({ kind, page: 1 });
            }}
          />
          <ParticipantSelect
            roundId={params.round_id}
            value={params.user_id ?? null}
            valueLabel={personLabel}
            label={t('list.person')}
            placeholder={t('list.anyone')}
            clearable
            onChange={(person) => {
              setChosenLabel(person?.label);
              update({ user_id: person?.user_id, page: 1 });
            }}
          />
          <NumberInput
            label={t('list.minScore')}
            description={t('list.minScoreHint')}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            value={minPercent}
            onChange={(value) => {
              setMinPercent(value);
              updateMinScore(value);
            }}
          />
          <CalculationFilter
            calculationId={params.calculation_id}
            label={t('list.calculation')}
            clearLabel={t('list.clearCalculation')}
            shown={(id) => t('list.calculationShort', { id })}
            update={update}
          />
        </>
      }
      columns={[
        t('fields.pair'),
        t('fields.personA'),
        t('fields.personB'),
        t('fields.round'),
        t('fields.kind'),
        t('fields.score'),
        t('fields.source'),
        t('fields.created'),
      ]}
      minWidth={1040}
    >
      {data?.items.map((pair) => (
        <Table.Tr key={pair.pair_id}>
          <Table.Td>
            <Anchor component={Link} to={pairDetailPath(pair.pair_id)} fw={500}>
              {t('fields.pairNumber', { id: pair.pair_id })}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{personName(pair.person_a)}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{personName(pair.person_b)}</Table.Td>
          <Table.Td>{roundTitleOf(pair.round_id)}</Table.Td>
          <Table.Td>
            <PairKindBadge kind={pair.kind} />
          </Table.Td>
          <Table.Td>{scoreText(pair.score)}</Table.Td>
          <Table.Td>
            {pair.calculation_id === null ? (
              t('fields.manual')
            ) : (
              <Anchor component={Link} to={calculationPath(pair.calculation_id)} size="sm">
                {t('fields.calculation')}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>{formatDate(pair.created_at)}</Table.Td>
        </Table.Tr>
      ))}
    </AdminListFrame>
  );
}
