import { useEffect } from 'react';
import {
  Checkbox,
  EmptyState,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  listingCategories,
  listingReviewQuerySchema,
  listingStatuses,
  type ListingStatus,
} from '@campus/contracts';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
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
  const { t: tCommon } = useTranslation('common');
  const { params, update } = usePanelListState(listingReviewQuerySchema, queueKeys);
  const queue = useListingQueue(params);
  const data = queue.data;
  const lastPage = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / params.page_size));
  const pastTheEnd = data !== undefined && !queue.isPlaceholderData && params.page > lastPage;

  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  return (
    <Stack gap="md" component="section" aria-labelledby="listings-review-title">
      <Stack gap={4}>
        <Title order={2} size="h3" id="listings-review-title">
          {t('review.title')}
        </Title>
        <Text c="dimmed" size="sm" maw="70ch">
          {t('review.lead')}
        </Text>
      </Stack>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="listings-review-status">
            {t('review.statusLabel')}
          </Text>
          <SegmentedControl<ListingStatus>
            aria-labelledby="listings-review-status"
            value={params.status}
            onChange={(status) => {
              update({ status, page: 1 });
            }}
            data={listingStatuses.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
        </Stack>
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
        <Text size="sm" fw={500} aria-live="polite">
          {t('review.count', { count: data.total })}
        </Text>
      )}
      {queue.isError && data === undefined ? (
        <LoadErrorState
          title={t('review.loadFailed')}
          error={queue.error}
          onRetry={() => {
            void queue.refetch();
          }}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={140} radius="md" aria-hidden />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconInbox size={32} aria-hidden />}
          withIndicatorBackground
          title={t('review.emptyTitle')}
          description={t('review.emptyDescription')}
          py="xl"
        />
      ) : (
        <>
          <Stack gap="sm" style={{ opacity: queue.isPlaceholderData ? 0.6 : 1 }}>
            {data.items.map((listing) => (
              <ListingReviewCard
                key={listing.listing_id}
                listing={listing}
                disabled={queue.isPlaceholderData}
              />
            ))}
          </Stack>
          <ListPagination
            page={params.page}
            pageSize={params.page_size}
            total={data.total}
            onPageChange={(page) => {
              update({ page });
            }}
            onPageSizeChange={(pageSize) => {
              update({ page_size: pageSize, page: 1 });
            }}
          />
        </>
      )}
    </Stack>
  );
}
