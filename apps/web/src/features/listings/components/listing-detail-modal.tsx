import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Listing } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';
import { ListingStatusBadge } from './listing-status-badge';

interface ListingDetailModalProps {
  /** The listing to show, or null while closed. */
  listing: Listing | null;
  onClose: () => void;
}

/** A listing in full: everything its author wrote, shown as text, and how to reach them. */
export function ListingDetailModal({ listing, onClose }: ListingDetailModalProps) {
  const { t } = useTranslation('listings');
  const formatDate = useFormatDate();
  return (
    <Modal
      opened={listing !== null}
      onClose={onClose}
      title={listing?.title ?? ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('detail.close') }}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      {listing === null ? null : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{t(`categories.${listing.category}.title`)}</Badge>
            {listing.status === 'approved' && !listing.is_expired ? null : (
              <ListingStatusBadge listing={listing} />
            )}
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {listing.description}
          </Text>
          <Stack gap={4} component="dl" m={0}>
            <Text component="dt" size="sm" fw={600}>
              {t('detail.contact')}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {listing.contact}
            </Text>
            <Text component="dt" size="sm" fw={600} mt="xs">
              {t('detail.expires')}
            </Text>
            <Text component="dd" m={0}>
              {formatDate(`${listing.expires_on}T12:00:00Z`)}
            </Text>
            {listing.author_name === null ? null : (
              <>
                <Text component="dt" size="sm" fw={600} mt="xs">
                  {t('detail.author')}
                </Text>
                <Text component="dd" m={0}>
                  {listing.author_name}
                </Text>
              </>
            )}
          </Stack>
          {listing.review_note === null ? null : (
            <Text size="sm" c="dimmed">
              {t('detail.note', { note: listing.review_note })}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
