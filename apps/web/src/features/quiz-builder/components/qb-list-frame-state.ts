import type { QbListFrameProps } from './qb-list-frame';

/** The page a list shows. */
interface QbListPage {
  page: number;
  page_size: number;
}

/** The parts of a list query the frame needs (a TanStack `useQuery` result fits). */
export interface QbListQuery {
  data: { items: readonly unknown[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface QbListFrameStateOptions {
  list: QbListQuery;
  params: QbListPage;
  /** The list's `update` from `useListState`. */
  update: (patch: Partial<QbListPage>) => void;
  /** The title of the load error. */
  loadErrorTitle: string;
  /** The empty state's texts; without them the page shows its own empty state. */
  empty?: {
    isFiltered: boolean;
    title: string;
    hint: string;
    filteredTitle: string;
    filteredHint: string;
  };
}

/**
 * The `loadError`, `empty` and `pagination` props of `QbListFrame` for a list
 * page, from its query, its list parameters and their `update`.
 */
export function qbListFrameState({
  list,
  params,
  update,
  loadErrorTitle,
  empty,
}: QbListFrameStateOptions): Pick<QbListFrameProps, 'loadError' | 'empty' | 'pagination'> {
  const data = list.data;
  return {
    loadError:
      list.isError && data === undefined
        ? {
            title: loadErrorTitle,
            error: list.error,
            onRetry: () => {
              void list.refetch();
            },
          }
        : null,
    empty:
      empty !== undefined && data?.items.length === 0
        ? {
            title: empty.isFiltered ? empty.filteredTitle : empty.title,
            description: empty.isFiltered ? empty.filteredHint : empty.hint,
          }
        : null,
    pagination:
      data === undefined
        ? null
        : {
            page: params.page,
            pageSize: params.page_size,
            total: data.total,
            onPageChange: (page) => {
              update({ page });
            },
            onPageSizeChange: (pageSize) => {
              update({ page_size: pageSize, page: 1 });
            },
          },
  };
}
