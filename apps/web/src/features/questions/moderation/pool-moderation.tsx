import { useState } from 'react';
import { Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { poolStatuses, type PoolQuestion, type PoolStatus } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LoadErrorState } from '../../../components/load-error-state';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDeleteQuestion, usePoolGroups, usePoolQuestions, useSetQuestionStatus } from '../api';
import { RowAction } from '../../../components/row-action';
import { PoolStatusBadge } from '../components/status-badges';
import { useLocalPaging } from '../components/use-local-paging';
import { groupName, useLanguage } from '../language';

/** The pool's questions for moderators: close, reopen and delete (audited). */
export function PoolModeration({ viewer }: { viewer: string }) {
  const { t } = useTranslation('questions');
  const language = useLanguage();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const [status, setStatus] = useState<PoolStatus | undefined>(undefined);
  const { page, pageSize, toFirstPage, pager } = useLocalPaging(10);
  const questions = usePoolQuestions(viewer, { status, page, page_size: pageSize });
  const groups = usePoolGroups();
  const setQuestionStatus = useSetQuestionStatus();
  const remove = useDeleteQuestion();
  const [deleting, setDeleting] = useState<PoolQuestion | null>(null);

  function changeStatus(question: PoolQuestion, next: PoolStatus) {
    setQuestionStatus.mutate(
      { params: { question_id: question.question_id }, body: { status: next } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(`pool.statusChanged.${next}`) });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  }

  if (questions.isError) {
    return <LoadErrorState title={t('pool.loadFailed')} query={questions} />;
  }
  const items = questions.data?.items ?? [];
  const total = questions.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Select
        label={t('pool.statusFilter')}
        data={[
          { value: '', label: t('pool.allStatuses') },
          ...poolStatuses.map((value) => ({ value, label: t(`pool.status.${value}`) })),
        ]}
        value={status ?? ''}
        allowDeselect={false}
        onChange={(value) => {
          setStatus(poolStatuses.find((candidate) => candidate === value));
          toFirstPage();
        }}
        w={220}
      />
      <ListTable
        caption={t('moderation.poolCaption', { count: total })}
        columns={[
          t('moderation.columns.question'),
          t('moderation.columns.group'),
          t('moderation.columns.status'),
          t('moderation.columns.asker'),
          t('moderation.columns.replies'),
          t('moderation.columns.asked'),
          t('moderation.columns.actions'),
        ]}
        minWidth={820}
        loading={questions.data === undefined}
        loadingRows={4}
      >
        {items.map((question) => {
          const group = groups.data?.items.find(
            (candidate) => candidate.group_id === question.group_id,
          );
          const closed = question.status === 'closed';
          return (
            <Table.Tr key={question.question_id}>
              <Table.Td maw={280}>
                <Anchor
                  component={Link}
                  to={`/questions?thread=${question.question_id}`}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {question.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {group === undefined ? question.group_id : groupName(group, language)}
              </Table.Td>
              <Table.Td>
                <PoolStatusBadge status={question.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={question.author === null ? 'dimmed' : undefined}>
                  {question.author?.display_name ?? t('pool.anonymous')}
                </Text>
              </Table.Td>
              <Table.Td>{question.reply_count}</Table.Td>
              <Table.Td>{formatDate(question.created_at)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    tooltip={closed ? t('pool.reopen') : t('pool.close')}
                    label={
                      closed
                        ? t('moderation.reopenLabel', { title: question.title })
                        : t('moderation.closeLabel', { title: question.title })
                    }
                    icon={closed ? IconLockOpen : IconLock}
                    onClick={() => {
                      changeStatus(question, closed ? 'open' : 'closed');
                    }}
                  />
                  <RowAction
                    tooltip={t('pool.deleteQuestion')}
                    label={t('moderation.deleteLabel', { title: question.title })}
                    icon={IconTrash}
                    danger
                    onClick={() => {
                      setDeleting(question);
                    }}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      {total === 0 ? null : pager(total)}
      <DeleteDialog
        target={deleting}
        title={t('pool.deleteQuestion')}
        body={t('pool.deleteQuestionQuestion', { title: deleting?.title ?? '' })}
        confirmLabel={t('pool.deleteQuestion')}
        done={t('pool.deleted')}
        mutation={remove}
        variables={(row) => ({ params: { question_id: row.question_id } })}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
