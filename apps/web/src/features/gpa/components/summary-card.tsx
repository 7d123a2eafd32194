import { Group, Stack, Text } from '@mantine/core';
import { GpaSection } from './gpa-section';
import { useTranslation } from 'react-i18next';
import { bandColors, formatGpa, gpaBand, type CumulativeResult } from '../gpa-rules';

/** The cumulative GPA as a big number coloured by its band, with the total credits. */
export function SummaryCard({ result }: { result: CumulativeResult }) {
  const { t, i18n } = useTranslation('gpa');
  const band = gpaBand(result.gpa);
  const color = bandColors[band];
  return (
    <GpaSection
      labelledBy="gpa-summary-title"
      style={{
        background: `var(--mantine-color-${color}-light)`,
        borderColor: `var(--mantine-color-${color}-light-hover)`,
      }}
    >
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Text id="gpa-summary-title" fw={600} size="sm" tt="uppercase">
            {t('summary.title')}
          </Text>
          <Text
            data-testid="gpa-cumulative"
            fz={{ base: 44, sm: 56 }}
            fw={800}
            lh={1}
            style={{ color: `var(--mantine-color-${color}-light-color)` }}
            aria-live="polite"
          >
            {result.gpa === null ? '–' : formatGpa(result.gpa, i18n.language)}
          </Text>
          <Text size="sm">{t(`summary.bands.${band}`)}</Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text size="sm" c="dimmed">
            {t('summary.totalCredits')}
          </Text>
          <Text data-testid="gpa-total-credits" fz={28} fw={700} lh={1}>
            {result.credits}
          </Text>
        </Stack>
      </Group>
      {result.gpa === null && (
        <Text size="sm" mt="sm">
          {t('summary.empty')}
        </Text>
      )}
      {result.replacedAttempts > 0 && (
        <Text size="sm" mt="sm">
          {t('summary.replaced', { count: result.replacedAttempts })}
        </Text>
      )}
    </GpaSection>
  );
}
