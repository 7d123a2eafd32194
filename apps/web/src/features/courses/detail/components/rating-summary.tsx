import { Card, EmptyState, SimpleGrid, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconStars } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RatingAggregates } from '@campus/contracts';
import { ratingFields, type RatingKey } from '../ratings';
import { RatingMeter } from './rating-meter';

export const ratingColors: Record<RatingKey, MantineColor> = {
  difficulty: 'orange',
  workload: 'grape',
  usefulness: 'teal',
  grading: 'blue',
};

/** The course's mean ratings over approved experiences, or an empty state without any. */
export function RatingSummary({ aggregates }: { aggregates: RatingAggregates }) {
  const { t } = useTranslation('course-detail');
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="course-ratings"
      h="100%"
    >
      <Title order={2} size="h3" id="course-ratings" mb="sm">
        {t('ratings.title')}
      </Title>
      {aggregates.count === 0 ? (
        <EmptyState
          icon={<IconStars size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('ratings.emptyTitle')}
          description={t('ratings.emptyDescription')}
          py="md"
        />
      ) : (
        <>
          <SimpleGrid cols={1} spacing="md">
            {ratingFields.map(({ field, key }) => {
              const value = aggregates[field];
              return value === null ? null : (
                <RatingMeter
                  key={field}
                  label={t(`ratings.${key}`)}
                  value={value}
                  color={ratingColors[key]}
                />
              );
            })}
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="md">
            {t('ratings.basedOn', { count: aggregates.count })}
          </Text>
        </>
      )}
    </Card>
  );
}
