import { useId, useState } from 'react';
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  experienceLimits,
  experienceRejectBodySchema,
  type ReviewExperience,
} from '@campus/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { NoteDialog } from '../../../../components/note-dialog';
import { useAuth } from '../../../../lib/auth-store';
import { useApproveExperience, useDeleteExperience, useRejectExperience } from '../../api';
import { coursePath } from '../../components/course-identity-cells';
import { useFormatDate } from '../../../../lib/format-date';
import { statusOf } from '../../../../lib/problem-error';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTermLabel } from '../experience-text';
import { ExperienceStatusBadge } from './experience-status-badge';
import { ExperienceVipPart } from './experience-vip-part';

interface ExperienceReviewCardProps {
  experience: ReviewExperience;
  /** True while the list shows an older page or status: nothing can be done with it. */
  disabled: boolean;
}

type Dialog = 'reject' | 'delete';

const ratings = [
  { field: 'rating_difficulty', label: 'review.ratings.difficulty' },
  { field: 'rating_workload', label: 'review.ratings.workload' },
  { field: 'rating_usefulness', label: 'review.ratings.usefulness' },
  { field: 'rating_grading', label: 'review.ratings.grading' },
] as const;

/** Someone else reviewed or deleted it first: the refreshed list tells the rest. */
function isStale(error: unknown): boolean {
  const status = statusOf(error);
  return status === 409 || status === 404;
}

/**
 * One experience of the queue with everything its author wrote, and Approve,
 * Reject (with a note) and Delete. The buttons rest while an action runs;
 * the list is refetched after each action, failed or not.
 */
export function ExperienceReviewCard({ experience, disabled }: ExperienceReviewCardProps) {
  const { t } = useTranslation('course-review');
  const formatDate = useFormatDate();
  const termOf = useTermLabel();
  const errorMessage = useErrorMessage();
  const approve = useApproveExperience();
  const reject = useRejectExperience();
  const remove = useDeleteExperience();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const titleId = useId();
  // Admins may open the author's account; moderators see the name only.
  const isAdmin = useAuth().user_current?.user_role === 'admin';
  const authorName = experience.author_name ?? t('review.item.deletedAuthor');

  const id = experience.experience_id;
  const course = experience.course_code;
  const term = termOf(experience.semester);
  const busy = disabled || approve.isPending || reject.isPending || remove.isPending;

  function notifyFailure(error: unknown) {
    notifications.show({ color: 'red', title: t('review.failed'), message: errorMessage(error) });
  }

  function open(next: Dialog) {
    setFailure(null);
    setDialog(next);
  }

  /** Runs an action of a dialog: closes it on success or when it no longer applies, else shows why. */
  async function runDialogAction(action: () => Promise<unknown>, done: string) {
    setFailure(null);
    try {
      await action();
      setDialog(null);
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      if (isStale(error)) {
        setDialog(null);
        notifyFailure(error);
      } else {
        setFailure(error);
      }
    }
  }

  async function approveNow() {
    try {
      await approve.mutateAsync({ params: { id } });
      notifications.show({ color: 'green', message: t('review.approved', { course }) });
    } catch (error) {
      notifyFailure(error);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} size="h5" id={titleId}>
                <Anchor
                  component={Link}
                  to={coursePath(experience.course_id)}
                  inherit
                  title={t('review.item.openCourse', { course })}
                >
                  {course}
                </Anchor>{' '}
                · {term}
              </Title>
              <ExperienceStatusBadge status={experience.status} />
            </Group>
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
          </Stack>
          <Text size="xs" c="dimmed">
            {t('review.item.submitted', { date: formatDate(experience.created_at, true) })}
          </Text>
        </Group>

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

        {experience.status === 'waiting' || experience.reviewed_at === null ? null : (
          <Box
            pl="sm"
            style={{
              borderInlineStart: `3px solid var(--mantine-color-${
                experience.status === 'rejected' ? 'red' : 'green'
              }-filled)`,
            }}
          >
            <Text size="xs" c="dimmed">
              {t('review.item.reviewedAt', { date: formatDate(experience.reviewed_at, true) })}
            </Text>
            <Text size="sm" fw={600}>
              {t('review.item.note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {experience.review_note === null || experience.review_note === ''
                ? t('review.item.noNote')
                : experience.review_note}
            </Text>
          </Box>
        )}

        <Group justify="flex-end" gap="xs">
          {experience.status === 'waiting' ? (
            <>
              <Button
                color="green"
                size="xs"
                leftSection={<IconCheck size={14} aria-hidden />}
                aria-label={t('review.actions.approveLabel', { course })}
                disabled={busy}
                loading={approve.isPending}
                onClick={() => {
                  void approveNow();
                }}
              >
                {t('review.actions.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                size="xs"
                leftSection={<IconX size={14} aria-hidden />}
                aria-label={t('review.actions.rejectLabel', { course })}
                disabled={busy}
                onClick={() => {
                  open('reject');
                }}
              >
                {t('review.actions.reject')}
              </Button>
            </>
          ) : null}
          <Button
            color="red"
            variant="subtle"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('review.actions.deleteLabel', { course })}
            disabled={busy}
            onClick={() => {
              open('delete');
            }}
          >
            {t('review.actions.delete')}
          </Button>
        </Group>
      </Stack>

      {dialog === 'reject' ? (
        <NoteDialog
          opened
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
          pending={reject.isPending}
          error={failure}
          onClose={() => {
            setDialog(null);
          }}
          onSubmit={(note) => {
            void runDialogAction(
              () => reject.mutateAsync({ params: { id }, body: { note } }),
              t('review.rejected', { course }),
            );
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          opened
          title={t('review.deleteDialog.title')}
          body={t('review.deleteDialog.body', { course, term })}
          confirmLabel={t('review.deleteDialog.submit')}
          confirmColor="red"
          confirmIcon={IconTrash}
          pending={remove.isPending}
          error={failure}
          onClose={() => {
            setDialog(null);
          }}
          onConfirm={() => {
            void runDialogAction(
              () => remove.mutateAsync({ params: { id } }),
              t('review.deleted', { course }),
            );
          }}
        />
      ) : null}
    </Paper>
  );
}
