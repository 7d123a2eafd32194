import { useState } from 'react';
import {
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconClipboardList, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Listing } from '@campus/contracts';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import { useMyListings, useWithdrawListing, type PageParams } from './api/listings-api';
import { ConfirmModal } from './components/confirm-modal';
import { ListingEditorDrawer, type ListingEditorTarget } from './components/listing-editor-drawer';
import { ListingStatusBadge } from './components/listing-status-badge';

const firstPage: PageParams = { page: 1, page_size: 10 };

/**
 * "My listings" for the signed-in person's space: every listing they posted
 * with its status, the moderator's note and the expiry; edit or withdraw
 * while it waits.
 */
export function MyListingsSection() {
  const { t } = useTranslation('listings');
  const { t: tCommon } = useTranslation('common');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const [params, setParams] = useState<PageParams>(firstPage);
  const mine = useMyListings(params);
  const withdraw = useWithdrawListing();
  const [editing, setEditing] = useState<ListingEditorTarget | null>(null);
  const [openings, setOpenings] = useState(0);
  const [withdrawing, setWithdrawing] = useState<Listing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = mine.data;

  function edit(listing: Listing) {
    setOpenings(openings + 1);
    setEditing({ listing, category: listing.category, opening: openings + 1 });
  }

  async function confirmWithdraw(listing: Listing) {
    setFailure(null);
    try {
      await withdraw.mutateAsync(listing.listing_id);
      setWithdrawing(null);
      notifications.show({ color: 'green', message: t('mine.withdrawn') });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Stack component="section" aria-labelledby="my-listings" gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-listings">
          {t('mine.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.lead')}
        </Text>
      </Stack>
      {mine.isError && data === undefined ? (
        <LoadErrorState
          title={t('mine.loadFailed')}
          error={mine.error}
          onRetry={() => {
            void mine.refetch();
          }}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={96} radius="md" aria-hidden />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconClipboardList size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
          py="lg"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/home" variant="default">
              {t('mine.browse')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          <Stack gap="sm">
            {data.items.map((listing) => (
              <Paper
                key={listing.listing_id}
                withBorder
                radius="md"
                p="md"
                component="article"
                aria-label={listing.title}
              >
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
                  {listing.status === 'waiting' && !listing.is_expired ? (
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
              </Paper>
            ))}
          </Stack>
          <ListPagination
            page={params.page}
            pageSize={params.page_size}
            total={data.total}
            onPageChange={(page) => {
              setParams((current) => ({ ...current, page }));
            }}
            onPageSizeChange={(pageSize) => {
              setParams({ page: 1, page_size: pageSize });
            }}
          />
        </>
      )}
      <ListingEditorDrawer
        target={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      {withdrawing === null ? null : (
        <ConfirmModal
          title={t('mine.withdrawDialog.title')}
          question={t('mine.withdrawDialog.question', { title: withdrawing.title })}
          confirmLabel={t('mine.withdraw')}
          pending={withdraw.isPending}
          failure={failure}
          onClose={() => {
            setWithdrawing(null);
          }}
          onConfirm={() => {
            void confirmWithdraw(withdrawing);
          }}
        />
      )}
    </Stack>
  );
}
