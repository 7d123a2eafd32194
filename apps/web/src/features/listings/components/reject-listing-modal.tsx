import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listingLimits, listingRejectBodySchema } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { ErrorAlert } from '../../../components/error-alert';

interface RejectListingModalProps {
  title: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onReject: (note: string) => void;
}

/** Asks for the note the author reads (required, at most 1000 characters), then rejects. */
export function RejectListingModal({
  title,
  pending,
  failure,
  onClose,
  onReject,
}: RejectListingModalProps) {
  const { t } = useTranslation('listings');
  const { t: tCommon } = useTranslation('common');
  const issueMessage = useIssueMessage();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const labels = useMemo(() => ({ note: t('review.rejectDialog.note') }), [t]);

  function submit() {
    const errors = validateWith(listingRejectBodySchema, { note }, labels, issueMessage);
    setNoteError(errors.note ?? null);
    if (errors.note === undefined) onReject(note.trim());
  }

  return (
    <Modal
      opened
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('review.rejectDialog.title')}
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
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('review.rejectDialog.body', { title })}
          </Text>
          {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
          <Textarea
            label={labels.note}
            description={t('review.rejectDialog.noteHint')}
            required
            data-autofocus
            rows={4}
            maxLength={listingLimits.reviewNoteMaxLength}
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
            <Button
              type="submit"
              color="red"
              loading={pending}
              leftSection={<IconX size={16} aria-hidden />}
            >
              {t('review.rejectDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
