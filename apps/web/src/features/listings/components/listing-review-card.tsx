import { Badge, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  listingFactsOf,
  listingLimits,
  listingPolicy,
  listingRejectBodySchema,
  type Listing,
} from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoteDialog } from '../../../components/note-dialog';
import { DecisionButtons, ReviewButton, ReviewCard } from '../../../components/review-card';
import { useFormatDate } from '../../../lib/format-date';
import { useReviewActions } from '../../../lib/use-review-actions';
import { useApproveListing, useRejectListing, useRemoveListing } from '../api';
import { ListingStatusBadge } from './listing-status-badge';

/** One listing of the moderators' queue with Approve, Reject (with a note) and Remove. */
export function ListingReviewCard({ listing, disabled }: { listing: Listing; disabled: boolean }) {
  const { t } = useTranslation('listings');
  const formatDate = useFormatDate();
  const approve = useApproveListing();
  const reject = useRejectListing();
  const remove = useRemoveListing();
  const review = useReviewActions<'reject' | 'remove'>(t('review.failed'));
  const busy = disabled || approve.isPending || reject.isPending || remove.isPending;
  const title = listing.title;
  const params = { listing_id: listing.listing_id };

  return (
    <ReviewCard
      title={title}
      badgesAbove
      badges={
        <>
          <Badge variant="light">{t(`categories.${listing.category}.title`)}</Badge>
          <ListingStatusBadge listing={listing} />
        </>
      }
      meta={t('review.meta', {
        author: listing.author_name ?? t('review.unknownAuthor'),
        posted: formatDate(listing.created_at),
        expires: formatDate(`${listing.expires_on}T12:00:00Z`),
      })}
      note={
        listing.review_note === null ? null : (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {t('detail.note', { note: listing.review_note })}
          </Text>
        )
      }
      actions={
        <>
          {listing.status === 'waiting' ? (
            <DecisionButtons
              text={(key) => t(`review.actions.${key}`, { title })}
              disabled={busy}
              approving={approve.isPending}
              approveDisabled={!listingPolicy.mayApprove(listingFactsOf(listing))}
              onApprove={() => {
                void review.run(
                  () => approve.mutateAsync({ params }),
                  t('review.approved', { title }),
                );
              }}
              onReject={() => {
                review.open('reject');
              }}
            />
          ) : null}
          <ReviewButton
            action="remove"
            label={t('review.actions.remove')}
            ariaLabel={t('review.actions.removeLabel', { title })}
            disabled={busy}
            onClick={() => {
              review.open('remove');
            }}
          />
        </>
      }
      dialogs={
        review.dialog === 'reject' ? (
          <NoteDialog
            {...review.dialogProps(reject.isPending)}
            title={t('review.rejectDialog.title')}
            body={t('review.rejectDialog.body', { title })}
            noteLabel={t('review.rejectDialog.note')}
            noteHint={t('review.rejectDialog.noteHint')}
            schema={listingRejectBodySchema}
            maxLength={listingLimits.reviewNoteMaxLength}
            submitLabel={t('review.rejectDialog.submit')}
            submitColor="red"
            submitIcon={IconX}
            onSubmit={(note) => {
              void review.run(
                () => reject.mutateAsync({ params, body: { note } }),
                t('review.rejected', { title }),
              );
            }}
          />
        ) : review.dialog === 'remove' ? (
          <ConfirmDialog
            {...review.dialogProps(remove.isPending)}
            title={t('review.removeDialog.title')}
            body={t('review.removeDialog.question', { title })}
            confirmLabel={t('review.removeDialog.confirm')}
            confirmColor="red"
            onConfirm={() => {
              void review.run(() => remove.mutateAsync({ params }), t('review.removed', { title }));
            }}
          />
        ) : null
      }
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {listing.description}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} size="sm">
          {t('detail.contact')}:
        </Text>{' '}
        {listing.contact}
      </Text>
    </ReviewCard>
  );
}
