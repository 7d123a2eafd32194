import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  therapistPoolLimits,
  therapistReportBodySchema,
  type TherapistEntry,
} from '@campus/contracts';
import { NoteDialog } from '../../../components/note-dialog';
import { useReportEntry } from '../api';

const maxLength = therapistPoolLimits.reportReasonMaxLength;

/** Asks why an entry should be looked at (10-1000 characters) and sends the report. */
export function ReportModal({ entry, onClose }: { entry: TherapistEntry; onClose: () => void }) {
  const { t } = useTranslation('therapist-pools');
  const report = useReportEntry();
  return (
    <NoteDialog
      opened
      title={t('report.title')}
      body={t('report.body', { name: entry.therapist_name })}
      noteLabel={t('report.reason')}
      counter={(count) => t('report.counter', { count, max: maxLength })}
      schema={therapistReportBodySchema}
      field="reason"
      maxLength={maxLength}
      submitLabel={t('report.submit')}
      submitIcon={IconFlag}
      pending={report.isPending}
      error={report.error}
      onClose={onClose}
      onSubmit={(reason) => {
        report.mutate(
          { params: { pool: entry.pool, id: entry.entry_id }, body: { reason } },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('report.sent') });
              onClose();
            },
          },
        );
      }}
    />
  );
}
