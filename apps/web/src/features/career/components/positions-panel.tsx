import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { defaultPageSize, type CareerPosition, type PositionListQuery } from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListTable } from '../../../components/list-table';
import { PagedList } from '../../../components/paged-list';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDeletePosition, usePositions, useUpdatePosition } from '../api';
import { PositionEditorDrawer, type PositionEditorTarget } from './position-editor-drawer';
import { StatusBadge } from '../../../components/status-badge';
import { RowAction } from '../../../components/row-action';
import { AddButton } from '../../../components/add-button';
import { useDrawerTarget } from '../../../components/add-edit-drawer';

/** The positions tab of `/career/all`: every position, add and edit in a drawer, open or close. */
export function PositionsPanel() {
  const { t } = useTranslation('career');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const [params, setParams] = useState<PositionListQuery>({
    status: 'all',
    page: 1,
    page_size: defaultPageSize,
  });
  const positions = usePositions(params);
  const save = useUpdatePosition();
  const remove = useDeletePosition();
  const editingDrawer = useDrawerTarget<PositionEditorTarget>();
  const [deleting, setDeleting] = useState<CareerPosition | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  function open(position: CareerPosition | null) {
    editingDrawer.open({ position });
  }

  function toggle(position: CareerPosition) {
    const status = position.status === 'open' ? 'closed' : 'open';
    save.mutate(
      {
        params: { position_id: position.position_id },
        body: {
          title: position.title,
          team: position.team,
          location: position.location,
          employment_type: position.employment_type,
          description: position.description,
          requirements: position.requirements,
          status,
          display_order: position.display_order,
        },
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('admin.statusChanged', {
              title: position.title,
              status: t(`positionStatuses.${status}`),
            }),
          });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  }

  async function confirmDelete(position: CareerPosition) {
    setFailure(null);
    try {
      await remove.mutateAsync({ params: { position_id: position.position_id } });
      setDeleting(null);
      notifications.show({ color: 'green', message: t('admin.deleted') });
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AddButton
          label={t('admin.addPosition')}
          onClick={() => {
            open(null);
          }}
        />
      </Group>
      <PagedList
        query={positions}
        params={params}
        update={(patch) => {
          setParams((current) => ({ ...current, ...patch }));
        }}
        loadFailed={t('admin.positionsLoadFailed')}
        isEmpty={(page) => page.total === 0}
        empty={<Text c="dimmed">{t('admin.positionsEmpty')}</Text>}
      >
        {(data) => (
          <ListTable
            caption={t('admin.positionsCaption', { count: data?.total ?? 0 })}
            columns={[
              t('admin.positionColumns.title'),
              t('admin.positionColumns.type'),
              t('admin.positionColumns.status'),
              t('admin.positionColumns.order'),
              t('admin.positionColumns.actions'),
            ]}
            minWidth={640}
            loading={data === undefined}
            loadingRows={4}
          >
            {data?.items.map((position) => (
              <Table.Tr key={position.position_id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{position.title}</Table.Td>
                <Table.Td>{t(`employmentTypes.${position.employment_type}`)}</Table.Td>
                <Table.Td>
                  <StatusBadge
                    status={position.status}
                    label={t(`positionStatuses.${position.status}`)}
                  />
                </Table.Td>
                <Table.Td>{position.display_order}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      tooltip={t('admin.editLabel', { title: position.title })}
                      label={t('admin.editLabel', { title: position.title })}
                      icon={IconPencil}
                      onClick={() => {
                        open(position);
                      }}
                    />
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={
                        position.status === 'open'
                          ? t('admin.closeLabel', { title: position.title })
                          : t('admin.openLabel', { title: position.title })
                      }
                      leftSection={
                        position.status === 'open' ? (
                          <IconLock size={14} aria-hidden />
                        ) : (
                          <IconLockOpen size={14} aria-hidden />
                        )
                      }
                      loading={
                        save.isPending && save.variables.params.position_id === position.position_id
                      }
                      onClick={() => {
                        toggle(position);
                      }}
                    >
                      {position.status === 'open'
                        ? t('admin.closePosition')
                        : t('admin.openPosition')}
                    </Button>
                    <RowAction
                      tooltip={t('admin.deleteLabel', { title: position.title })}
                      label={t('admin.deleteLabel', { title: position.title })}
                      icon={IconTrash}
                      danger
                      onClick={() => {
                        setFailure(null);
                        setDeleting(position);
                      }}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </PagedList>
      <PositionEditorDrawer
        target={editingDrawer.target}
        onClose={() => {
          editingDrawer.close();
        }}
      />
      {deleting === null ? null : (
        <ConfirmDialog
          opened
          title={t('admin.deleteTitle')}
          body={t('admin.deleteQuestion', { title: deleting.title })}
          confirmLabel={tCommon('actions.delete')}
          confirmColor="red"
          pending={remove.isPending}
          error={failure}
          onClose={() => {
            setDeleting(null);
          }}
          onConfirm={() => {
            void confirmDelete(deleting);
          }}
        />
      )}
    </Stack>
  );
}
