import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCalendarEvent,
  IconEye,
  IconEyeOff,
  IconFilterOff,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  campusDateOf,
  eventLimits,
  eventStatuses,
  eventWhens,
  type EventAdmin,
} from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPagination } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { LoadErrorState } from '../../../components/load-error-state';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useActivateEvent, useDeactivateEvent, useDeleteEvent, useEventBoard } from '../api';
import { eventTypeColors, machineDateTime, useFormatEventDateTime } from '../event-format';
import { useBoardState } from './board-state';
import { EventEditorDrawer, type EventEditorTarget } from './event-editor-drawer';

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
  const [editor, setEditor] = useState<EventEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<EventAdmin | null>(null);
  const remove = useDeleteEvent();
  const [today] = useState(istanbulToday);

  const data = board.data;
  const filtered =
    (params.q ?? '') !== '' || params.status !== undefined || params.when !== undefined;

  const [openings, setOpenings] = useState(0);

  /** Each opening gets a new number, so its form starts fresh. */
  function openEditor(event: EventAdmin | null) {
    setOpenings(openings + 1);
    setEditor({ event, opening: openings + 1 });
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
            <Badge color={event.status === 'active' ? 'green' : 'gray'} variant="light">
              {t(`statuses.${event.status}`)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('board.edit', { name })}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('board.edit', { name })}
                  onClick={() => {
                    openEditor(event);
                  }}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
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
              <Tooltip label={t('board.delete', { name })}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('board.delete', { name })}
                  onClick={() => {
                    setDeleting(event);
                  }}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Table.Td>
        </Table.Tr>
      );
    });
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="event-board-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={2} size="h3" id="event-board-title">
            {t('board.title')}
          </Title>
          <Text c="dimmed" size="sm" maw="70ch">
            {t('board.lead')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            openEditor(null);
          }}
        >
          {t('board.add')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('board.search')}
          placeholder={t('board.searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={eventLimits.searchMaxLength}
          value={searchText}
          onChange={(event) => {
            changeSearch(event.currentTarget.value);
          }}
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

      {board.isError && data === undefined ? (
        <LoadErrorState
          title={t('board.loadFailed')}
          error={board.error}
          onRetry={() => {
            void board.refetch();
          }}
        />
      ) : data !== undefined && data.items.length === 0 && !board.isPlaceholderData ? (
        <EmptyState
          icon={<IconCalendarEvent size={32} aria-hidden />}
          withIndicatorBackground
          title={filtered ? t('board.emptyFiltered') : t('board.empty')}
          py="xl"
        >
          {filtered ? (
            <EmptyState.Actions>
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={clearFilters}
              >
                {t('board.clearFilters')}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      ) : (
        <div>
          {board.isFetching && data !== undefined ? (
            <VisuallyHidden role="status">{t('board.refreshing')}</VisuallyHidden>
          ) : null}
          <ListTable
            caption={t('board.caption', { count: data?.total ?? 0 })}
            columns={[
              t('board.columns.name'),
              t('board.columns.type'),
              t('board.columns.when'),
              t('board.columns.images'),
              t('board.columns.status'),
              t('board.columns.actions'),
            ]}
            minWidth={760}
            loading={data === undefined}
            loadingRows={Math.min(params.page_size, 5)}
          >
            {data === undefined ? null : rows(data.items)}
          </ListTable>
          {data === undefined ? null : (
            <ListPagination
              page={params.page}
              pageSize={params.page_size}
              total={data.total}
              onPageChange={(page) => {
                update({ page });
              }}
              onPageSizeChange={(pageSize) => {
                update({ page_size: pageSize, page: 1 });
              }}
            />
          )}
        </div>
      )}

      <EventEditorDrawer
        target={editor}
        onClose={() => {
          setEditor(null);
        }}
        onCreated={openEditor}
      />
      {/* An event goes with its dates and images. */}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('board.deleteTitle')}
        body={t('board.deleteQuestion', { name: deleting?.event_name ?? '' })}
        confirmLabel={t('board.deleteConfirm')}
        confirmColor="red"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(
            { params: { event_id: deleting.event_id } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('board.deleted') });
                setDeleting(null);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
