import type { ListPageFrameProps } from './list-page-frame';

/** The page a list shows. */
interface ListPageParams {
  page: number;
  page_size: number;
}

/** The parts of a list query the frame needs (a TanStack `useQuery` result fits). */
export interface ListPageQuery {
  data: { items: readonly unknown[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface ListPageFrameStateOptions {
  list: ListPageQuery;
  params: ListPageParams;
  /** The list's `update` from `useListState`. */
  update: (patch: Partial<ListPageParams>) => void;
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
 * The `loadError`, `empty` and `pagination` props of `ListPageFrame` for a list
 * page, from its query, its list parameters and their `update`.
 */
export function listPageFrameState({
  list,
  params,
  update,
  loadErrorTitle,
  empty,
}: ListPageFrameStateOptions): Pick<ListPageFrameProps, 'loadError' | 'empty' | 'pagination'> {
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
