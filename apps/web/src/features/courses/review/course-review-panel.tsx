import { EmptyState, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconInbox, IconMessageX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  experienceReviewQuerySchema,
  experienceStatuses,
  type ExperienceStatus,
} from '@campus/contracts';
import { LabelledSegments } from '../../../components/labelled-segments';
import { QueueCount, QueueList, useKeepQueuePage } from '../../../components/queue-list';
import { SectionHeading } from '../../../components/section-heading';
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
  const { params, update } = usePanelListState(experienceReviewQuerySchema, 'review_');
  const experiences = useReviewExperiences(params);
  const data = experiences.data;
  const EmptyIcon = emptyIcons[params.status];
  useKeepQueuePage(experiences, params, update);

  return (
    <Stack gap="md" component="section" aria-labelledby="course-review-title">
      <SectionHeading id="course-review-title" title={t('review.title')} lead={t('review.lead')} />

      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <LabelledSegments
          label={t('review.statusLabel')}
          value={params.status}
          onChange={(status) => {
            update({ status, page: 1 });
          }}
          options={experienceStatuses.map((status) => ({
            value: status,
            label: t(`review.statuses.${status}`),
          }))}
        />
        {data === undefined ? null : (
          <QueueCount>{t('review.count', { count: data.total })}</QueueCount>
        )}
      </Group>

      <QueueList
        query={experiences}
        params={params}
        update={update}
        loadFailed={t('review.loadFailed')}
        skeleton={{ height: 160, count: 2 }}
        refreshing={t('review.refreshing')}
        empty={
          <EmptyState
            icon={<EmptyIcon size={32} aria-hidden />}
            withIndicatorBackground
            title={t(`review.empty.${params.status}.title`)}
            description={t(`review.empty.${params.status}.description`)}
            py="xl"
          />
        }
      >
        {(experience, disabled) => (
          <ExperienceReviewCard
            key={experience.experience_id}
            experience={experience}
            disabled={disabled}
          />
        )}
      </QueueList>
    </Stack>
  );
}
