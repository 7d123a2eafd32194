import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Listing } from '@campus/contracts';

const colors = {
  waiting: 'yellow',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
  expired: 'gray',
} as const;

/** A listing's status, and "Expired" once its expiry date has passed. */
export function ListingStatusBadge({
  listing,
}: {
  listing: Pick<Listing, 'status' | 'is_expired'>;
}) {
  const { t } = useTranslation('listings');
  if (listing.is_expired && listing.status !== 'rejected' && listing.status !== 'withdrawn') {
    return (
      <Badge color="gray" variant="outline">
        {t('status.expired')}
      </Badge>
    );
  }
  return (
    <Badge color={colors[listing.status]} variant="light">
      {t(`status.${listing.status}`)}
    </Badge>
  );
}
