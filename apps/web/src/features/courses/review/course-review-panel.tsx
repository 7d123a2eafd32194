import { useEffect } from 'react';
import {
  EmptyState,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconInbox, IconMessageX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  experienceReviewQuerySchema,
  experienceStatuses,
  type ExperienceStatus,
} from '@campus/contracts';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorState } from '../../../components/load-error-state';
import { useReviewExperiences } from '../api';
import { ExperienceReviewCard } from './components/experience-review-card';
import { usePanelListState } from '../../../lib/use-list-state';

const emptyIcons: Record<ExperienceStatus, typeof IconInbox> = {
  waiting: IconInbox,
  approved: IconCircleCheck,
  rejected: IconMessageX,
};

/**
 * The course experience review queue (moderator access), for a tab of
 * `/admin/panel`: waiting experiences oldest first, or the approved or
 * rejected ones; the status and the page live in `review_…` query parameters.
 */
export function CourseReviewPanel() {
  const { t } = useTranslation('course-review');
  const { t: tCommon } = useTranslation('common');
  const { params, update } = usePanelListState(experienceReviewQuerySchema, 'review_');
  const experiences = useReviewExperiences(params);
  const data = experiences.data;
  const EmptyIcon = emptyIcons[params.status];
  const lastPage = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / params.page_size));
  const pastTheEnd = data !== undefined && !experiences.isPlaceholderData && params.page > lastPage;

  // Reviewing the last items of the last page empties it: show the new last page instead.
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  return (
    <Stack gap="md" component="section" aria-labelledby="course-review-title">
      <Stack gap={4}>
        <Title order={2} size="h3" id="course-review-title">
          {t('review.title')}
        </Title>
        <Text c="dimmed" size="sm" maw="70ch">
          {t('review.lead')}
        </Text>
      </Stack>

      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="course-review-status-label">
            {t('review.statusLabel')}
          </Text>
          <SegmentedControl<ExperienceStatus>
            aria-labelledby="course-review-status-label"
            value={params.status}
            onChange={(status) => {
              update({ status, page: 1 });
            }}
            data={experienceStatuses.map((status) => ({
              value: status,
              label: t(`review.statuses.${status}`),
            }))}
          />
        </Stack>
        {data === undefined ? null : (
          <Text size="sm" fw={500} aria-live="polite">
            {t('review.count', { count: data.total })}
          </Text>
        )}
      </Group>

      {experiences.isError && data === undefined ? (
        <LoadErrorState
          title={t('review.loadFailed')}
          error={experiences.error}
          onRetry={() => {
            void experiences.refetch();
          }}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={160} radius="md" aria-hidden />
          <Skeleton height={160} radius="md" aria-hidden />
        </Stack>
      ) : data.items.length === 0 && data.total === 0 ? (
        <EmptyState
          icon={<EmptyIcon size={32} aria-hidden />}
          withIndicatorBackground
          title={t(`review.empty.${params.status}.title`)}
          description={t(`review.empty.${params.status}.description`)}
          py="xl"
        />
      ) : (
        <>
          {experiences.isFetching ? (
            <VisuallyHidden role="status">{t('review.refreshing')}</VisuallyHidden>
          ) : null}
          <Stack
            gap="sm"
            style={{
              opacity: experiences.isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {data.items.map((experience) => (
              <ExperienceReviewCard
                key={experience.experience_id}
                experience={experience}
                disabled={experiences.isPlaceholderData}
              />
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
