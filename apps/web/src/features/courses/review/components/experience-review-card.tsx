import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  experienceLimits,
  experienceRejectBodySchema,
  type ReviewExperience,
} from '@campus/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { NoteDialog } from '../../../../components/note-dialog';
import {
  DecisionButtons,
  ReviewButton,
  ReviewCard,
  ReviewNote,
} from '../../../../components/review-card';
import { useAuth } from '../../../../lib/auth-store';
import { useApproveExperience, useDeleteExperience, useRejectExperience } from '../../api';
import { coursePath } from '../../components/course-identity-cells';
import { useFormatDate } from '../../../../lib/format-date';
import { useReviewActions } from '../../../../lib/use-review-actions';
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
  const review = useReviewActions<'reject' | 'delete'>(t('review.failed'));
  // Admins may open the author's account; moderators see the name only.
  const isAdmin = useAuth().user_current?.user_role === 'admin';
  const authorName = experience.author_name ?? t('review.item.deletedAuthor');

  const params = { id: experience.experience_id };
  const course = experience.course_code;
  const term = termOf(experience.semester);
  const busy = disabled || approve.isPending || reject.isPending || remove.isPending;

  return (
    <ReviewCard
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
      actions={
        <>
          {experience.status === 'waiting' ? (
            <DecisionButtons
              text={(key) => t(`review.actions.${key}`, { course })}
              disabled={busy}
              approving={approve.isPending}
              onApprove={() => {
                void review.run(
                  () => approve.mutateAsync({ params }),
                  t('review.approved', { course }),
                );
              }}
              onReject={() => {
                review.open('reject');
              }}
            />
          ) : null}
          <ReviewButton
            action="remove"
            label={t('review.actions.delete')}
            ariaLabel={t('review.actions.deleteLabel', { course })}
            disabled={busy}
            onClick={() => {
              review.open('delete');
            }}
          />
        </>
      }
      dialogs={
        review.dialog === 'reject' ? (
          <NoteDialog
            {...review.dialogProps(reject.isPending)}
            title={t('review.rejectDialog.title')}
            body={t('review.rejectDialog.body', { course, term })}
            noteLabel={t('review.rejectDialog.note')}
            noteHint={t('review.rejectDialog.noteHint')}
            counter={(count) =>
              t('review.rejectDialog.counter', { count, max: experienceLimits.reviewNoteMaxLength })
            }
            schema={experienceRejectBodySchema}
            maxLength={experienceLimits.reviewNoteMaxLength}
            submitLabel={t('review.rejectDialog.submit')}
            submitColor="red"
            submitIcon={IconX}
            onSubmit={(note) => {
              void review.run(
                () => reject.mutateAsync({ params, body: { note } }),
                t('review.rejected', { course }),
              );
            }}
          />
        ) : review.dialog === 'delete' ? (
          <ConfirmDialog
            {...review.dialogProps(remove.isPending)}
            title={t('review.deleteDialog.title')}
            body={t('review.deleteDialog.body', { course, term })}
            confirmLabel={t('review.deleteDialog.submit')}
            confirmColor="red"
            confirmIcon={IconTrash}
            onConfirm={() => {
              void review.run(
                () => remove.mutateAsync({ params }),
                t('review.deleted', { course }),
              );
            }}
          />
        ) : null
      }
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
    </ReviewCard>
  );
}
