import type { ReactNode } from 'react';
import { Button, EmptyState, VisuallyHidden } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { ListPager } from './list-pagination';
import { LoadErrorState } from './load-error-state';

/** The page a list shows. */
export interface ListPage {
  page: number;
  page_size: number;
}

/** The read of a list's page, as TanStack Query answers it. */
export interface PagedQuery<Data extends { items: readonly unknown[]; total: number }> {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  isPlaceholderData: boolean;
  isFetching: boolean;
}

interface PagedListProps<Data extends { items: readonly unknown[]; total: number }> {
  query: PagedQuery<Data>;
  params: ListPage;
  /** The list state's `update` (`useListState`, `usePanelListState`). */
  update: (patch: Partial<ListPage>) => void;
  /** The alert's heading when the first read failed (with Retry). */
  loadFailed: string;
  /** Shown instead of the rows when there are none (see `FilteredEmptyState`). */
  empty: ReactNode;
  /** Whether the loaded page counts as empty; no rows once the page is not a placeholder by default. */
  isEmpty?: (data: Data) => boolean;
  /** Announced while another page or filter loads over the shown one; nothing when left out. */
  refreshing?: string;
  /** Fade the rows while the shown page is a placeholder. */
  fade?: boolean;
  /** The table or cards; `undefined` while the first page loads (they show placeholders). */
  children: (data: Data | undefined) => ReactNode;
}

/**
 * A filtered, paged list in a panel or page: a failed first read with Retry,
 * the empty state (with the pager when an old link is past the last page),
 * or the rows with the pager under them.
 */
export function PagedList<Data extends { items: readonly unknown[]; total: number }>({
  query,
  params,
  update,
  loadFailed,
  empty,
  isEmpty,
  refreshing,
  fade = false,
  children,
}: PagedListProps<Data>) {
  const data = query.data;
  if (query.isError && data === undefined) {
    return <LoadErrorState title={loadFailed} query={query} />;
  }
  const pager =
    data === undefined ? null : <ListPager params={params} update={update} total={data.total} />;
  const shownEmpty =
    data !== undefined &&
    (isEmpty === undefined ? data.items.length === 0 && !query.isPlaceholderData : isEmpty(data));
  if (shownEmpty) {
    // A page past the end (an old link) keeps the pager, to go back to the rows.
    return data.total > 0 ? (
      <div>
        {empty}
        {pager}
      </div>
    ) : (
      empty
    );
  }
  const rows = children(data);
  return (
    <div>
      {refreshing !== undefined && query.isFetching && data !== undefined ? (
        <VisuallyHidden role="status">{refreshing}</VisuallyHidden>
      ) : null}
      {fade ? (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {rows}
        </div>
      ) : (
        rows
      )}
      {pager}
    </div>
  );
}

interface FilteredEmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  /** True when filters are set: a button offers to clear them (when `onClear` is given). */
  filtered: boolean;
  clearLabel?: string;
  onClear?: () => void;
}

/** A list with no rows: what is missing, and a button to clear the filters when some are set. */
export function FilteredEmptyState({
  icon,
  title,
  description,
  filtered,
  clearLabel,
  onClear,
}: FilteredEmptyStateProps) {
  return (
    <EmptyState icon={icon} withIndicatorBackground title={title} description={description} py="xl">
      {filtered && onClear !== undefined ? (
        <EmptyState.Actions>
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClear}
          >
            {clearLabel}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
