import { useId, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listingLimits, listingRejectBodySchema, type Listing } from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoteDialog } from '../../../components/note-dialog';
import { useFormatDate } from '../../../lib/format-date';
import { statusOf } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useApproveListing, useRejectListing, useRemoveListing } from '../api';
import { ListingStatusBadge } from './listing-status-badge';

type Dialog = 'reject' | 'remove';

/** Someone else reviewed or removed it first: the refreshed list tells the rest. */
function isStale(error: unknown): boolean {
  const status = statusOf(error);
  return status === 409 || status === 404;
}

/** One listing of the moderators' queue with Approve, Reject (with a note) and Remove. */
export function ListingReviewCard({ listing, disabled }: { listing: Listing; disabled: boolean }) {
  const { t } = useTranslation('listings');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const approve = useApproveListing();
  const reject = useRejectListing();
  const remove = useRemoveListing();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const titleId = useId();
  const busy = disabled || approve.isPending || reject.isPending || remove.isPending;
  const title = listing.title;

  function notifyFailure(error: unknown) {
    notifications.show({ color: 'red', title: t('review.failed'), message: errorMessage(error) });
  }

  async function runDialogAction(action: () => Promise<unknown>, done: string) {
    setFailure(null);
    try {
      await action();
      setDialog(null);
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      if (isStale(error)) {
        setDialog(null);
        notifyFailure(error);
      } else {
        setFailure(error);
      }
    }
  }

  async function approveNow() {
    try {
      await approve.mutateAsync({ params: { listing_id: listing.listing_id } });
      notifications.show({ color: 'green', message: t('review.approved', { title }) });
    } catch (error) {
      notifyFailure(error);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light">{t(`categories.${listing.category}.title`)}</Badge>
              <ListingStatusBadge listing={listing} />
            </Group>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('review.meta', {
                author: listing.author_name ?? t('review.unknownAuthor'),
                posted: formatDate(listing.created_at),
                expires: formatDate(`${listing.expires_on}T12:00:00Z`),
              })}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {listing.description}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {t('detail.contact')}:
          </Text>{' '}
          {listing.contact}
        </Text>
        {listing.review_note === null ? null : (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {t('detail.note', { note: listing.review_note })}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {listing.status === 'waiting' ? (
            <>
              <Button
                color="green"
                size="xs"
                leftSection={<IconCheck size={14} aria-hidden />}
                aria-label={t('review.actions.approveLabel', { title })}
                disabled={busy || listing.is_expired}
                loading={approve.isPending}
                onClick={() => {
                  void approveNow();
                }}
              >
                {t('review.actions.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                size="xs"
                leftSection={<IconX size={14} aria-hidden />}
                aria-label={t('review.actions.rejectLabel', { title })}
                disabled={busy}
                onClick={() => {
                  setFailure(null);
                  setDialog('reject');
                }}
              >
                {t('review.actions.reject')}
              </Button>
            </>
          ) : null}
          <Button
            color="red"
            variant="subtle"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('review.actions.removeLabel', { title })}
            disabled={busy}
            onClick={() => {
              setFailure(null);
              setDialog('remove');
            }}
          >
            {t('review.actions.remove')}
          </Button>
        </Group>
      </Stack>
      {dialog === 'reject' ? (
        <NoteDialog
          opened
          title={t('review.rejectDialog.title')}
          body={t('review.rejectDialog.body', { title })}
          noteLabel={t('review.rejectDialog.note')}
          noteHint={t('review.rejectDialog.noteHint')}
          schema={listingRejectBodySchema}
          maxLength={listingLimits.reviewNoteMaxLength}
          submitLabel={t('review.rejectDialog.submit')}
          submitColor="red"
          submitIcon={IconX}
          pending={reject.isPending}
          error={failure}
          onClose={() => {
            setDialog(null);
          }}
          onSubmit={(note) => {
            void runDialogAction(
              () =>
                reject.mutateAsync({ params: { listing_id: listing.listing_id }, body: { note } }),
              t('review.rejected', { title }),
            );
          }}
        />
      ) : null}
      {dialog === 'remove' ? (
        <ConfirmDialog
          opened
          title={t('review.removeDialog.title')}
          body={t('review.removeDialog.question', { title })}
          confirmLabel={t('review.removeDialog.confirm')}
          confirmColor="red"
          pending={remove.isPending}
          error={failure}
          onClose={() => {
            setDialog(null);
          }}
          onConfirm={() => {
            void runDialogAction(
              () => remove.mutateAsync({ params: { listing_id: listing.listing_id } }),
              t('review.removed', { title }),
            );
          }}
        />
      ) : null}
    </Paper>
  );
}
