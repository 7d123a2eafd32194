import { EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paginationQuerySchema } from '@campus/contracts';
import { LoadingState } from '../../../../components/loading-state';
import { PagedList } from '../../../../components/paged-list';
import { useListState } from '../../../../lib/use-list-state';
import { useCourseExperiences } from '../../api';
import { ExperienceCard } from './experience-card';

/** The course's approved experiences, a page at a time; the page and its size live in the URL (a cursor does not: `useCourseExperiences` finds it). */
export function ExperienceList({ courseId }: { courseId: string }) {
  const { t } = useTranslation('course-detail');
  const { params, update } = useListState(paginationQuerySchema);
  const experiences = useCourseExperiences(courseId, params);
  const data = experiences.data;

  return (
    <Stack component="section" aria-labelledby="course-experiences" gap="md">
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="course-experiences">
          {t('experiences.title')}
        </Title>
        {data === undefined ? null : (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('experiences.count', { count: data.total })}
          </Text>
        )}
      </Group>
      <PagedList
        query={experiences}
        params={params}
        update={update}
        loadFailed={t('experiences.loadFailed')}
        isEmpty={(page) => page.total === 0}
        empty={
          <EmptyState
            icon={<IconMessages size={28} aria-hidden />}
            withIndicatorBackground
            size="sm"
            title={t('experiences.emptyTitle')}
            description={t('experiences.emptyDescription')}
            py="lg"
          />
        }
      >
        {(page) =>
          page === undefined ? (
            <LoadingState heights={[140, 140]} />
          ) : (
            <Stack gap="md">
              {page.items.map((experience) => (
                <ExperienceCard key={experience.experience_id} experience={experience} />
              ))}
            </Stack>
          )
        }
      </PagedList>
    </Stack>
  );
}
