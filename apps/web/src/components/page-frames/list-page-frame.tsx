import type { ReactNode } from 'react';
import { Button, EmptyState, SimpleGrid, TextInput } from '@mantine/core';
import { IconListDetails, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPagination } from '../list-pagination';
import { LoadErrorState } from '../load-error-state';
import { PageFrame } from './page-frame';

export interface ListPagePagination {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
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
  /** A failed first read: shows the error with a Retry button instead of the list. */
  loadError?: { title: string; error: unknown; onRetry: () => void } | null;
  /** Shown instead of the list when set (the list has no rows). */
  empty?: { title: string; description: string } | null;
  /** The pager under the list, once the first page has loaded. */
  pagination?: ListPagePagination | null;
  /** Shown above everything else inside the page's container (a section's navigation). */
  header?: ReactNode;
  /** The table or cards of the rows. */
  children: ReactNode;
}

/**
 * The frame of a list page: title and description, an Add button,
 * the search box and filters, then the rows, an empty state or a load error,
 * and the pager.
 */
export function ListPageFrame({
  title,
  description,
  addLabel,
  addTo,
  search,
  filters,
  loadError,
  empty,
  pagination,
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
            <TextInput
              label={search.label}
              placeholder={search.placeholder}
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search.value}
              onChange={(event) => {
                search.onChange(event.currentTarget.value);
              }}
            />
          )}
          {filters}
        </SimpleGrid>
      )}

      {loadError === undefined || loadError === null ? (
        empty === undefined || empty === null ? (
          <>
            {children}
            {pagination === undefined || pagination === null ? null : (
              <ListPagination
                page={pagination.page}
                pageSize={pagination.pageSize}
                total={pagination.total}
                onPageChange={pagination.onPageChange}
                onPageSizeChange={pagination.onPageSizeChange}
              />
            )}
          </>
        ) : (
          <EmptyState
            icon={<IconListDetails size={32} aria-hidden />}
            withIndicatorBackground
            title={empty.title}
            description={empty.description}
            py="xl"
          />
        )
      ) : (
        <LoadErrorState
          title={loadError.title}
          error={loadError.error}
          onRetry={loadError.onRetry}
        />
      )}
    </PageFrame>
  );
}
