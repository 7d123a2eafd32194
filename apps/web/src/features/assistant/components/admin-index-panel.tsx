import { Alert, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ListTable } from '../../../components/list-table';
import { LoadErrorState } from '../../../components/load-error-state';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useAssistantIndex, useRebuildIndex } from '../api';
import { Figure } from './figure';

/** What the search index holds, its last build, and "Rebuild the index". */
export function AdminIndexPanel() {
  const { t } = useTranslation('assistant');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const index = useAssistantIndex();
  const rebuild = useRebuildIndex();

  if (index.isError) return <LoadErrorState title={t('admin.index.loadError')} query={index} />;
  const data = index.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Figure
          label={t('admin.index.chunks')}
          value={data === undefined ? '…' : String(data.chunks)}
        />
        <Figure
          label={t('admin.index.lastBuild')}
          value={
            data === undefined
              ? '…'
              : data.last_indexed_at === null
                ? t('admin.index.never')
                : formatDate(data.last_indexed_at, true)
          }
        />
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={rebuild.isPending}
          onClick={() => {
            rebuild.mutate({});
          }}
        >
          {t('admin.index.rebuild')}
        </Button>
        {data?.rebuild_queued === true && !rebuild.isSuccess ? (
          <Text size="sm" c="dimmed">
            {t('admin.index.rebuildQueued')}
          </Text>
        ) : null}
      </Group>
      {rebuild.isSuccess ? (
        <Alert
          color="teal"
          variant="light"
          role="status"
          icon={<IconCheck size={18} aria-hidden />}
        >
          {t('admin.index.queued', { when: formatDate(rebuild.data.run_at, true) })}
        </Alert>
      ) : null}
      {rebuild.isError ? <ErrorAlert>{errorMessage(rebuild.error)}</ErrorAlert> : null}
      <ListTable
        caption={t('admin.index.caption')}
        columns={[
          t('admin.index.columns.source'),
          t('admin.index.columns.visibility'),
          t('admin.index.columns.chunks'),
        ]}
        minWidth={420}
        loading={index.isPending}
        loadingRows={6}
      >
        {(data?.sources ?? []).map((row) => (
          <Table.Tr key={`${row.source_type}-${row.visibility}`}>
            <Table.Td>{t(`admin.index.sources.${row.source_type}`)}</Table.Td>
            <Table.Td>{t(`admin.index.visibility.${row.visibility}`)}</Table.Td>
            <Table.Td>{row.chunks}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}
