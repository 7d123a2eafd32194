import type { ReactNode } from 'react';
import { Group, Progress, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchCalculation } from '@campus/contracts';
import { DetailCard } from '../../../../components/detail-card';
import { ListTable } from '../../../../components/list-table';
import { useFormatScore } from './round-panel';

type Metrics = NonNullable<MatchCalculation['metrics']>;

/** A figure: its name over its value. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} size="lg" style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </div>
  );
}

/** Formats a figure in the interface language, with up to two decimals. */
export function useNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (value) => format.format(value);
}

/** Participants, eligible pairs, candidate edges, matched and unmatched. */
export function CountsSection({ calculation }: { calculation: MatchCalculation }) {
  const { t } = useTranslation('matching-admin-calculations');
  const number = useNumber();
  const counts = calculation.counts;
  if (counts === null) return null;
  const unmatched =
    calculation.metrics?.unmatched ?? counts.participants - counts.matched_participants;
  return (
    <DetailCard id="counts-heading" title={t('detail.counts.title')} gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('detail.counts.participants')} value={number(counts.participants)} />
        <Figure label={t('detail.counts.eligible_pairs')} value={number(counts.eligible_pairs)} />
        <Figure label={t('detail.counts.candidate_edges')} value={number(counts.candidate_edges)} />
        <Figure label={t('detail.counts.matches')} value={number(counts.matches)} />
        <Figure
          label={t('detail.counts.matched_participants')}
          value={number(counts.matched_participants)}
        />
        <Figure label={t('detail.counts.unmatched')} value={number(unmatched)} />
        <Figure label={t('detail.counts.pricing_rounds')} value={number(counts.pricing_rounds)} />
        <Figure label={t('detail.counts.edges_added')} value={number(counts.edges_added)} />
        <Figure
          label={t('detail.counts.skipped_forced_pairs')}
          value={number(counts.skipped_forced_pairs)}
        />
      </SimpleGrid>
    </DetailCard>
  );
}

/** A table cell with a part's share of the whole, as a bar (hidden from screen readers) and a percentage. */
function ShareCell({
  part,
  whole,
  width,
  color,
}: {
  part: number;
  whole: number;
  width: number;
  color?: string;
}) {
  const share = whole > 0 ? Math.round((part / whole) * 100) : 0;
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        <Progress value={share} w={width} color={color} aria-hidden />
        <Text size="sm">{share}%</Text>
      </Group>
    </Table.Td>
  );
}

/** How long each phase took, with its share of the whole. */
export function TimingsSection({ timings }: { timings: Record<string, number> }) {
  const { t, i18n } = useTranslation('matching-admin-calculations');
  const seconds = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'second',
    maximumFractionDigits: 2,
  });
  const phases = Object.entries(timings).filter(([phase]) => phase !== 'total');
  const total = timings.total ?? phases.reduce((sum, [, ms]) => sum + ms, 0);
  const phaseName = (phase: string) =>
    t(`phases.${phase}`, { defaultValue: phase.replaceAll('_', ' ') });
  return (
    <DetailCard id="timings-heading" title={t('detail.timings.title')} gap="sm">
      <ListTable
        minWidth={420}
        caption={t('detail.timings.caption', { total: seconds.format(total / 1000) })}
        columns={[
          t('detail.timings.phase'),
          t('detail.timings.duration'),
          t('detail.timings.share'),
        ]}
        striped={false}
        dense
      >
        {phases.map(([phase, ms]) => (
          <Table.Tr key={phase}>
            <Table.Th scope="row" fw={400}>
              {phaseName(phase)}
            </Table.Th>
            <Table.Td>{seconds.format(ms / 1000)}</Table.Td>
            <ShareCell part={ms} whole={total} width={120} />
          </Table.Tr>
        ))}
      </ListTable>
    </DetailCard>
  );
}

/** The objective, the optimum against the greedy stable matching, stability and the score summary. */
export function ObjectiveSection({ calculation }: { calculation: MatchCalculation }) {
  const { t } = useTranslation('matching-admin-calculations');
  const number = useNumber();
  const formatScore = useFormatScore();
  const { objective, metrics } = calculation;
  if (objective === null && metrics === null) return null;
  return (
    <DetailCard id="objective-heading" title={t('detail.objective.title')} gap="sm">
      {objective === null ? null : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Figure label={t('detail.objective.score_total')} value={number(objective.score_total)} />
          <Figure label={t('detail.objective.transformed')} value={number(objective.transformed)} />
        </SimpleGrid>
      )}
      {metrics === null ? null : (
        <>
          <ListTable
            minWidth={420}
            caption={t('detail.objective.comparison')}
            columns={[
              t('detail.objective.matching'),
              t('detail.objective.pairs'),
              t('detail.objective.matched'),
              t('detail.objective.total'),
            ]}
            striped={false}
            dense
          >
            {(['optimal', 'greedy'] as const).map((kind) => (
              <Table.Tr key={kind}>
                <Table.Th scope="row" fw={400}>
                  {t(`detail.objective.${kind}`)}
                </Table.Th>
                <Table.Td>{number(metrics[kind].pairs)}</Table.Td>
                <Table.Td>{number(metrics[kind].matched)}</Table.Td>
                <Table.Td>{number(metrics[kind].score_total)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            <Figure
              label={t('detail.objective.blocking_pairs')}
              value={number(metrics.blocking_pairs)}
            />
            {metrics.scores === null ? null : (
              <>
                <Figure label={t('detail.scores.min')} value={formatScore(metrics.scores.min)} />
                <Figure label={t('detail.scores.p10')} value={formatScore(metrics.scores.p10)} />
                <Figure
                  label={t('detail.scores.median')}
                  value={formatScore(metrics.scores.median)}
                />
                <Figure label={t('detail.scores.mean')} value={formatScore(metrics.scores.mean)} />
              </>
            )}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('detail.objective.blockingHint')}
          </Text>
        </>
      )}
    </DetailCard>
  );
}

/** Matched and unmatched per gender, campus and class year. */
export function FairnessSection({ groups }: { groups: Metrics['groups'] }) {
  const { t } = useTranslation('matching-admin-calculations');
  if (groups.length === 0) return null;
  const groupName = (group: string) =>
    t(`detail.fairness.groups.${group}`, { defaultValue: group });
  const labelOf = (group: string, label: string) =>
    label === 'unknown'
      ? t('detail.fairness.unknown')
      : group === 'gender'
        ? t(`detail.fairness.genders.${label}`, { defaultValue: label })
        : label;
  return (
    <DetailCard id="fairness-heading" title={t('detail.fairness.title')} gap="sm">
      <ListTable
        minWidth={520}
        caption={t('detail.fairness.caption')}
        columns={[
          t('detail.fairness.group'),
          t('detail.fairness.label'),
          t('detail.fairness.matched'),
          t('detail.fairness.unmatched'),
          t('detail.fairness.share'),
        ]}
        dense
      >
        {groups.map((row) => (
          <Table.Tr key={`${row.group}-${row.label}`}>
            <Table.Td>{groupName(row.group)}</Table.Td>
            <Table.Th scope="row" fw={400}>
              {labelOf(row.group, row.label)}
            </Table.Th>
            <Table.Td>{row.matched}</Table.Td>
            <Table.Td>{row.unmatched}</Table.Td>
            <ShareCell
              part={row.matched}
              whole={row.matched + row.unmatched}
              width={100}
              color="teal"
            />
          </Table.Tr>
        ))}
      </ListTable>
    </DetailCard>
  );
}
