import type { ListPageFrameList } from './list-page-frame';
import { listPageFrameState, type ListPageFrameStateOptions } from './list-page-frame-state';

export interface ListPagePartsOptions {
  list: ListPageFrameStateOptions['list'];
  params: ListPageFrameList['params'];
  /** The list's `update` from `useListState`. */
  update: ListPageFrameList['update'];
  /** The page's translation. */
  t: (key: string, options?: { count: number }) => string;
  /** The key under which the page's list texts sit (`list`: `list.loadFailed`, `list.empty`, …). */
  texts: string;
  /** Whether a search or filter is set: the empty state then says nothing matches. */
  isFiltered: boolean;
  /** The filtered empty state's hint, when the page shares one (`list.emptyFilteredHint`). */
  filteredHintKey?: string;
}

/**
 * What a list page's `ListPageFrame` and `ListTable` take besides its own
 * parts, from texts named alike under one key (`loadFailed`, `empty`,
 * `emptyHint`, `emptyFiltered`, `emptyFilteredHint`, `caption`): the load
 * error, the empty state and the pager; the caption and up to five
 * placeholder rows while the first page loads.
 */
export function listPageParts({
  list,
  params,
  update,
  t,
  texts,
  isFiltered,
  filteredHintKey = `${texts}.emptyFilteredHint`,
}: ListPagePartsOptions) {
  return {
    frame: listPageFrameState({
      list,
      params,
      update,
      loadErrorTitle: t(`${texts}.loadFailed`),
      empty: {
        isFiltered,
        title: t(`${texts}.empty`),
        hint: t(`${texts}.emptyHint`),
        filteredTitle: t(`${texts}.emptyFiltered`),
        filteredHint: t(filteredHintKey),
      },
    }),
    table: {
      caption: t(`${texts}.caption`, { count: list.data?.total ?? 0 }),
      loading: list.data === undefined,
      loadingRows: Math.min(params.page_size, 5),
    },
  };
}
