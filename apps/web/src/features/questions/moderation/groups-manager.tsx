import { useState } from 'react';
import { ActionIcon, Group, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionGroup } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { ListTable } from '../../../components/list-table';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LoadErrorState } from '../../../components/load-error-state';
import { useDeleteGroup, usePoolGroups, useQaGroups } from '../api';
import { GroupForm } from './group-form';
import { AddButton } from '../../../components/add-button';
import { useDrawerTarget, type DrawerOpening } from '../../../components/add-edit-drawer';

interface GroupTarget extends DrawerOpening {
  group: QuestionGroup | null;
}

/** The question groups of the bank and the pool: add, rename, reorder, delete when empty. */
export function GroupsManager({ viewer }: { viewer: string }) {
  const { t } = useTranslation('questions');
  const groups = useQaGroups(viewer);
  const poolGroups = usePoolGroups();
  const remove = useDeleteGroup();
  const editingDrawer = useDrawerTarget<GroupTarget>();
  const [deleting, setDeleting] = useState<QuestionGroup | null>(null);

  function open(group: QuestionGroup | null) {
    editingDrawer.open({ group });
  }

  if (groups.isError) {
    return <LoadErrorState title={t('groups.loadFailed')} query={groups} />;
  }
  const items = groups.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" maw="60ch">
          {t('groups.lead')}
        </Text>
        <AddButton
          label={t('groups.add')}
          onClick={() => {
            open(null);
          }}
        />
      </Group>
      <ListTable
        caption={t('groups.caption', { count: items.length })}
        columns={[
          t('groups.columns.id'),
          t('groups.columns.nameEn'),
          t('groups.columns.nameTr'),
          t('groups.columns.order'),
          t('groups.columns.entries'),
          t('groups.columns.open'),
          t('groups.columns.actions'),
        ]}
        minWidth={720}
        loading={groups.data === undefined}
        loadingRows={4}
      >
        {items.map((group) => (
          <Table.Tr key={group.group_id}>
            <Table.Td>{group.group_id}</Table.Td>
            <Table.Td>{group.name_en}</Table.Td>
            <Table.Td>{group.name_tr}</Table.Td>
            <Table.Td>{group.display_order}</Table.Td>
            <Table.Td>{group.entry_count}</Table.Td>
            <Table.Td>
              {poolGroups.data?.items.find((candidate) => candidate.group_id === group.group_id)
                ?.open_count ?? '–'}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('groups.editLabel', { name: group.name_en })}
                  onClick={() => {
                    open(group);
                  }}
                >
                  <IconEdit size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('groups.deleteLabel', { name: group.name_en })}
                  onClick={() => {
                    setDeleting(group);
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <EditorDrawer
        target={editingDrawer.target}
        title={({ group }) =>
          group === null ? t('groups.form.addTitle') : t('groups.form.editTitle')
        }
        closeLabel={t('groups.form.close')}
        onClose={() => {
          editingDrawer.close();
        }}
      >
        {(shown, { formProps }) => (
          <GroupForm key={shown.opening} group={shown.group} {...formProps} />
        )}
      </EditorDrawer>
      <DeleteDialog
        target={deleting}
        title={t('groups.deleteTitle')}
        body={t('groups.deleteQuestion', {
          id: deleting?.group_id ?? '',
          name: deleting?.name_en ?? '',
        })}
        confirmLabel={t('groups.delete')}
        done={t('groups.deleted')}
        mutation={remove}
        variables={(row) => ({ params: { group_id: row.group_id } })}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
