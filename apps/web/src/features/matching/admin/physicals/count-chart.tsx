import { useId } from 'react';
import { Box, Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ns } from './labels';

export interface CountRow {
  /** The group, already in the reader's language. */
  label: string;
  /** How many people; null for a small group (1 to 4 people), shown as "<5". */
  count: number | null;
}

/** The largest number a "<5" cell can stand for: its bar is drawn that long, striped. */
const smallCellBound = 4;

/** A count as shown: "<5" for a small group. */
export const countText = (count: number | null) => (count === null ? '<5' : String(count));

/**
 * How many people are in each group, as horizontal bars (for the eye) and
 * as a visually hidden table with the same numbers (for screen readers). A
 * small group's bar is striped and drawn up to 4, its count shown as "<5".
 */
export function CountChart({
  title,
  groupLabel,
  rows,
}: {
  title: string;
  /** The heading of the table's first column ("Age", "Status"). */
  groupLabel: string;
  rows: readonly CountRow[];
}) {
  const { t } = useTranslation(ns);
  const titleId = useId();
  const largest = Math.max(1, ...rows.map((row) => row.count ?? smallCellBound));

  return (
    <Box component="figure" m={0} aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('snapshot.noData')}
        </Text>
      ) : (
        <>
          <Stack gap={6} aria-hidden>
            {rows.map((row) => (
              <Box
                key={row.label}
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr) 2.75rem',
                  alignItems: 'center',
                  gap: 'var(--mantine-spacing-xs)',
                }}
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </Text>
                <Progress.Root size="lg" radius="sm">
                  <Progress.Section
                    value={((row.count ?? smallCellBound) / largest) * 100}
                    color={row.count === null ? 'gray' : 'blue'}
                    striped={row.count === null}
                    withAria={false}
                  />
                </Progress.Root>
                <Text size="sm" ta="right" ff="monospace">
                  {countText(row.count)}
                </Text>
              </Box>
            ))}
          </Stack>
          <VisuallyHidden>
            <Table>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{groupLabel}</Table.Th>
                  <Table.Th scope="col">{t('snapshot.people')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    <Table.Td>
                      {row.count === null ? t('snapshot.fewerThanFive') : row.count}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Box>
  );
}
