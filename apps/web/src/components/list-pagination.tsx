import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageSizes } from '@campus/contracts';

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The pager under a list: which rows are shown, the page size (10, 25, 50, 100) and the pages. */
export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('pagination.range', { first, last, total })}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          label={t('pagination.pageSize')}
          size="xs"
          data={pageSizes.map((size) => String(size))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => {
            if (value !== null) onPageSizeChange(Number(value));
          }}
          // The label sits beside the input on one line, and the input is wide enough for "100".
          styles={{
            root: { display: 'flex', alignItems: 'center', gap: 8 },
            label: { whiteSpace: 'nowrap', marginBottom: 0 },
            wrapper: { width: 76 },
          }}
        />
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          siblings={1}
          aria-label={t('pagination.label')}
          getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      </Group>
    </Group>
  );
}

/** The page of a list as its list state holds it. */
interface ListPageParams {
  page: number;
  page_size: number;
}

/**
 * The pager of a list whose page lives in its list state (`useListState`'s
 * `update`): a new page, or a new size from the first page.
 */
export function ListPager({
  params,
  update,
  total,
}: {
  params: ListPageParams;
  update: (patch: Partial<ListPageParams>) => void;
  total: number;
}) {
  return (
    <ListPagination
      page={params.page}
      pageSize={params.page_size}
      total={total}
      onPageChange={(page) => {
        update({ page });
      }}
      onPageSizeChange={(pageSize) => {
        update({ page_size: pageSize, page: 1 });
      }}
    />
  );
}
