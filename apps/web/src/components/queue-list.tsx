import { useEffect, type ReactNode } from 'react';
import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPager } from './list-pagination';
import { LoadErrorState } from './load-error-state';
import type { ListPage, PagedQuery } from './paged-list';

/** The read of a queue's page: the paged list's query over the queue's items. */
export type QueueQuery<Item> = PagedQuery<{ items: readonly Item[]; total: number }>;

interface QueueListProps<Item> {
  query: QueueQuery<Item>;
  params: ListPage;
  /** The list state's `update` (`usePanelListState`). */
  update: (patch: Partial<ListPage>) => void;
  /** The alert's heading when the read failed (with Retry). */
  loadFailed: string;
  /** The placeholders while the first page loads. */
  skeleton: { height: number; count: number };
  /** Shown when the queue holds nothing (an `EmptyState`). */
  empty: ReactNode;
  /** Announced while another page or status loads over the shown one. */
  refreshing?: string;
  /** One card of the queue; `disabled` while the shown page is a placeholder. */
  children: (item: Item, disabled: boolean) => ReactNode;
}

/**
 * A moderation queue's list: a failed read with Retry, placeholders while
 * loading, the empty state, then the cards (faded while the next page loads)
 * and the pager.
 */
export function QueueList<Item>({
  query,
  params,
  update,
  loadFailed,
  skeleton,
  empty,
  refreshing,
  children,
}: QueueListProps<Item>) {
  const { t } = useTranslation('common');
  const data = query.data;
  if (query.isError && data === undefined) {
    return <LoadErrorState title={loadFailed} query={query} />;
  }
  if (data === undefined) {
    return (
      <Stack gap="sm" role="status">
        <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
        {Array.from({ length: skeleton.count }, (_, index) => (
          <Skeleton key={index} height={skeleton.height} radius="md" aria-hidden />
        ))}
      </Stack>
    );
  }
  if (data.total === 0) return empty;
  return (
    <>
      {refreshing !== undefined && query.isFetching ? (
        <VisuallyHidden role="status">{refreshing}</VisuallyHidden>
      ) : null}
      <Stack
        gap="sm"
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {data.items.map((item) => children(item, query.isPlaceholderData))}
      </Stack>
      <ListPager params={params} update={update} total={data.total} />
    </>
  );
}

/** How many items the queue holds in its status, announced when it changes. */
export function QueueCount({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" fw={500} aria-live="polite">
      {children}
    </Text>
  );
}

/**
 * Reviewing the last items of the last page empties it: the queue turns to
 * the new last page instead (replacing the address, so Back skips the empty one).
 */
export function useKeepQueuePage(
  query: Pick<QueueQuery<unknown>, 'data' | 'isPlaceholderData'>,
  params: ListPage,
  update: (patch: Partial<ListPage>, options: { replace: boolean }) => void,
) {
  const data = query.data;
  const lastPage = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / params.page_size));
  const pastTheEnd = data !== undefined && !query.isPlaceholderData && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);
}
