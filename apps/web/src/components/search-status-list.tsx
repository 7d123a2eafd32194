import type { ReactNode } from 'react';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { FilterSelect, SearchInput } from './list-filters';
import { FilteredEmptyState, PagedList, type ListPage, type PagedQuery } from './paged-list';

/** The texts of a searched list filtered by status, each a key the feature words. */
export type SearchStatusListTextKey =
  | 'search'
  | 'searchPlaceholder'
  | 'status'
  | 'allStatuses'
  | 'loadFailed'
  | 'emptyTitle'
  | 'emptyDescription'
  | 'emptyFilteredTitle'
  | 'emptyFilteredDescription';

/** The list's state in the address, as `useListState` gives it: a search, a status and a page. */
export interface SearchStatusListState<Status extends string> {
  params: ListPage & { q?: string; status?: Status };
  update: (patch: Partial<ListPage> & { status?: Status }) => void;
  searchText: string;
  changeSearch: (text: string) => void;
}

interface SearchStatusListProps<
  Status extends string,
  Data extends { items: readonly unknown[]; total: number },
> {
  texts: (key: SearchStatusListTextKey) => string;
  /** The statuses to filter by, in order, and the word of each. */
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  list: SearchStatusListState<Status>;
  query: PagedQuery<Data>;
  /** The empty state's icon. */
  icon: ReactNode;
  /** The columns of the search box and the filter. */
  filterColumns: SimpleGridProps['cols'];
  /** The table or cards; `undefined` while the first page loads. */
  children: (data: Data | undefined) => ReactNode;
}

/**
 * A list searched and filtered by one status (kept in the address by
 * `useListState`): the search box and the filter over the paged list, whose
 * empty state tells "nothing yet" from "nothing matches the filters".
 */
export function SearchStatusList<
  Status extends string,
  Data extends { items: readonly unknown[]; total: number },
>({
  texts,
  statuses,
  statusLabel,
  list,
  query,
  icon,
  filterColumns,
  children,
}: SearchStatusListProps<Status, Data>) {
  const { params, update } = list;
  const isFiltered = (params.q ?? '') !== '' || params.status !== undefined;
  return (
    <>
      <SimpleGrid cols={filterColumns} mb="md" spacing="sm">
        <SearchInput
          label={texts('search')}
          placeholder={texts('searchPlaceholder')}
          value={list.searchText}
          onChange={list.changeSearch}
        />
        <FilterSelect
          label={texts('status')}
          allLabel={texts('allStatuses')}
          options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
          value={params.status}
          onChange={(status) => {
            update({ status, page: 1 });
          }}
        />
      </SimpleGrid>
      <PagedList
        query={query}
        params={params}
        update={update}
        loadFailed={texts('loadFailed')}
        empty={
          <FilteredEmptyState
            icon={icon}
            title={isFiltered ? texts('emptyFilteredTitle') : texts('emptyTitle')}
            description={isFiltered ? texts('emptyFilteredDescription') : texts('emptyDescription')}
            filtered={isFiltered}
          />
        }
      >
        {children}
      </PagedList>
    </>
  );
}
