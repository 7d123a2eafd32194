import { EmptyState, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { experienceListQuerySchema } from '@campus/contracts';
import { ListPagination } from '../../../../components/list-pagination';
import { LoadErrorState } from '../../../../components/load-error-state';
import { useListState } from '../../../../lib/use-list-state';
import { useCourseExperiences } from '../../api';
import { ExperienceCard } from './experience-card';

/** The course's approved experiences, a page at a time; the page and its size live in the URL. */
export function ExperienceList({ courseId }: { courseId: string }) {
  const { t } = useTranslation('course-detail');
  const { t: tCommon } = useTranslation('common');
  const { params, update } = useListState(experienceListQuerySchema);
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
      {experiences.isError && data === undefined ? (
        <LoadErrorState
          title={t('experiences.loadFailed')}
          error={experiences.error}
          onRetry={() => {
            void experiences.refetch();
          }}
        />
      ) : data === undefined ? (
        <Stack gap="md" role="status" aria-live="polite">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={140} radius="md" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconMessages size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('experiences.emptyTitle')}
          description={t('experiences.emptyDescription')}
          py="lg"
        />
      ) : (
        <>
          <Stack gap="md">
            {data.items.map((experience) => (
              <ExperienceCard key={experience.experience_id} experience={experience} />
            ))}
          </Stack>
          <ListPagination
            page={params.page}
            pageSize={params.page_size}
            total={data.total}
            onPageChange={(page) => {
              update({ page });
            }}
            onPageSizeChange={(pageSize) => {
              update({ page_size: pageSize, page: 1 });
            }}
          />
        </>
      )}
    </Stack>
  );
}
