import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  therapistPoolLimits,
  therapistReviewNoteBodySchema,
  type TherapistReport,
} from '@campus/contracts';
import { NoteDialog } from '../../../components/note-dialog';
import { ReviewButton, ReviewCard } from '../../../components/review-card';
import { useFormatDate } from '../../../lib/format-date';
import { useReviewActions } from '../../../lib/use-review-actions';
import { useResolveReport } from '../api';

/** One report: why it was sent (never by whom), and Hide the entry (with a note) or Dismiss. */
export function ReportCard({ report }: { report: TherapistReport }) {
  const { t } = useTranslation('therapist-pools');
  const formatDate = useFormatDate();
  const resolve = useResolveReport();
  const review = useReviewActions<'hide'>(t('moderation.failed'));
  const name = report.therapist_name;

  function resolveAs(action: 'hide' | 'dismiss', note = '') {
    void review.run(
      () =>
        resolve.mutateAsync({ params: { report_id: report.report_id }, body: { action, note } }),
      t(action === 'hide' ? 'moderation.reportHidden' : 'moderation.dismissed'),
    );
  }

  return (
    <ReviewCard
      title={t('moderation.reportAbout', { name, status: t(`statuses.${report.entry_status}`) })}
      level={4}
      meta={
        <Text size="xs" c="dimmed">
          {t('moderation.reportedOn', { date: formatDate(report.created_at, true) })}
        </Text>
      }
      aside={
        <Group gap="xs">
          <Badge variant="outline">{t(`pools.${report.pool}.short`)}</Badge>
          {report.resolution === null ? null : (
            <Badge variant="light">{t(`moderation.resolution.${report.resolution}`)}</Badge>
          )}
        </Group>
      }
      note={
        report.resolution_note === null ? null : (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('moderation.note')}: {report.resolution_note}
          </Text>
        )
      }
      actions={
        report.status === 'open' ? (
          <>
            <ReviewButton
              action="dismiss"
              label={t('moderation.dismiss')}
              ariaLabel={t('moderation.dismissLabel', { name })}
              disabled={resolve.isPending}
              onClick={() => {
                resolveAs('dismiss');
              }}
            />
            <ReviewButton
              action="hide"
              color="red"
              label={t('moderation.hideEntry')}
              ariaLabel={t('moderation.hideEntryLabel', { name })}
              disabled={resolve.isPending}
              onClick={() => {
                review.open('hide');
              }}
            />
          </>
        ) : null
      }
      dialogs={
        review.dialog === 'hide' ? (
          <NoteDialog
            {...review.dialogProps(resolve.isPending)}
            title={t('moderation.hideTitle')}
            body={t('detail.title', { name })}
            noteLabel={t('moderation.noteFor')}
            noteHint={t('moderation.noteBody')}
            schema={therapistReviewNoteBodySchema}
            maxLength={therapistPoolLimits.reviewNoteMaxLength}
            submitLabel={t('moderation.hide')}
            submitColor="red"
            onSubmit={(note) => {
              resolveAs('hide', note);
            }}
          />
        ) : null
      }
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {report.reason}
      </Text>
    </ReviewCard>
  );
}
