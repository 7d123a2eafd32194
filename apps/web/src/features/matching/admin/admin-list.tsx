import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ListTable } from '../../../components/list-table';
import { ListPageFrame } from '../../../components/page-frames/list-page-frame';
import {
  listPageParts,
  type ListPagePartsOptions,
} from '../../../components/page-frames/list-page-parts';
import { MatchingAdminNav } from './matching-admin-nav';
import { RoundSelect } from './round-select';

type AdminListPartsOptions = Omit<ListPagePartsOptions, 'texts' | 'filteredHintKey' | 'params'> & {
  params: ListPagePartsOptions['params'] & { round_id?: string | undefined };
  /** The key under which the page's list texts sit (`list` unless told). */
  texts?: string;
};

/**
 * A matching admin list page: the section's navigation, the title, lead and
 * Add button (`<texts>.title`, `.lead`, `.add`), the search box (`.search`),
 * the round filter then the page's own filters, and the table of rows with
 * the shared states (see `listPageParts`).
 */
export function AdminListFrame({
  list,
  params,
  update,
  t,
  texts = 'list',
  isFiltered,
  addTo,
  search,
  filters,
  columns,
  minWidth,
  children,
}: AdminListPartsOptions & {
  /** The add page; no Add button without it. */
  addTo?: string;
  /** The search box's text, its change and placeholder; no search box without it. */
  search?: { value: string; onChange: (text: string) => void; placeholder?: string };
  /** The filters after the round filter. */
  filters?: ReactNode;
  /** The table's column headings and the width under which it scrolls. */
  columns: readonly string[];
  minWidth: number;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}) {
  const parts = listPageParts({ list, params, update, t, texts, isFiltered });
  return (
    <ListPageFrame
      header={<MatchingAdminNav />}
      title={t(`${texts}.title`)}
      description={t(`${texts}.lead`)}
      addLabel={addTo === undefined ? undefined : t(`${texts}.add`)}
      addTo={addTo}
      search={search === undefined ? undefined : { label: t(`${texts}.search`), ...search }}
      filters={
        <>
          <RoundFilter value={params.round_id} update={update} />
          {filters}
        </>
      }
      {...parts.frame}
    >
      <ListTable {...parts.table} columns={columns} minWidth={minWidth}>
        {children}
      </ListTable>
    </ListPageFrame>
  );
}

/** A list's round filter: all rounds or one; choosing goes back to the first page. */
function RoundFilter({
  value,
  update,
}: {
  value: string | undefined;
  update: (patch: { round_id: string | undefined; page: number }) => void;
}) {
  return (
    <RoundSelect
      allowAll
      value={value}
      onChange={(roundId) => {
        update({ round_id: roundId, page: 1 });
      }}
    />
  );
}

/** A list's calculation filter, set by a calculation's link: its short id and a button that clears it. */
export function CalculationFilter({
  calculationId,
  label,
  clearLabel,
  shown = (shortId) => shortId,
  update,
}: {
  calculationId: string | undefined;
  label: string;
  /** The button's accessible name ("Show every calculation"). */
  clearLabel: string;
  /** The button's text from the id's first eight characters. */
  shown?: (shortId: string) => string;
  update: (patch: { calculation_id: undefined; page: number }) => void;
}) {
  if (calculationId === undefined) return null;
  return (
    <Stack gap={4} justify="flex-end">
      <Text size="sm" fw={500} component="span">
        {label}
      </Text>
      <Button
        variant="light"
        rightSection={<IconX size={14} aria-hidden />}
        aria-label={clearLabel}
        onClick={() => {
          update({ calculation_id: undefined, page: 1 });
        }}
      >
        {shown(calculationId.slice(0, 8))}
      </Button>
    </Stack>
  );
}
