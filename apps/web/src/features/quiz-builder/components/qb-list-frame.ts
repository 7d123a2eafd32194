import { useTranslation } from 'react-i18next';
import type { ListPageFrameProps } from '../../../components/page-frames/list-page-frame';
import {
  listPageFrameState,
  type ListPageFrameStateOptions,
} from '../../../components/page-frames/list-page-frame-state';
import { qbLibraryPaths, type QbLibrarySection } from './qb-library-paths';

/** What a library list's `ListTable` takes besides its columns and width. */
export interface QbListTableParts {
  caption: string;
  loading: boolean;
  loadingRows: number;
}

/**
 * The frame of a library list page from the section's texts (`<section>.title`,
 * `.lead`, `.add`, `.searchPlaceholder`, `.emptyTitle`, `.emptyHint`,
 * `.caption`) and the builder's shared words: the title, the Add button, the
 * search box and the states (load error, empty, pager) for `ListPageFrame`,
 * and the caption and placeholder rows for its `ListTable`.
 */
export function useQbListFrame({
  section,
  list,
  params,
  update,
  searchText,
  changeSearch,
  isFiltered,
}: Pick<ListPageFrameStateOptions, 'list' | 'params' | 'update'> & {
  section: QbLibrarySection;
  /** The search box's text and its change (`useListState`). */
  searchText: string;
  changeSearch: (text: string) => void;
  /** Whether a search or filter is set: the empty state then says nothing matches. */
  isFiltered: boolean;
}): {
  page: Omit<ListPageFrameProps, 'children' | 'filters' | 'header'>;
  table: QbListTableParts;
} {
  const { t } = useTranslation('quiz-builder');
  const total = list.data?.total ?? 0;
  return {
    page: {
      title: t(`${section}.title`),
      description: t(`${section}.lead`),
      addLabel: t(`${section}.add`),
      addTo: `${qbLibraryPaths(section).list}/add`,
      search: {
        label: t('shared.search'),
        placeholder: t(`${section}.searchPlaceholder`),
        value: searchText,
        onChange: changeSearch,
      },
      ...listPageFrameState({
        list,
        params,
        update,
        loadErrorTitle: t('shared.listLoadFailed'),
        empty: {
          isFiltered,
          title: t(`${section}.emptyTitle`),
          hint: t(`${section}.emptyHint`),
          filteredTitle: t('shared.emptyFiltered'),
          filteredHint: t('shared.emptyFilteredHint'),
        },
      }),
    },
    table: {
      caption: t(`${section}.caption`, { count: total }),
      loading: list.data === undefined,
      loadingRows: 5,
    },
  };
}
