import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  therapistPoolLimits,
  therapistReportBodySchema,
  type TherapistEntry,
} from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { useReportEntry } from '../api';

const maxLength = therapistPoolLimits.reportReasonMaxLength;

/** Asks why an entry should be looked at (10-1000 characters) and sends the report. */
export function ReportModal({ entry, onClose }: { entry: TherapistEntry; onClose: () => void }) {
  const { t } = useTranslation('therapist-pools');
  const { t: tCommon } = useTranslation('common');
  const issueMessage = useIssueMessage();
  const errorMessage = useErrorMessage();
  const report = useReportEntry();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const labels = useMemo(() => ({ reason: t('report.reason') }), [t]);

  function submit() {
    const errors = validateWith(therapistReportBodySchema, { reason }, labels, issueMessage);
    setReasonError(errors.reason ?? null);
    if (errors.reason !== undefined) return;
    setFailure(null);
    report.mutate(
      { params: { pool: entry.pool, id: entry.entry_id }, body: { reason: reason.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('report.sent') });
          onClose();
        },
        onError: (error) => {
          setFailure(errorMessage(error));
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={() => {
        if (!report.isPending) onClose();
      }}
      title={t('report.title')}
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
          <Text size="sm">{t('report.body', { name: entry.therapist_name })}</Text>
          {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
          <Textarea
            label={labels.reason}
            description={t('report.counter', { count: reason.length, max: maxLength })}
            required
            data-autofocus
            rows={4}
            maxLength={maxLength}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (reasonError !== null) setReasonError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={report.isPending} onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={report.isPending}
              leftSection={<IconFlag size={16} aria-hidden />}
            >
              {t('report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
