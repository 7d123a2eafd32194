import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RatingAggregates } from '@campus/contracts';
import { ratingFields } from '../detail/ratings';
import { useRatingFormat } from '../detail/use-rating-format';

interface CourseRatingsProps {
  aggregates: RatingAggregates;
  /** `compact` for a table cell (two pairs a line, as wide as they need); `wide` fills a card. */
  layout: 'compact' | 'wide';
}

/**
 * A course's four mean ratings as a description list, two a line: each value
 * follows its rating's name, and a screen reader hears "Difficulty, 3.4 out of 5".
 */
export function CourseRatings({ aggregates, layout }: CourseRatingsProps) {
  const { t } = useTranslation('courses');
  const formatRating = useRatingFormat();
  if (aggregates.count === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('ratings.none')}
      </Text>
    );
  }
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: layout === 'compact' ? 'repeat(2, max-content)' : 'repeat(2, 1fr)',
        columnGap: layout === 'compact' ? 'var(--mantine-spacing-md)' : 'var(--mantine-spacing-xl)',
        rowGap: 2,
      }}
    >
      {ratingFields.map(({ field, key }) => {
        const shown = formatRating(aggregates[field]);
        return (
          <Box
            key={field}
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 8,
              minWidth: 0,
            }}
          >
            <Text component="dt" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t(`ratings.${key}`)}
            </Text>
            <Text component="dd" size="sm" fw={700} m={0} lh={1.3}>
              <span aria-hidden>{shown}</span>
              <VisuallyHidden>{t('ratings.valueText', { value: shown })}</VisuallyHidden>
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
