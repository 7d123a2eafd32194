import { useState } from 'react';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssistantRating } from '@campus/contracts';
import { LabelledSegments } from '../../../components/labelled-segments';
import { ListPagination } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { LoadErrorState } from '../../../components/load-error-state';
import { useFormatDate } from '../../../lib/format-date';
import { useAssistantFeedback } from '../api';

const columns = ['date', 'rating', 'reason', 'comment', 'mode', 'shared'] as const;

/** The ratings with their reasons, newest first, thumbs down on their own if wanted. */
export function AdminFeedbackPanel() {
  const { t } = useTranslation('assistant');
  const formatDate = useFormatDate();
  const [rating, setRating] = useState<AssistantRating | 'all'>('down');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const feedback = useAssistantFeedback({
    page,
    page_size: pageSize,
    ...(rating === 'all' ? {} : { rating }),
  });
  const items = feedback.data?.items ?? [];

  return (
    <Stack gap="md">
      <LabelledSegments
        label={t('admin.feedback.filter')}
        value={rating}
        onChange={(value) => {
          setRating(value);
          setPage(1);
        }}
        options={[
          { value: 'down', label: t('admin.feedback.down') },
          { value: 'up', label: t('admin.feedback.up') },
          { value: 'all', label: t('admin.feedback.all') },
        ]}
        fitContent
      />
      {feedback.isError ? (
        <LoadErrorState title={t('admin.feedback.loadError')} query={feedback} />
      ) : (
        <ListTable
          caption={t('admin.feedback.caption', { count: feedback.data?.total ?? 0 })}
          columns={columns.map((column) => t(`admin.feedback.columns.${column}`))}
          minWidth={760}
          loading={feedback.isPending}
          loadingRows={5}
        >
          {items.map((item) => (
            <Table.Tr key={item.message_id}>
              <Table.Td>{formatDate(item.created_at, true)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.rating === 'up' ? 'teal' : 'red'} tt="none">
                  {t(`admin.feedback.${item.rating}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {item.reason === null
                  ? t('admin.feedback.noReason')
                  : t(`feedback.reasons.${item.reason}`)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 320 }}>
                {item.comment ?? t('admin.feedback.noReason')}
              </Table.Td>
              <Table.Td>
                {item.mode === null ? t('admin.feedback.noReason') : t(`admin.modes.${item.mode}`)}
              </Table.Td>
              <Table.Td>{item.shared ? t('admin.feedback.yes') : t('admin.feedback.no')}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      {feedback.isSuccess && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.feedback.empty')}
        </Text>
      ) : null}
      {feedback.data !== undefined && feedback.data.total > 0 ? (
        <ListPagination
          page={page}
          pageSize={pageSize}
          total={feedback.data.total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
    </Stack>
  );
}
