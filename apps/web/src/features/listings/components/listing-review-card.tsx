import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  listingFactsOf,
  listingLimits,
  listingPolicy,
  listingRejectBodySchema,
  type Listing,
} from '@campus/contracts';
import {
  ReviewDecisionCard,
  reviewDecisionKeys,
  type ReviewDecisionTextKey,
} from '../../../components/review-decisions';
import { useFormatDate } from '../../../lib/format-date';
import { useApproveListing, useRejectListing, useRemoveListing } from '../api';
import { ListingStatusBadge } from './listing-status-badge';

/** The listing review's texts where they differ from the usual keys. */
const listingReviewKeys: Record<ReviewDecisionTextKey, string> = {
  ...reviewDecisionKeys,
  removeBody: 'review.removeDialog.question',
  removeSubmit: 'review.removeDialog.confirm',
};

/** One listing of the moderators' queue with Approve, Reject (with a note) and Remove. */
export function ListingReviewCard({ listing, disabled }: { listing: Listing; disabled: boolean }) {
  const { t } = useTranslation('listings');
  const formatDate = useFormatDate();
  const approve = useApproveListing();
  const reject = useRejectListing();
  const remove = useRemoveListing();
  const title = listing.title;
  const params = { listing_id: listing.listing_id };

  return (
    <ReviewDecisionCard
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
      decisions={{
        waiting: listing.status === 'waiting',
        disabled,
        text: (key) => t(listingReviewKeys[key], { title }),
        params,
        approve,
        reject,
        remove,
        approveDisabled: !listingPolicy.mayApprove(listingFactsOf(listing)),
        rejectNote: {
          schema: listingRejectBodySchema,
          maxLength: listingLimits.reviewNoteMaxLength,
        },
      }}
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
    </ReviewDecisionCard>
  );
}
