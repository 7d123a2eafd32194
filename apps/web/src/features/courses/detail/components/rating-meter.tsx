import { useId } from 'react';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRatingFormat } from '../use-rating-format';

interface RatingMeterProps {
  label: string;
  /** A mean from 1 to 5. */
  value: number;
  color: MantineColor;
}

/** A mean rating as a labelled meter out of 5 (role="meter", its value also written out). */
export function RatingMeter({ label, value, color }: RatingMeterProps) {
  const { t } = useTranslation('course-detail');
  const formatRating = useRatingFormat();
  const labelId = useId();
  const shown = formatRating(value);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={labelId} size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={700} aria-hidden style={{ whiteSpace: 'nowrap' }}>
          {t('ratings.outOf', { value: shown })}
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={Math.min(100, Math.max(0, (value / 5) * 100))}
          color={color}
          withAria={false}
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={1}
          aria-valuemax={5}
          aria-valuenow={value}
          aria-valuetext={t('ratings.valueText', { value: shown })}
        />
      </Progress.Root>
    </Stack>
  );
}
