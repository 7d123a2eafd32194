import { Checkbox, EmptyState, Group, Select, Stack } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listingCategories, listingReviewQuerySchema, listingStatuses } from '@campus/contracts';
import { LabelledSegments } from '../../components/labelled-segments';
import { QueueCount, QueueList, useKeepQueuePage } from '../../components/queue-list';
import { SectionHeading } from '../../components/section-heading';
import { useListingQueue } from './api';
import { ListingReviewCard } from './components/listing-review-card';
import { usePanelListState, type PanelKeys } from '../../lib/use-list-state';

/** The panel's keys in the admin panel's query string, apart from the other tabs' keys. */
const queueKeys: PanelKeys<typeof listingReviewQuerySchema> = {
  status: 'listing_status',
  category: 'listing_category',
  include_expired: 'listing_expired',
  page: 'listing_page',
  page_size: 'listing_page_size',
};

/**
 * The listings queue (moderator access), for a tab of `/admin/panel`: waiting
 * listings oldest first, or another status, by category; expired ones hidden
 * unless asked for. Approve, reject with a note, remove.
 */
export function ListingsModerationPanel() {
  const { t } = useTranslation('listings');
  const { params, update } = usePanelListState(listingReviewQuerySchema, queueKeys);
  const queue = useListingQueue(params);
  const data = queue.data;
  useKeepQueuePage(queue, params, update);

  return (
    <Stack gap="md" component="section" aria-labelledby="listings-review-title">
      <SectionHeading
        id="listings-review-title"
        title={t('review.title')}
        lead={t('review.lead')}
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <LabelledSegments
          label={t('review.statusLabel')}
          value={params.status}
          onChange={(status) => {
            update({ status, page: 1 });
          }}
          options={listingStatuses.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
        />
        <Select
          label={t('review.categoryLabel')}
          value={params.category ?? ''}
          allowDeselect={false}
          onChange={(value) => {
            update({
              category: listingCategories.find((category) => category === value),
              page: 1,
            });
          }}
          data={[
            { value: '', label: t('review.allCategories') },
            ...listingCategories.map((category) => ({
              value: category,
              label: t(`categories.${category}.title`),
            })),
          ]}
        />
        {params.status === 'expired' ? null : (
          <Checkbox
            label={t('review.includeExpired')}
            checked={params.include_expired}
            onChange={(event) => {
              update({ include_expired: event.currentTarget.checked, page: 1 });
            }}
            mb={8}
          />
        )}
      </Group>
      {data === undefined ? null : (
        <QueueCount>{t('review.count', { count: data.total })}</QueueCount>
      )}
      <QueueList
        query={queue}
        params={params}
        update={update}
        loadFailed={t('review.loadFailed')}
        skeleton={{ height: 140, count: 1 }}
        empty={
          <EmptyState
            icon={<IconInbox size={32} aria-hidden />}
            withIndicatorBackground
            title={t('review.emptyTitle')}
            description={t('review.emptyDescription')}
            py="xl"
          />
        }
      >
        {(listing, disabled) => (
          <ListingReviewCard key={listing.listing_id} listing={listing} disabled={disabled} />
        )}
      </QueueList>
    </Stack>
  );
}
