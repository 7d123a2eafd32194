import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchCalculation } from '@campus/contracts';
import { DetailCard } from '../../../../components/detail-card';
import { useFormatScore } from './round-panel';

type Metrics = NonNullable<MatchCalculation['metrics']>;

const chartHeight = 140;

/** The matched pairs' scores as SVG bars, and the same figures as a table for screen readers. */
export function HistogramSection({ histogram }: { histogram: Metrics['histogram'] }) {
  const { t } = useTranslation('matching-admin-calculations');
  const formatScore = useFormatScore();
  if (histogram.length === 0) return null;
  const highest = Math.max(1, ...histogram.map((bin) => bin.count));
  const barWidth = 100 / histogram.length;
  const range = (bin: Metrics['histogram'][number]) =>
    `${formatScore(bin.from)}–${formatScore(bin.to)}`;
  const first = histogram[0];
  const last = histogram.at(-1);
  return (
    <DetailCard id="histogram-heading" title={t('detail.histogram.title')} gap="sm">
      <svg
        viewBox={`0 0 100 ${String(chartHeight)}`}
        preserveAspectRatio="none"
        width="100%"
        height={chartHeight}
        aria-hidden
        focusable="false"
        style={{ display: 'block' }}
      >
        <line
          x1={0}
          x2={100}
          y1={chartHeight - 0.5}
          y2={chartHeight - 0.5}
          stroke="var(--mantine-color-default-border)"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {histogram.map((bin, index) => {
          const height = (bin.count / highest) * (chartHeight - 4);
          return (
            <rect
              key={`${String(bin.from)}-${String(bin.to)}`}
              x={index * barWidth + barWidth * 0.1}
              y={chartHeight - height}
              width={barWidth * 0.8}
              height={height}
              fill="var(--mantine-primary-color-filled)"
            >
              <title>{`${range(bin)}: ${String(bin.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first === undefined || last === undefined ? null : (
        <Group justify="space-between" aria-hidden>
          <Text size="xs" c="dimmed">
            {formatScore(first.from)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatScore(last.to)}
          </Text>
        </Group>
      )}
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('detail.histogram.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('detail.histogram.range')}</Table.Th>
              <Table.Th scope="col">{t('detail.histogram.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {histogram.map((bin) => (
              <Table.Tr key={`${String(bin.from)}-${String(bin.to)}`}>
                <Table.Th scope="row">{range(bin)}</Table.Th>
                <Table.Td>{bin.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </DetailCard>
  );
}
