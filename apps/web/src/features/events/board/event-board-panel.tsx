import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  campusDateOf,
  eventLimits,
  eventStatuses,
  eventWhens,
  type EventAdmin,
} from '@campus/contracts';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListTable } from '../../../components/list-table';
import { FilteredEmptyState, PagedList } from '../../../components/paged-list';
import { SectionHeading } from '../../../components/section-heading';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useActivateEvent, useDeactivateEvent, useDeleteEvent, useEventBoard } from '../api';
import { eventTypeColors, machineDateTime, useFormatEventDateTime } from '../event-format';
import { useBoardState } from './board-state';
import { EventEditorDrawer, type EventEditorTarget } from './event-editor-drawer';
import { StatusBadge } from '../../../components/status-badge';
import { SearchInput } from '../../../components/list-filters';
import { RowAction } from '../../../components/row-action';
import { AddButton } from '../../../components/add-button';
import { useDrawerTarget } from '../../../components/add-edit-drawer';

const istanbulToday = () => campusDateOf(new Date());

/**
 * The moderators' events board, a tab of `/admin/panel`: every event with
 * status and when (upcoming or past) filters, search and pages; add and edit (with images) in a drawer,
 * activate, deactivate and delete.
 */
export function EventBoardPanel() {
  const { t } = useTranslation('events');
  const errorMessage = useErrorMessage();
  const formatDateTime = useFormatEventDateTime();
  const { params, update, searchText, changeSearch, clearFilters } = useBoardState();
  const board = useEventBoard(params);
  const activate = useActivateEvent();
  const deactivate = useDeactivateEvent();
  const changingStatus = activate.isPending || deactivate.isPending;
  const editorDrawer = useDrawerTarget<EventEditorTarget>();
  const [deleting, setDeleting] = useState<EventAdmin | null>(null);
  const remove = useDeleteEvent();
  const [today] = useState(istanbulToday);

  const filtered =
    (params.q ?? '') !== '' || params.status !== undefined || params.when !== undefined;

  function openEditor(event: EventAdmin | null) {
    editorDrawer.open({ event });
  }

  function toggleStatus(event: EventAdmin) {
    const status = event.status === 'active' ? 'inactive' : 'active';
    const change = status === 'active' ? activate : deactivate;
    change.mutate(
      { params: { event_id: event.event_id } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t(status === 'active' ? 'board.activated' : 'board.deactivated'),
          });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  }

  function rows(items: readonly EventAdmin[]) {
    return items.map((event) => {
      const next = event.event_date_times.find((value) => value.event_date >= today);
      const name = event.event_name;
      return (
        <Table.Tr key={event.event_id}>
          <Table.Td>
            <Stack gap={2}>
              <Anchor
                component={Link}
                to={`/event/${event.event_id}`}
                fw={500}
                aria-label={t('board.view', { name })}
              >
                {name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {event.event_location}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Badge color={eventTypeColors[event.event_type]} variant="light">
              {t(`types.${event.event_type}`)}
            </Badge>
          </Table.Td>
          <Table.Td>
            {next === undefined ? (
              <Text size="sm" c="dimmed">
                {t('board.noUpcoming')}
              </Text>
            ) : (
              <Text size="sm">
                <time dateTime={machineDateTime(next)}>{formatDateTime(next)}</time>
              </Text>
            )}
          </Table.Td>
          <Table.Td>{event.images.length}</Table.Td>
          <Table.Td>
            <StatusBadge status={event.status} label={t(`statuses.${event.status}`)} />
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <RowAction
                tooltip={t('board.edit', { name })}
                label={t('board.edit', { name })}
                icon={IconPencil}
                onClick={() => {
                  openEditor(event);
                }}
              />
              <Tooltip
                label={t(event.status === 'active' ? 'board.deactivate' : 'board.activate', {
                  name,
                })}
              >
                <ActionIcon
                  variant="subtle"
                  color={event.status === 'active' ? 'gray' : 'green'}
                  disabled={changingStatus}
                  aria-label={t(event.status === 'active' ? 'board.deactivate' : 'board.activate', {
                    name,
                  })}
                  onClick={() => {
                    toggleStatus(event);
                  }}
                >
                  {event.status === 'active' ? (
                    <IconEyeOff size={18} aria-hidden />
                  ) : (
                    <IconEye size={18} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
              <RowAction
                tooltip={t('board.delete', { name })}
                label={t('board.delete', { name })}
                icon={IconTrash}
                danger
                onClick={() => {
                  setDeleting(event);
                }}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      );
    });
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="event-board-title">
      <SectionHeading
        id="event-board-title"
        title={t('board.title')}
        lead={t('board.lead')}
        action={
          <AddButton
            label={t('board.add')}
            onClick={() => {
              openEditor(null);
            }}
          />
        }
      />

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SearchInput
          label={t('board.search')}
          placeholder={t('board.searchPlaceholder')}
          maxLength={eventLimits.searchMaxLength}
          value={searchText}
          onChange={changeSearch}
        />
        <Select
          label={t('board.status')}
          allowDeselect={false}
          withScrollArea={false}
          value={params.status ?? ''}
          data={[
            { value: '', label: t('board.allStatuses') },
            ...eventStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
          onChange={(status) => {
            update({ status: eventStatuses.find((value) => value === status), page: 1 });
          }}
        />
        <Select
          label={t('board.when')}
          allowDeselect={false}
          withScrollArea={false}
          value={params.when ?? ''}
          data={[
            { value: '', label: t('board.allWhens') },
            ...eventWhens.map((when) => ({ value: when, label: t(`whens.${when}`) })),
          ]}
          onChange={(when) => {
            update({ when: eventWhens.find((value) => value === when), page: 1 });
          }}
        />
      </SimpleGrid>

      <PagedList
        query={board}
        params={params}
        update={update}
        loadFailed={t('board.loadFailed')}
        refreshing={t('board.refreshing')}
        empty={
          <FilteredEmptyState
            icon={<IconCalendarEvent size={32} aria-hidden />}
            title={filtered ? t('board.emptyFiltered') : t('board.empty')}
            filtered={filtered}
            clearLabel={t('board.clearFilters')}
            onClear={clearFilters}
          />
        }
      >
        {(loaded) => (
          <ListTable
            caption={t('board.caption', { count: loaded?.total ?? 0 })}
            columns={[
              t('board.columns.name'),
              t('board.columns.type'),
              t('board.columns.when'),
              t('board.columns.images'),
              t('board.columns.status'),
              t('board.columns.actions'),
            ]}
            minWidth={760}
            loading={loaded === undefined}
            loadingRows={Math.min(params.page_size, 5)}
          >
            {loaded === undefined ? null : rows(loaded.items)}
          </ListTable>
        )}
      </PagedList>

      <EventEditorDrawer
        target={editorDrawer.target}
        onClose={() => {
          editorDrawer.close();
        }}
        onCreated={openEditor}
      />
      {/* An event goes with its dates and images. */}
      <DeleteDialog
        target={deleting}
        title={t('board.deleteTitle')}
        body={t('board.deleteQuestion', { name: deleting?.event_name ?? '' })}
        confirmLabel={t('board.deleteConfirm')}
        done={t('board.deleted')}
        mutation={remove}
        variables={(row) => ({ params: { event_id: row.event_id } })}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
