import { Fragment, useState } from 'react';
import { Divider, SegmentedControl, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QaEntry } from '@campus/contracts';
import { ListPagination } from '../../../components/list-pagination';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LoadErrorState } from '../../../components/load-error-state';
import { useDeleteQaEntry, useQaEntries, useQaGroups } from '../api';
import { QaEntryDrawer, type QaEditorTarget } from '../bank/qa-entry-drawer';
import { QaEntryItem } from '../bank/qa-entry-item';
import { groupName, useLanguage } from '../language';

type QueueStatus = 'pending' | 'in_review';

/** The bank's entries waiting for an answer (pending) or a check (in review), to answer here. */
export function BankQueue({ viewer }: { viewer: string }) {
  const { t } = useTranslation('questions');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const [status, setStatus] = useState<QueueStatus>('pending');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const entries = useQaEntries(viewer, { status, page, page_size: pageSize });
  const groups = useQaGroups(viewer);
  const remove = useDeleteQaEntry();
  const [editing, setEditing] = useState<QaEditorTarget | null>(null);
  const [openings, setOpenings] = useState(0);
  const [deleting, setDeleting] = useState<QaEntry | null>(null);
  const groupItems = groups.data?.items ?? [];

  function body() {
    if (entries.isError) {
      return (
        <LoadErrorState
          title={t('bank.loadFailed')}
          error={entries.error}
          onRetry={() => {
            void entries.refetch();
          }}
        />
      );
    }
    if (entries.data === undefined) {
      return (
        <Stack role="status">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={80} aria-hidden />
        </Stack>
      );
    }
    const { items, total } = entries.data;
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
                    setOpenings(openings + 1);
                    setEditing({ entry, groupId: entry.group_id, opening: openings + 1 });
                  },
                  onDelete: () => {
                    setDeleting(entry);
                  },
                  onMoveUp: undefined,
                  onMoveDown: undefined,
                  moving: false,
                }}
              />
            </Fragment>
          );
        })}
        <ListPagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPage(1);
            setPageSize(size);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value === 'in_review' ? 'in_review' : 'pending');
          setPage(1);
        }}
        data={[
          { value: 'pending', label: t('bank.status.pending') },
          { value: 'in_review', label: t('bank.status.in_review') },
        ]}
        aria-label={t('moderation.queueStatus')}
        w="fit-content"
      />
      {body()}
      <QaEntryDrawer
        target={editing}
        groups={groupItems}
        onClose={() => {
          setEditing(null);
        }}
      />
      <DeleteDialog
        target={deleting}
        title={t('bank.deleteTitle')}
        body={t('bank.deleteQuestion', {
          question:
            deleting === null
              ? ''
              : language === 'tr'
                ? deleting.question_tr
                : deleting.question_en,
        })}
        confirmLabel={t('bank.delete')}
        done={t('bank.deleted')}
        mutation={remove}
        variables={(row) => ({ params: { entry_id: row.entry_id } })}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
