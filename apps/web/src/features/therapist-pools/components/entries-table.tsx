import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TherapistEntry, TherapistEntrySort } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';
import { useFeeText } from '../entry-text';
import { BareList } from '../../../components/bare-list';

type SortableColumn = 'therapist_name' | 'fee' | 'sessions' | 'created_at';

/** The sort a column header sets next: its ascending order first, then descending, then back. */
function nextSort(current: TherapistEntrySort, column: SortableColumn): TherapistEntrySort {
  if (current === column) return `-${column}`;
  return column;
}

interface EntriesViewProps {
  caption: string;
  entries: readonly TherapistEntry[];
  loading: boolean;
  sort: TherapistEntrySort;
  onSort: (sort: TherapistEntrySort) => void;
  onOpen: (entry: TherapistEntry) => void;
}

function ModeBadge({ isOnline }: { isOnline: boolean }) {
  const { t } = useTranslation('therapist-pools');
  return (
    <Badge variant="light" color={isOnline ? 'teal' : 'gray'}>
      {isOnline ? t('table.online') : t('table.inPerson')}
    </Badge>
  );
}

function OpenButton({ entry, onOpen }: { entry: TherapistEntry; onOpen: () => void }) {
  const { t } = useTranslation('therapist-pools');
  return (
    <Group gap={6} wrap="wrap">
      <Anchor
        component="button"
        type="button"
        fw={600}
        ta="start"
        onClick={onOpen}
        aria-label={t('table.open', { name: entry.therapist_name })}
        style={{ overflowWrap: 'anywhere' }}
      >
        {entry.therapist_name}
      </Anchor>
      {entry.is_mine ? (
        <Badge size="xs" variant="outline">
          {t('table.mine')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** A column heading that sorts the table; `aria-sort` tells which way it is sorted. */
function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortableColumn;
  label: string;
  sort: TherapistEntrySort;
  onSort: (sort: TherapistEntrySort) => void;
}) {
  const { t } = useTranslation('therapist-pools');
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending'
      ? IconSortAscending
      : direction === 'descending'
        ? IconSortDescending
        : IconArrowsSort;
  return (
    <Table.Th scope="col" aria-sort={direction}>
      <UnstyledButton
        onClick={() => {
          onSort(nextSort(sort, column));
        }}
        title={t('table.sortBy', { column: label })}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" component="span">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The pool on a wide screen: a table with sortable column headings. */
export function EntriesTable({
  caption,
  entries,
  loading,
  sort,
  onSort,
  onOpen,
}: EntriesViewProps) {
  const { t } = useTranslation('therapist-pools');
  const feeText = useFeeText();
  const formatDate = useFormatDate();
  const heading = (column: SortableColumn, label: string): ReactNode => (
    <SortHeader column={column} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {heading('therapist_name', t('table.therapist'))}
            <Table.Th scope="col">{t('table.city')}</Table.Th>
            <Table.Th scope="col">{t('table.mode')}</Table.Th>
            {heading('sessions', t('table.sessions'))}
            {heading('fee', t('table.fee'))}
            {heading('created_at', t('table.shared'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: 5 }, (_, row) => (
                <Table.Tr key={row} aria-hidden>
                  {Array.from({ length: 6 }, (_unused, column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : entries.map((entry) => (
                <Table.Tr
                  key={entry.entry_id}
                  onClick={() => {
                    onOpen(entry);
                  }}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <OpenButton
                      entry={entry}
                      onOpen={() => {
                        onOpen(entry);
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{entry.city}</Table.Td>
                  <Table.Td>
                    <ModeBadge isOnline={entry.is_online} />
                  </Table.Td>
                  <Table.Td>{entry.sessions}</Table.Td>
                  <Table.Td>{feeText(entry.fee)}</Table.Td>
                  <Table.Td>{formatDate(entry.created_at)}</Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The pool on a phone: one card per entry (sorting through the Sort by select above). */
export function EntryCards({ caption, entries, loading, onOpen }: EntriesViewProps) {
  const { t } = useTranslation('therapist-pools');
  const feeText = useFeeText();
  if (loading) {
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton height={110} radius="md" />
        <Skeleton height={110} radius="md" />
      </Stack>
    );
  }
  return (
    <BareList label={caption} gap="sm">
      {entries.map((entry) => (
        <Paper key={entry.entry_id} withBorder radius="md" p="sm" component="li">
          <Stack gap={6}>
            <OpenButton
              entry={entry}
              onOpen={() => {
                onOpen(entry);
              }}
            />
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{entry.city}</Text>
              <ModeBadge isOnline={entry.is_online} />
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Text size="sm" c="dimmed">
                {t('table.sessionsCount', { count: entry.sessions })}
              </Text>
              <Text size="sm" fw={600} ta="end">
                {feeText(entry.fee)}
              </Text>
            </SimpleGrid>
            <Text size="sm" lineClamp={2} c="dimmed">
              {entry.experience}
            </Text>
          </Stack>
        </Paper>
      ))}
    </BareList>
  );
}
