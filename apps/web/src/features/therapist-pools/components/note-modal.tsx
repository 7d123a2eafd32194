import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { therapistPoolLimits, therapistReviewNoteBodySchema } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { ErrorAlert } from '../../../components/error-alert';

interface NoteModalProps {
  title: string;
  body: string;
  submitLabel: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (note: string) => void;
}

const maxLength = therapistPoolLimits.reviewNoteMaxLength;

/** Asks a moderator for the note the author reads (required, at most 1000 characters). */
export function NoteModal({
  title,
  body,
  submitLabel,
  pending,
  failure,
  onClose,
  onSubmit,
}: NoteModalProps) {
  const { t } = useTranslation('therapist-pools');
  const { t: tCommon } = useTranslation('common');
  const issueMessage = useIssueMessage();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const labels = useMemo(() => ({ note: t('moderation.noteFor') }), [t]);

  function submit() {
    const errors = validateWith(therapistReviewNoteBodySchema, { note }, labels, issueMessage);
    setNoteError(errors.note ?? null);
    if (errors.note === undefined) onSubmit(note.trim());
  }

  return (
    <Modal
      opened
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{body}</Text>
          {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
          <Textarea
            label={labels.note}
            description={t('moderation.noteBody')}
            required
            data-autofocus
            rows={4}
            maxLength={maxLength}
            value={note}
            error={noteError}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              if (noteError !== null) setNoteError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={pending} onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
