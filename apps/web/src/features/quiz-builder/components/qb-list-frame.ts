import { useTranslation } from 'react-i18next';
import type { ListPageFrameProps } from '../../../components/page-frames/list-page-frame';
import {
  listPageFrameState,
  type ListPageFrameStateOptions,
} from '../../../components/page-frames/list-page-frame-state';

/**
 * The search box and the states (load error, empty, pager) of a library
 * list page, with the builder's shared words; the section gives its own
 * placeholder and empty-state texts.
 */
export function useQbListFrame({
  list,
  params,
  update,
  searchText,
  changeSearch,
  searchPlaceholder,
  isFiltered,
  emptyTitle,
  emptyHint,
}: Pick<ListPageFrameStateOptions, 'list' | 'params' | 'update'> & {
  /** The search box's text and its change (`useListState`). */
  searchText: string;
  changeSearch: (text: string) => void;
  searchPlaceholder: string;
  /** Whether a search or filter is set: the empty state then says nothing matches. */
  isFiltered: boolean;
  /** The empty state of the unfiltered list. */
  emptyTitle: string;
  emptyHint: string;
}): Pick<ListPageFrameProps, 'search' | 'list'> {
  const { t } = useTranslation('quiz-builder');
  return {
    search: {
      label: t('shared.search'),
      placeholder: searchPlaceholder,
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
        title: emptyTitle,
        hint: emptyHint,
        filteredTitle: t('shared.emptyFiltered'),
        filteredHint: t('shared.emptyFilteredHint'),
      },
    }),
  };
}
