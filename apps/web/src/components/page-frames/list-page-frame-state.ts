import type { ListPageFrameList } from './list-page-frame';

export interface ListPageFrameStateOptions {
  list: ListPageFrameList['query'];
  params: ListPageFrameList['params'];
  /** The list's `update` from `useListState`. */
  update: ListPageFrameList['update'];
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
 * The `list` prop of `ListPageFrame` for a list page, from its query, its
 * list parameters and their `update`, with the filtered or unfiltered empty texts.
 */
export function listPageFrameState({
  list,
  params,
  update,
  loadErrorTitle,
  empty,
}: ListPageFrameStateOptions): { list: ListPageFrameList } {
  return {
    list: {
      query: list,
      params,
      update,
      loadFailed: loadErrorTitle,
      empty:
        empty === undefined
          ? undefined
          : {
              title: empty.isFiltered ? empty.filteredTitle : empty.title,
              description: empty.isFiltered ? empty.filteredHint : empty.hint,
            },
    },
  };
}
