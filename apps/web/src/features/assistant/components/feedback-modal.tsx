import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  assistantLimits,
  type AssistantFeedback,
  type AssistantFeedbackReason,
  type AssistantRating,
} from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRateAnswer } from '../api';

const reasonsOf: Record<AssistantRating, readonly AssistantFeedbackReason[]> = {
  up: ['helpful', 'other'],
  down: ['wrong', 'not_relevant', 'incomplete', 'outdated', 'wrong_language', 'other'],
};

interface FeedbackModalProps {
  messageId: string;
  rating: AssistantRating;
  /** The feedback already given, to start from. */
  current: AssistantFeedback | null;
  onClose: () => void;
}

/** Thumbs up or down with a reason, a comment, and "share this exchange with the team". */
export function FeedbackModal({ messageId, rating, current, onClose }: FeedbackModalProps) {
  const { t } = useTranslation('assistant');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const rate = useRateAnswer();
  const reasons = reasonsOf[rating];
  const [reason, setReason] = useState<AssistantFeedbackReason>(
    current?.rating === rating && current.reason !== null && reasons.includes(current.reason)
      ? current.reason
      : (reasons[0] ?? 'other'),
  );
  const [comment, setComment] = useState(current?.rating === rating ? (current.comment ?? '') : '');
  const [share, setShare] = useState(current?.shared ?? false);

  function submit() {
    rate.mutate(
      { params: { message_id: messageId }, body: { rating, reason, comment, share } },
      {
        onSuccess: () => {
          notifications.show({ message: t('feedback.thanks') });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={rating === 'up' ? t('feedback.titleUp') : t('feedback.titleDown')}
    >
      <Stack gap="md">
        {rate.isError ? <ErrorAlert>{errorMessage(rate.error)}</ErrorAlert> : null}
        <Radio.Group
          label={t('feedback.reason')}
          value={reason}
          onChange={(value) => {
            const chosen = reasons.find((item) => item === value);
            if (chosen !== undefined) setReason(chosen);
          }}
        >
          <Stack gap={6} mt={6}>
            {reasons.map((item) => (
              <Radio key={item} value={item} label={t(`feedback.reasons.${item}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('feedback.comment')}
          value={comment}
          maxLength={assistantLimits.commentMaxLength}
          rows={3}
          onChange={(event) => {
            setComment(event.currentTarget.value);
          }}
        />
        <Checkbox
          label={t('feedback.share')}
          description={t('feedback.shareHint')}
          checked={share}
          onChange={(event) => {
            setShare(event.currentTarget.checked);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={rate.isPending}>
            {t('feedback.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
