import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  accountLimits,
  applicationReviewBodySchema,
  type GraduateApplication,
} from '@campus/contracts';
import { useVerifyApplication } from '../api';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';

type Decision = 'approve' | 'reject';

/** Approve or Reject a pending application; rejecting needs a note. Each decision is confirmed first. */
export function ReviewPanel({ application }: { application: GraduateApplication }) {
  const { t } = useTranslation('graduates');
  const errorMessage = useErrorMessage();
  const verify = useVerifyApplication();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const issueMessage = useIssueMessage({
    'A note is required when rejecting': t('review.noteRequired'),
  });
  const name = `${application.user_first_name} ${application.user_last_name}`.trim();

  function ask(decision: Decision) {
    const errors = validateWith(
      applicationReviewBodySchema,
      { decision, note },
      { note: t('review.note') },
      (issue) => issueMessage({ ...issue, isMissing: false }),
    );
    setNoteError(errors.note ?? null);
    if (errors.note !== undefined) return;
    verify.reset();
    setConfirming(decision);
  }

  function confirm() {
    if (confirming === null) return;
    const decision = confirming;
    verify.mutate(
      { params: { id: application.application_id }, body: { decision, note } },
      {
        onSuccess: () => {
          setConfirming(null);
          setNote('');
          notifications.show({
            color: decision === 'approve' ? 'green' : 'orange',
            message: t(decision === 'approve' ? 'review.approved' : 'review.rejected', { name }),
          });
        },
        onError: () => {
          setConfirming(null);
        },
      },
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="review-title">
      <Title order={3} size="h4" id="review-title">
        {t('review.title')}
      </Title>
      {verify.isError ? <ErrorAlert>{errorMessage(verify.error)}</ErrorAlert> : null}
      <Textarea
        label={t('review.note')}
        description={t('review.noteHint')}
        rows={3}
        maxLength={accountLimits.reviewNoteMaxLength}
        value={note}
        error={noteError}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          if (noteError !== null) setNoteError(null);
        }}
      />
      <Group gap="sm" grow>
        <Button
          color="green"
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={() => {
            ask('approve');
          }}
        >
          {t('review.approve')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => {
            ask('reject');
          }}
        >
          {t('review.reject')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming !== null}
        title={t(
          confirming === 'reject' ? 'review.confirmRejectTitle' : 'review.confirmApproveTitle',
        )}
        body={
          <>
            <Text>
              {t(
                confirming === 'reject' ? 'review.confirmRejectBody' : 'review.confirmApproveBody',
                { name },
              )}
            </Text>
            {confirming === 'reject' ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {note.trim()}
              </Text>
            ) : null}
          </>
        }
        confirmLabel={t(confirming === 'reject' ? 'review.confirmReject' : 'review.confirmApprove')}
        confirmColor={confirming === 'reject' ? 'red' : 'green'}
        pending={verify.isPending}
        onClose={() => {
          setConfirming(null);
        }}
        onConfirm={confirm}
      />
    </Stack>
  );
}
