import { Divider, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, QaEntry } from '@campus/contracts';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { useHashTarget } from '../../../components/use-hash-target';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useQaEntries, useReorderQaGroup } from '../api';
import { useLocalPaging } from '../components/use-local-paging';
import { QaEntryItem } from './qa-entry-item';

interface QaGroupEntriesProps {
  groupId: number;
  viewer: string;
  language: Locale;
  isModerator: boolean;
  onEdit: (entry: QaEntry) => void;
  onDelete: (entry: QaEntry) => void;
}

/**
 * The entries of one group in their order. Moderators move an entry up or
 * down: the whole group's new order is sent at once (`PUT qa/groups/{id}/order`).
 */
export function QaGroupEntries({
  groupId,
  viewer,
  language,
  isModerator,
  onEdit,
  onDelete,
}: QaGroupEntriesProps) {
  const { t } = useTranslation('questions');
  const errorMessage = useErrorMessage();
  const { page, pageSize, pager } = useLocalPaging(100);
  const entries = useQaEntries(viewer, { group_id: groupId, page, page_size: pageSize });
  // A link to one of this group's entries (`#qa-{id}`) scrolls to it once it is shown.
  useHashTarget(entries.data !== undefined);
  const reorder = useReorderQaGroup();

  function move(items: QaEntry[], index: number, offset: -1 | 1) {
    const ids = items.map((entry) => entry.entry_id);
    const target = index + offset;
    const moved = ids[index];
    const other = ids[target];
    if (moved === undefined || other === undefined) return;
    ids[index] = other;
    ids[target] = moved;
    reorder.mutate(
      { params: { group_id: groupId }, body: { entry_ids: ids } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('bank.reordered') });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  }

  function entryList({ items, total }: { items: QaEntry[]; total: number }) {
    if (items.length === 0) return <Text c="dimmed">{t('bank.emptyGroup')}</Text>;
    // Every entry of the group is on screen: a move can send the group's whole order.
    const canReorder = isModerator && total === items.length;
    return (
      <Stack gap="md">
        {items.map((entry, index) => (
          <Fragment key={entry.entry_id}>
            {index === 0 ? null : <Divider />}
            <QaEntryItem
              entry={entry}
              language={language}
              controls={
                isModerator
                  ? {
                      onEdit: () => {
                        onEdit(entry);
                      },
                      onDelete: () => {
                        onDelete(entry);
                      },
                      onMoveUp:
                        canReorder && index > 0
                          ? () => {
                              move(items, index, -1);
                            }
                          : undefined,
                      onMoveDown:
                        canReorder && index < items.length - 1
                          ? () => {
                              move(items, index, 1);
                            }
                          : undefined,
                      moving: reorder.isPending,
                    }
                  : undefined
              }
            />
          </Fragment>
        ))}
        {total > pageSize ? pager(total) : null}
      </Stack>
    );
  }

  return (
    <QueryState
      query={entries}
      loadFailed={t('bank.loadFailed')}
      loading={<LoadingState heights={[60]} gap="xs" />}
    >
      {entryList}
    </QueryState>
  );
}
