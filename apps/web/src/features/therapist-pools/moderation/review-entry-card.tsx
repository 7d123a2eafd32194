import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  therapistPoolLimits,
  therapistReviewNoteBodySchema,
  type ReviewTherapistEntry,
} from '@campus/contracts';
import { NoteDialog } from '../../../components/note-dialog';
import {
  DecisionButtons,
  ReviewButton,
  ReviewCard,
  ReviewNote,
} from '../../../components/review-card';
import { useFormatDate } from '../../../lib/format-date';
import { useReviewActions } from '../../../lib/use-review-actions';
import { useApproveEntry, useHideEntry, useRejectEntry, useUnhideEntry } from '../api';
import { EntryStatusBadge } from '../components/status-badge';
import { useFeeText } from '../entry-text';

/** One entry of the moderators' queue: everything it says (never who wrote it), and the actions its status allows. */
export function ReviewEntryCard({
  entry,
  disabled,
}: {
  entry: ReviewTherapistEntry;
  disabled: boolean;
}) {
  const { t } = useTranslation('therapist-pools');
  const formatDate = useFormatDate();
  const feeText = useFeeText();
  const approve = useApproveEntry();
  const reject = useRejectEntry();
  const hide = useHideEntry();
  const unhide = useUnhideEntry();
  const review = useReviewActions<'reject' | 'hide'>(t('moderation.failed'));
  const reviewing = approve.isPending || reject.isPending || hide.isPending || unhide.isPending;
  const name = entry.therapist_name;
  const busy = disabled || reviewing;
  const params = { id: entry.entry_id };

  return (
    <ReviewCard
      title={name}
      badges={
        <>
          <EntryStatusBadge status={entry.status} />
          <Badge variant="outline">{t(`pools.${entry.pool}.short`)}</Badge>
          {entry.open_reports > 0 ? (
            <Badge color="red" variant="light">
              {t('moderation.openReports', { count: entry.open_reports })}
            </Badge>
          ) : null}
        </>
      }
      meta={[
        entry.city,
        entry.is_online ? t('table.online') : t('table.inPerson'),
        t('table.sessionsCount', { count: entry.sessions }),
        feeText(entry.fee),
      ].join(' · ')}
      aside={
        <Text size="xs" c="dimmed">
          {t('moderation.submitted', { date: formatDate(entry.created_at, true) })}
        </Text>
      }
      note={
        entry.review_note === null ? null : (
          <ReviewNote
            label={
              <Text size="xs" c="dimmed">
                {t('moderation.note')}
              </Text>
            }
          >
            {entry.review_note}
          </ReviewNote>
        )
      }
      actions={
        <>
          {entry.status === 'waiting' ? (
            <DecisionButtons
              text={(key) => t(`moderation.${key}`, { name })}
              disabled={busy}
              approving={reviewing && review.dialog === null}
              onApprove={() => {
                void review.run(
                  () => approve.mutateAsync({ params }),
                  t('moderation.approved', { name }),
                );
              }}
              onReject={() => {
                review.open('reject');
              }}
            />
          ) : null}
          {entry.status === 'waiting' || entry.status === 'approved' ? (
            <ReviewButton
              action="hide"
              label={t('moderation.hide')}
              ariaLabel={t('moderation.hideLabel', { name })}
              disabled={busy}
              onClick={() => {
                review.open('hide');
              }}
            />
          ) : null}
          {entry.status === 'hidden' ? (
            <ReviewButton
              action="unhide"
              label={t('moderation.unhide')}
              ariaLabel={t('moderation.unhideLabel', { name })}
              disabled={busy}
              loading={reviewing}
              onClick={() => {
                void review.run(
                  () => unhide.mutateAsync({ params }),
                  t('moderation.unhidden', { name }),
                );
              }}
            />
          ) : null}
        </>
      }
      dialogs={
        review.dialog === null ? null : (
          <NoteDialog
            {...review.dialogProps(reviewing)}
            title={
              review.dialog === 'reject' ? t('moderation.rejectTitle') : t('moderation.hideTitle')
            }
            body={t('detail.title', { name })}
            noteLabel={t('moderation.noteFor')}
            noteHint={t('moderation.noteBody')}
            schema={therapistReviewNoteBodySchema}
            maxLength={therapistPoolLimits.reviewNoteMaxLength}
            submitLabel={review.dialog === 'reject' ? t('moderation.reject') : t('moderation.hide')}
            submitColor="red"
            onSubmit={(note) => {
              const rejecting = review.dialog === 'reject';
              void review.run(
                () => (rejecting ? reject : hide).mutateAsync({ params, body: { note } }),
                t(rejecting ? 'moderation.rejected' : 'moderation.hidden', { name }),
              );
            }}
          />
        )
      }
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.experience}
      </Text>
    </ReviewCard>
  );
}
