import type { ReactNode } from 'react';
import { Button, EmptyState, SimpleGrid } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SearchInput } from '../list-filters';
import { PagedList, type ListPage, type PagedQuery } from '../paged-list';
import { PageFrame } from './page-frame';

/** What the frame needs of the list: the paged list's read, page and `update`, and its texts. */
export interface ListPageFrameList {
  query: PagedQuery<{ items: readonly unknown[]; total: number }>;
  params: ListPage;
  update: (patch: Partial<ListPage>) => void;
  /** The alert's heading when the first read failed (with Retry). */
  loadFailed: string;
  /** The empty state's texts; without them the page shows its own (inside its rows). */
  empty?: { title: string; description: string };
}

export interface ListPageFrameProps {
  /** The page's h1 and tab title. */
  title: string;
  description: string;
  /** The "Add" button (a link to the add page); left out when both are undefined. */
  addLabel?: string;
  addTo?: string;
  /** The search box: its label, placeholder and text (see `useListState`). */
  search?: { label: string; placeholder?: string; value: string; onChange: (text: string) => void };
  /** More filter inputs, laid out in the same grid as the search box. */
  filters?: ReactNode;
  /** The list's read and page, its failure's heading and its empty state (see `listPageFrameState`). */
  list: ListPageFrameList;
  /** Shown above everything else inside the page's container (a section's navigation). */
  header?: ReactNode;
  /** The table or cards of the rows. */
  children: ReactNode;
}

/**
 * The frame of a list page: title and description, an Add button,
 * the search box and filters, then the paged list: the rows, an empty state or
 * a load error, and the pager.
 */
export function ListPageFrame({
  title,
  description,
  addLabel,
  addTo,
  search,
  filters,
  list,
  header,
  children,
}: ListPageFrameProps) {
  return (
    <PageFrame
      title={title}
      lead={description}
      size="xl"
      header={header}
      actions={
        addLabel === undefined || addTo === undefined ? undefined : (
          <Button component={Link} to={addTo} leftSection={<IconPlus size={16} aria-hidden />}>
            {addLabel}
          </Button>
        )
      }
    >
      {search === undefined && filters === undefined ? null : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="md" spacing="sm">
          {search === undefined ? null : (
            <SearchInput
              label={search.label}
              placeholder={search.placeholder}
              value={search.value}
              onChange={search.onChange}
            />
          )}
          {filters}
        </SimpleGrid>
      )}

      <PagedList
        query={list.query}
        params={list.params}
        update={list.update}
        loadFailed={list.loadFailed}
        isEmpty={list.empty === undefined ? () => false : undefined}
        empty={
          list.empty === undefined ? null : (
            <EmptyState
              icon={<IconListDetails size={32} aria-hidden />}
              withIndicatorBackground
              title={list.empty.title}
              description={list.empty.description}
              py="xl"
            />
          )
        }
      >
        {() => children}
      </PagedList>
    </PageFrame>
  );
}
