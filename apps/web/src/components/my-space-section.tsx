import { useState, type ReactNode } from 'react';
import { EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ListPager } from './list-pagination';
import { LoadErrorState } from './load-error-state';
import { LoadingState } from './loading-state';

/** The page of a section's list. */
export interface SectionPage {
  page: number;
  page_size: number;
}

const firstSectionPage: SectionPage = { page: 1, page_size: 10 };

/** The read behind a section, as TanStack Query answers it. */
export interface SectionQuery<Data> {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** The page a section shows and how to turn it. */
export interface SectionPager {
  params: SectionPage;
  onChange: (params: SectionPage) => void;
}

/** The pager under a section's list, with the page kept by the section. */
export interface SectionPaging<Data> extends SectionPager {
  /** How many rows there are; `data.total` when not given. */
  total?: (data: Data) => number;
  /** Hide the pager while everything fits on the first page. */
  hideWhenOnePage?: boolean;
}

interface MySpaceSectionProps<Data extends object> {
  /** The heading's id: it names the section. */
  id: string;
  title: string;
  lead: string;
  /** The alert's heading when the read failed (with Retry). */
  loadFailed: string;
  query: SectionQuery<Data>;
  /** The placeholder's height while loading. */
  skeletonHeight?: number;
  /** What stands between the heading and the list (a progress card, for example). */
  intro?: ReactNode;
  /** What is shown when there is nothing yet (see `MySpaceEmpty`). */
  empty?: ReactNode;
  /** Whether there is nothing yet; `data.total === 0` when not given. */
  isEmpty?: (data: Data) => boolean;
  paging?: SectionPaging<Data>;
  /** The list itself. */
  children: (data: Data) => ReactNode;
  /** What follows the list whatever its state: links, drawers, dialogs. */
  footer?: ReactNode;
}

/**
 * The page of a section's list, kept in the section (My space holds several
 * lists, so not in the address): the read's parameters and the pager's.
 */
export function useSectionPaging(): { params: SectionPage; paging: SectionPager } {
  const [params, setParams] = useState<SectionPage>(firstSectionPage);
  return { params, paging: { params, onChange: setParams } };
}

function totalOf(data: object): number {
  return 'total' in data && typeof data.total === 'number' ? data.total : 0;
}

/**
 * One section of `/my-space` (features make them, the page arranges them):
 * a heading and a lead, then the list once loaded, a failed read with Retry,
 * a placeholder while loading, the empty state, and the pager.
 */
export function MySpaceSection<Data extends object>({
  id,
  title,
  lead,
  loadFailed,
  query,
  skeletonHeight = 96,
  intro,
  empty,
  isEmpty = (data) => totalOf(data) === 0,
  paging,
  children,
  footer,
}: MySpaceSectionProps<Data>) {
  const data = query.data;

  function pager(loaded: Data) {
    if (paging === undefined) return null;
    const { params, onChange } = paging;
    const total = paging.total === undefined ? totalOf(loaded) : paging.total(loaded);
    if (paging.hideWhenOnePage === true && total <= params.page_size && params.page === 1) {
      return null;
    }
    return (
      <ListPager
        params={params}
        update={(patch) => {
          onChange({ ...params, ...patch });
        }}
        total={total}
      />
    );
  }

  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {lead}
        </Text>
      </Stack>
      {intro}
      {query.isError && data === undefined ? (
        <LoadErrorState title={loadFailed} query={query} />
      ) : data === undefined ? (
        <LoadingState heights={[skeletonHeight]} gap="sm" />
      ) : empty !== undefined && isEmpty(data) ? (
        empty
      ) : (
        <>
          {children(data)}
          {pager(data)}
        </>
      )}
      {footer}
    </Stack>
  );
}

interface MySpaceEmptyProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** Buttons that lead to where the person can start. */
  children?: ReactNode;
}

/** A section's empty state: an icon, what is missing, and where to start. */
export function MySpaceEmpty({ icon, title, description, children }: MySpaceEmptyProps) {
  return (
    <EmptyState
      icon={icon}
      withIndicatorBackground
      size="sm"
      title={title}
      description={description}
      py="lg"
    >
      {children === undefined || children === null ? null : (
        <EmptyState.Actions>{children}</EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/** One thing of a section's list, a card named by its title for assistive technology. */
export function MySpaceCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      {children}
    </Paper>
  );
}

interface MySpaceItemProps {
  /** The card's accessible name, and its title unless `title` is given. */
  label: string;
  /** The title when it is more than the label's text (with a badge, for example). */
  title?: ReactNode;
  /** The dimmed line under the title: when, how far. */
  line: ReactNode;
  /** At the card's other side: the status, or the link to go on. */
  side: ReactNode;
  /** Keep the side beside the title on narrow screens rather than under it. */
  sideAlwaysBeside?: boolean;
}

/** One thing of a section's list as a card: its title and a line under it, and its status or link at the side. */
export function MySpaceItem({
  label,
  title,
  line,
  side,
  sideAlwaysBeside = false,
}: MySpaceItemProps) {
  return (
    <MySpaceCard label={label}>
      <Group
        justify="space-between"
        wrap={sideAlwaysBeside ? 'nowrap' : 'wrap'}
        gap="xs"
        align={sideAlwaysBeside ? 'flex-start' : undefined}
      >
        <Stack gap={2} style={{ minWidth: 0 }}>
          {title ?? (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {line}
          </Text>
        </Stack>
        {side}
      </Group>
    </MySpaceCard>
  );
}
