import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconClipboardList, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listingFactsOf, listingPolicy, type Listing } from '@campus/contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  MySpaceCard,
  MySpaceEmpty,
  MySpaceSection,
  useSectionPaging,
} from '../../components/my-space-section';
import { useFormatDate } from '../../lib/format-date';
import { useMyListings, useWithdrawListing } from './api';
import { ListingEditorDrawer, type ListingEditorTarget } from './components/listing-editor-drawer';
import { ListingStatusBadge } from './components/listing-status-badge';
import { useDrawerTarget } from '../../components/add-edit-drawer';

/**
 * "My listings" for the signed-in person's space: every listing they posted
 * with its status, the moderator's note and the expiry; edit or withdraw
 * while it waits.
 */
export function MyListingsSection() {
  const { t } = useTranslation('listings');
  const { t: tCommon } = useTranslation('common');
  const formatDate = useFormatDate();
  const { params, paging } = useSectionPaging();
  const mine = useMyListings(params);
  const withdraw = useWithdrawListing();
  const editingDrawer = useDrawerTarget<ListingEditorTarget>();
  const [withdrawing, setWithdrawing] = useState<Listing | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  function edit(listing: Listing) {
    editingDrawer.open({ listing, category: listing.category });
  }

  async function confirmWithdraw(listing: Listing) {
    setFailure(null);
    try {
      await withdraw.mutateAsync({ params: { listing_id: listing.listing_id } });
      setWithdrawing(null);
      notifications.show({ color: 'green', message: t('mine.withdrawn') });
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <MySpaceSection
      id="my-listings"
      title={t('mine.title')}
      lead={t('mine.lead')}
      loadFailed={t('mine.loadFailed')}
      query={mine}
      empty={
        <MySpaceEmpty
          icon={<IconClipboardList size={28} aria-hidden />}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
        >
          <Button component={Link} to="/home" variant="default">
            {t('mine.browse')}
          </Button>
        </MySpaceEmpty>
      }
      paging={paging}
      footer={
        <>
          <ListingEditorDrawer
            target={editingDrawer.target}
            onClose={() => {
              editingDrawer.close();
            }}
          />
          {withdrawing === null ? null : (
            <ConfirmDialog
              opened
              title={t('mine.withdrawDialog.title')}
              body={t('mine.withdrawDialog.question', { title: withdrawing.title })}
              confirmLabel={t('mine.withdraw')}
              confirmColor="red"
              pending={withdraw.isPending}
              error={failure}
              onClose={() => {
                setWithdrawing(null);
              }}
              onConfirm={() => {
                void confirmWithdraw(withdrawing);
              }}
            />
          )}
        </>
      }
    >
      {(data) => (
        <Stack gap="sm">
          {data.items.map((listing) => (
            <MySpaceCard key={listing.listing_id} label={listing.title}>
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{t(`categories.${listing.category}.title`)}</Badge>
                  <ListingStatusBadge listing={listing} />
                </Group>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {listing.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('card.expires', { date: formatDate(`${listing.expires_on}T12:00:00Z`) })}
                </Text>
                {listing.review_note === null ? null : (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {t('detail.note', { note: listing.review_note })}
                  </Text>
                )}
                {listingPolicy.mayChange(listingFactsOf(listing)) ? (
                  <Group gap="xs" justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={t('mine.editLabel', { title: listing.title })}
                      onClick={() => {
                        edit(listing);
                      }}
                    >
                      {tCommon('actions.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconArrowBackUp size={14} aria-hidden />}
                      aria-label={t('mine.withdrawLabel', { title: listing.title })}
                      onClick={() => {
                        setFailure(null);
                        setWithdrawing(listing);
                      }}
                    >
                      {t('mine.withdraw')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </MySpaceCard>
          ))}
        </Stack>
      )}
    </MySpaceSection>
  );
}
