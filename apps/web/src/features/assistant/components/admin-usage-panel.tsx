import { useState } from 'react';
import { Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { LoadErrorState } from '../../../components/load-error-state';
import { useAssistantUsage } from '../api';

const periods = [7, 30, 90] as const;
const columns = [
  'day',
  'questions',
  'people',
  'model',
  'offline',
  'fallback',
  'up',
  'down',
] as const;

/** Questions, answers and ratings per day. */
export function AdminUsagePanel() {
  const { t, i18n } = useTranslation('assistant');
  const [days, setDays] = useState<number>(30);
  const usage = useAssistantUsage(days);
  const items = usage.data?.items ?? [];
  const formatDay = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );

  return (
    <Stack gap="md">
      <Select
        label={t('admin.usage.days')}
        data={periods.map((count) => ({
          value: String(count),
          label: t('admin.usage.daysOption', { count }),
        }))}
        value={String(days)}
        allowDeselect={false}
        onChange={(value) => {
          if (value !== null) setDays(Number(value));
        }}
        maw={220}
      />
      {usage.isError ? (
        <LoadErrorState title={t('admin.usage.loadError')} query={usage} />
      ) : (
        <ListTable
          caption={t('admin.usage.caption')}
          columns={columns.map((column) => t(`admin.usage.columns.${column}`))}
          minWidth={760}
          loading={usage.isPending}
          loadingRows={5}
        >
          {items.map((row) => (
            <Table.Tr key={row.day}>
              <Table.Td>{formatDay(row.day)}</Table.Td>
              <Table.Td>{row.questions}</Table.Td>
              <Table.Td>{row.people}</Table.Td>
              <Table.Td>{row.model_answers}</Table.Td>
              <Table.Td>{row.offline_answers}</Table.Td>
              <Table.Td>{row.fallback_answers}</Table.Td>
              <Table.Td>{row.thumbs_up}</Table.Td>
              <Table.Td>{row.thumbs_down}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      {usage.isSuccess && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.usage.empty')}
        </Text>
      ) : null}
    </Stack>
  );
}
