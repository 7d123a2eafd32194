import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  listPageFrameState,
  type ListPageFrameStateOptions,
} from '../../../components/page-frames/list-page-frame-state';
import { RoundSelect } from './round-select';

interface AdminListParams {
  page: number;
  page_size: number;
}

interface AdminListPartsOptions {
  list: ListPageFrameStateOptions['list'];
  params: AdminListParams;
  /** The list's `update` from `useListState`. */
  update: (patch: Partial<AdminListParams>) => void;
  /** The page's translation. */
  t: (key: string, options?: { count: number }) => string;
  /** The key under which the page's list texts sit (`list`: `list.loadFailed`, `list.empty`, …). */
  texts?: string;
  isFiltered: boolean;
}

/**
 * What the matching admin lists share: the frame's load error, empty state and
 * pager, and the table's caption and placeholder rows, from texts named alike
 * under one key (`loadFailed`, `empty`, `emptyHint`, `emptyFiltered`,
 * `emptyFilteredHint`, `caption`).
 */
export function adminListParts({
  list,
  params,
  update,
  t,
  texts = 'list',
  isFiltered,
}: AdminListPartsOptions) {
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
        filteredHint: t(`${texts}.emptyFilteredHint`),
      },
    }),
    table: {
      caption: t(`${texts}.caption`, { count: list.data?.total ?? 0 }),
      loading: list.data === undefined,
      loadingRows: Math.min(params.page_size, 5),
    },
  };
}

/** A list's round filter: all rounds or one; choosing goes back to the first page. */
export function RoundFilter({
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

/** A filter a link set (a calculation's rows): what it is and a button that clears it. */
export function LinkedFilter({
  label,
  clearLabel,
  onClear,
  children,
}: {
  label: string;
  /** The button's accessible name ("Show every calculation"). */
  clearLabel: string;
  onClear: () => void;
  /** The button's text: the filter's value. */
  children: ReactNode;
}) {
  return (
    <Stack gap={4} justify="flex-end">
      <Text size="sm" fw={500} component="span">
        {label}
      </Text>
      <Button
        variant="light"
        rightSection={<IconX size={14} aria-hidden />}
        aria-label={clearLabel}
        onClick={onClear}
      >
        {children}
      </Button>
    </Stack>
  );
}
