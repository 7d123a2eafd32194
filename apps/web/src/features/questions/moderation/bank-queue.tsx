import { Fragment, useState } from 'react';
import { Divider, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QaEntry } from '@campus/contracts';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { useQaEntries, useQaGroups } from '../api';
import { QaEntryItem } from '../bank/qa-entry-item';
import { useLocalPaging } from '../components/use-local-paging';
import { groupName, useLanguage } from '../language';
import { useQaEntryEditing } from '../bank/use-qa-entry-editing';

type QueueStatus = 'pending' | 'in_review';

/** The bank's entries waiting for an answer (pending) or a check (in review), to answer here. */
export function BankQueue({ viewer }: { viewer: string }) {
  const { t } = useTranslation('questions');
  const language = useLanguage();
  const [status, setStatus] = useState<QueueStatus>('pending');
  const { page, pageSize, toFirstPage, pager } = useLocalPaging(10);
  const entries = useQaEntries(viewer, { status, page, page_size: pageSize });
  const groups = useQaGroups(viewer);
  const groupItems = groups.data?.items ?? [];
  const editing = useQaEntryEditing(groupItems);

  function entryList({ items, total }: { items: QaEntry[]; total: number }) {
    if (total === 0) return <Text c="dimmed">{t(`moderation.queueEmpty.${status}`)}</Text>;
    return (
      <Stack gap="md">
        {items.map((entry, index) => {
          const group = groupItems.find((candidate) => candidate.group_id === entry.group_id);
          return (
            <Fragment key={entry.entry_id}>
              {index === 0 ? null : <Divider />}
              <QaEntryItem
                entry={entry}
                language={language}
                groupLabel={group === undefined ? undefined : groupName(group, language)}
                controls={{
                  onEdit: () => {
                    editing.edit(entry, entry.group_id);
                  },
                  onDelete: () => {
                    editing.remove(entry);
                  },
                  onMoveUp: undefined,
                  onMoveDown: undefined,
                  moving: false,
                }}
              />
            </Fragment>
          );
        })}
        {pager(total)}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value === 'in_review' ? 'in_review' : 'pending');
          toFirstPage();
        }}
        data={[
          { value: 'pending', label: t('bank.status.pending') },
          { value: 'in_review', label: t('bank.status.in_review') },
        ]}
        aria-label={t('moderation.queueStatus')}
        w="fit-content"
      />
      <QueryState
        query={entries}
        loadFailed={t('bank.loadFailed')}
        loading={<LoadingState heights={[80]} />}
      >
        {entryList}
      </QueryState>
      {editing.dialogs}
    </Stack>
  );
}
