import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  experienceLimits,
  experienceRejectBodySchema,
  type ReviewExperience,
} from '@campus/contracts';
import { ReviewNote } from '../../../../components/review-card';
import {
  ReviewDecisionCard,
  reviewDecisionKeys,
  type ReviewDecisionTextKey,
} from '../../../../components/review-decisions';
import { useAuth } from '../../../../lib/auth-store';
import { useApproveExperience, useDeleteExperience, useRejectExperience } from '../../api';
import { coursePath } from '../../components/course-identity-cells';
import { useFormatDate } from '../../../../lib/format-date';
import { useTermLabel } from '../experience-text';
import { ExperienceStatusBadge } from './experience-status-badge';
import { ExperienceVipPart } from './experience-vip-part';

interface ExperienceReviewCardProps {
  experience: ReviewExperience;
  /** True while the list shows an older page or status: nothing can be done with it. */
  disabled: boolean;
}

const ratings = [
  { field: 'rating_difficulty', label: 'review.ratings.difficulty' },
  { field: 'rating_workload', label: 'review.ratings.workload' },
  { field: 'rating_usefulness', label: 'review.ratings.usefulness' },
  { field: 'rating_grading', label: 'review.ratings.grading' },
] as const;

/** An experience is deleted rather than removed: its own keys for that part of the review. */
const experienceReviewKeys: Record<ReviewDecisionTextKey, string> = {
  ...reviewDecisionKeys,
  remove: 'review.actions.delete',
  removeLabel: 'review.actions.deleteLabel',
  removed: 'review.deleted',
  removeTitle: 'review.deleteDialog.title',
  removeBody: 'review.deleteDialog.body',
  removeSubmit: 'review.deleteDialog.submit',
};

/**
 * One experience of the queue with everything its author wrote, and Approve,
 * Reject (with a note) and Delete. The buttons rest while an action runs;
 * the list is refetched after each action, failed or not.
 */
export function ExperienceReviewCard({ experience, disabled }: ExperienceReviewCardProps) {
  const { t } = useTranslation('course-review');
  const formatDate = useFormatDate();
  const termOf = useTermLabel();
  const approve = useApproveExperience();
  const reject = useRejectExperience();
  const remove = useDeleteExperience();
  // Admins may open the author's account; moderators see the name only.
  const isAdmin = useAuth().user_current?.user_role === 'admin';
  const authorName = experience.author_name ?? t('review.item.deletedAuthor');

  const params = { id: experience.experience_id };
  const course = experience.course_code;
  const term = termOf(experience.semester);

  return (
    <ReviewDecisionCard
      title={
        <>
          <Anchor
            component={Link}
            to={coursePath(experience.course_id)}
            inherit
            title={t('review.item.openCourse', { course })}
          >
            {course}
          </Anchor>{' '}
          · {term}
        </>
      }
      badges={<ExperienceStatusBadge status={experience.status} />}
      meta={
        <>
          <Text size="sm" c="dimmed">
            {t('review.item.instructor', { name: experience.instructor_name })}
          </Text>
          <Text size="sm">
            {t('review.item.author')}{' '}
            {isAdmin && experience.author_name !== null ? (
              <Anchor component={Link} to={`/admin/users/${experience.author_id}`} inherit>
                {authorName}
              </Anchor>
            ) : (
              authorName
            )}
          </Text>
        </>
      }
      aside={
        <Text size="xs" c="dimmed">
          {t('review.item.submitted', { date: formatDate(experience.created_at, true) })}
        </Text>
      }
      note={
        experience.status === 'waiting' || experience.reviewed_at === null ? null : (
          <ReviewNote
            color={experience.status === 'rejected' ? 'red' : 'green'}
            label={
              <>
                <Text size="xs" c="dimmed">
                  {t('review.item.reviewedAt', { date: formatDate(experience.reviewed_at, true) })}
                </Text>
                <Text size="sm" fw={600}>
                  {t('review.item.note')}
                </Text>
              </>
            }
          >
            {experience.review_note === null || experience.review_note === ''
              ? t('review.item.noNote')
              : experience.review_note}
          </ReviewNote>
        )
      }
      decisions={{
        waiting: experience.status === 'waiting',
        disabled,
        text: (key) => t(experienceReviewKeys[key], { course, term }),
        params,
        approve,
        reject,
        remove,
        rejectNote: {
          schema: experienceRejectBodySchema,
          maxLength: experienceLimits.reviewNoteMaxLength,
          counter: (count) =>
            t('review.rejectDialog.counter', { count, max: experienceLimits.reviewNoteMaxLength }),
        },
        removeIcon: IconTrash,
      }}
    >
      <SimpleGrid component="dl" cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs" m={0}>
        {ratings.map((rating) => (
          <div key={rating.field}>
            <Text component="dt" size="xs" c="dimmed">
              {t(rating.label)}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {t('review.ratings.value', { value: experience[rating.field] })}
            </Text>
          </div>
        ))}
        <div>
          <Text component="dt" size="xs" c="dimmed">
            {t('review.item.grade')}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {experience.grade_received ?? t('review.item.noGrade')}
          </Text>
        </div>
      </SimpleGrid>

      <div>
        <Text size="sm" fw={600}>
          {t('review.item.summary')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {experience.summary}
        </Text>
      </div>

      <ExperienceVipPart experience={experience} />
    </ReviewDecisionCard>
  );
}
