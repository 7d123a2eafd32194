import { useId } from 'react';
import { Box, Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { gradeLetters, type GradeLetter } from '@campus/contracts';

/** Passing grades in green and teal, the middle ones in blue and yellow, failing ones in red. */
const gradeColors: Record<GradeLetter, MantineColor> = {
  AA: 'teal',
  BA: 'teal',
  BB: 'green',
  CB: 'blue',
  CC: 'blue',
  DC: 'yellow',
  DD: 'yellow',
  FD: 'red',
  FF: 'red',
};

/**
 * How many approved experiences received each grade, as bars in the order of
 * the grade scale (AA … FF). The bars are drawn for the eye only; a visually
 * hidden table carries the same numbers for screen readers.
 */
export function GradeDistributionChart({
  distribution,
}: {
  distribution: Readonly<Record<string, number>>;
}) {
  const { t } = useTranslation('course-detail');
  const titleId = useId();
  const rows = gradeLetters.map((letter) => ({ letter, count: distribution[letter] ?? 0 }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const largest = Math.max(1, ...rows.map((row) => row.count));

  return (
    <Box component="figure" m={0} aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {t('vip.grades.title')}
      </Title>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vip.grades.empty')}
        </Text>
      ) : (
        <>
          <Stack gap={6} aria-hidden>
            {rows.map((row) => (
              <Box
                key={row.letter}
                style={{
                  display: 'grid',
                  gridTemplateColumns: '2.25rem 1fr 2.5rem',
                  alignItems: 'center',
                  gap: 'var(--mantine-spacing-xs)',
                }}
              >
                <Text size="sm" fw={700} ff="monospace">
                  {row.letter}
                </Text>
                <Progress.Root size="xl" radius="sm">
                  <Progress.Section
                    value={(row.count / largest) * 100}
                    color={gradeColors[row.letter]}
                    withAria={false}
                  />
                </Progress.Root>
                <Text size="sm" ta="right">
                  {row.count}
                </Text>
              </Box>
            ))}
          </Stack>
          <VisuallyHidden>
            <Table>
              <Table.Caption>{t('vip.grades.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('vip.grades.grade')}</Table.Th>
                  <Table.Th scope="col">{t('vip.grades.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.letter}>
                    <Table.Th scope="row">{row.letter}</Table.Th>
                    <Table.Td>{row.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
          <Text component="figcaption" size="sm" c="dimmed" mt="sm">
            {t('vip.grades.total', { count: total })}
          </Text>
        </>
      )}
    </Box>
  );
}
