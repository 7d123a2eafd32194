import { useState } from 'react';
import { ListPagination } from '../../../components/list-pagination';

/**
 * The page of a list kept in its panel (not in the address): the read's page
 * and size, a way back to the first page (a filter changed), and the pager.
 */
export function useLocalPaging(initialPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    toFirstPage: () => {
      setPage(1);
    },
    pager: (total: number) => (
      <ListPagination
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPage(1);
          setPageSize(size);
        }}
      />
    ),
  };
}
