import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Listing } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

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
  return <StatusBadge status={listing.status} label={t(`status.${listing.status}`)} />;
}
