import { useState } from 'react';
import { Button, Group, Paper, Progress, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { waitlistFeatures, type WaitlistAdminQuery, type WaitlistFeature } from '@campus/contracts';
import { ErrorAlert } from '../../components/error-alert';
import { ListPagination } from '../../components/list-pagination';
import { ListTable } from '../../components/list-table';
import { LoadErrorState } from '../../components/load-error-state';
import { LoadingState } from '../../components/loading-state';
import { PageFrame } from '../../components/page-frames/page-frame';
import { QueryState } from '../../components/query-state';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import { useExportWaitlist, useWaitlistCounts, useWaitlistEntries } from './api';

function isFeature(value: string | null): value is WaitlistFeature {
  return (waitlistFeatures as readonly (string | null)[]).includes(value);
}

function CountsChart() {
  const { t } = useTranslation('waitlist');
  const counts = useWaitlistCounts();
  return (
    <QueryState
      query={counts}
      loadFailed={t('admin.countsFailed')}
      loading={<LoadingState heights={[200]} />}
    >
      {(data) => {
        const largest = Math.max(1, ...data.items.map((item) => item.count));
        return (
          <Paper
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby="waitlist-counts"
          >
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h4" id="waitlist-counts">
                  {t('admin.countsTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('admin.total', { count: data.total })}
                </Text>
              </Group>
              {data.items.map((item) => {
                const name = t(`features.${item.feature}.name`);
                return (
                  <Stack key={item.feature} gap={4}>
                    <Group justify="space-between" gap="xs">
                      <Text size="sm">{name}</Text>
                      <Text size="sm" fw={600}>
                        {item.count}
                      </Text>
                    </Group>
                    <Progress
                      value={(item.count * 100) / largest}
                      aria-label={t('admin.countLabel', { name, count: item.count })}
                    />
                  </Stack>
                );
              })}
            </Stack>
          </Paper>
        );
      }}
    </QueryState>
  );
}

/** `/admin/waitlist/all` (admins): counts per feature, a feature's entries and the CSV export. */
export function AdminWaitlistPage() {
  const { t } = useTranslation('waitlist');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const [params, setParams] = useState<WaitlistAdminQuery>({
    feature: undefined,
    page: 1,
    page_size: 25,
  });
  const entries = useWaitlistEntries(params);
  const exporting = useExportWaitlist();
  const [failure, setFailure] = useState<string | null>(null);
  const data = entries.data;

  async function onExport() {
    setFailure(null);
    try {
      await exporting.mutateAsync(params.feature);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <PageFrame title={t('admin.title')} lead={t('admin.lead')} size="xl">
      <Stack gap="lg">
        <CountsChart />
        <Stack gap="sm" component="section" aria-labelledby="waitlist-entries">
          <Title order={2} size="h4" id="waitlist-entries">
            {t('admin.entriesTitle')}
          </Title>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Select
              label={t('admin.feature')}
              w={{ base: '100%', sm: 280 }}
              data={[
                { value: '', label: t('admin.allFeatures') },
                ...waitlistFeatures.map((feature) => ({
                  value: feature,
                  label: t(`features.${feature}.name`),
                })),
              ]}
              value={params.feature ?? ''}
              allowDeselect={false}
              onChange={(value) => {
                setParams((current) => ({
                  ...current,
                  feature: isFeature(value) ? value : undefined,
                  page: 1,
                }));
              }}
            />
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting.isPending}
              onClick={() => {
                void onExport();
              }}
            >
              {t('admin.export')}
            </Button>
          </Group>
          {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
          {entries.isError && data === undefined ? (
            <LoadErrorState title={t('admin.entriesFailed')} query={entries} />
          ) : (
            <>
              <ListTable
                caption={t('admin.caption', { count: data?.total ?? 0 })}
                columns={[
                  t('admin.columns.name'),
                  t('admin.columns.email'),
                  t('admin.columns.feature'),
                  t('admin.columns.note'),
                  t('admin.columns.joined'),
                ]}
                minWidth={760}
                loading={data === undefined}
                loadingRows={5}
              >
                {data?.items.map((entry) => (
                  <Table.Tr key={`${entry.user_id}-${entry.feature}`}>
                    <Table.Td>{`${entry.first_name} ${entry.last_name}`}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.email}</Table.Td>
                    <Table.Td>{t(`features.${entry.feature}.name`)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                      {entry.note ?? ''}
                    </Table.Td>
                    <Table.Td>{formatDate(entry.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
              {data !== undefined && data.total === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('admin.empty')}
                </Text>
              ) : null}
              <ListPagination
                page={params.page}
                pageSize={params.page_size}
                total={data?.total ?? 0}
                onPageChange={(page) => {
                  setParams((current) => ({ ...current, page }));
                }}
                onPageSizeChange={(pageSize) => {
                  setParams((current) => ({ ...current, page: 1, page_size: pageSize }));
                }}
              />
            </>
          )}
        </Stack>
      </Stack>
    </PageFrame>
  );
}
