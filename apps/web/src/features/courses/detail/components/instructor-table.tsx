import { useId } from 'react';
import { Box, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { turkishCollator, type RatingAggregates } from '@campus/contracts';
import { ratingFields } from '../ratings';
import { useRatingFormat } from '../use-rating-format';

/** Count and mean ratings per instructor, names in the order of the Turkish alphabet. */
export function InstructorTable({
  instructors,
}: {
  instructors: Readonly<Record<string, RatingAggregates>>;
}) {
  const { t } = useTranslation('course-detail');
  const formatRating = useRatingFormat();
  const titleId = useId();
  const rows = Object.entries(instructors).sort(([a], [b]) => turkishCollator.compare(a, b));

  return (
    <Box component="section" aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {t('vip.instructors.title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vip.instructors.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table striped verticalSpacing="xs" captionSide="top">
            <Table.Caption style={{ textAlign: 'start' }}>
              {t('vip.instructors.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('vip.instructors.name')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('vip.instructors.count')}
                </Table.Th>
                {ratingFields.map(({ key }) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {t(`ratings.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(([name, aggregates]) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                  </Table.Th>
                  <Table.Td ta="right">{aggregates.count}</Table.Td>
                  {ratingFields.map(({ field }) => (
                    <Table.Td key={field} ta="right">
                      {formatRating(aggregates[field])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Box>
  );
}
