import {
  EmptyState,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconFlag, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  therapistEntryStatuses,
  therapistPools,
  therapistReportListQuerySchema,
  therapistReportStatuses,
  therapistReviewQuerySchema,
  type TherapistEntryStatus,
  type TherapistReportStatus,
} from '@campus/contracts';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorState } from '../../../components/load-error-state';
import { useReports, useReviewQueue } from '../api';
import { usePanelListState, type PanelKeys } from '../../../lib/use-list-state';
import { ReportCard } from './report-card';
import { ReviewEntryCard } from './review-entry-card';

/** The queue's keys in the admin panel's address, apart from the other tabs' keys. */
const queueKeys: PanelKeys<typeof therapistReviewQuerySchema> = {
  pool: 'pools_pool',
  status: 'pools_status',
  page: 'pools_page',
  page_size: 'pools_page_size',
};

/** The reports are shown ten at a time unless asked otherwise. */
const reportsStateSchema = therapistReportListQuerySchema.extend({
  page_size: therapistReportListQuerySchema.shape.page_size.unwrap().default(10),
});

const reportsKeys: PanelKeys<typeof reportsStateSchema> = {
  status: 'pools_reports',
  page: 'pools_reports_page',
  page_size: 'pools_reports_page_size',
};

function Loading() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" role="status">
      <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
      <Skeleton height={140} radius="md" aria-hidden />
      <Skeleton height={140} radius="md" aria-hidden />
    </Stack>
  );
}

/** The open (or resolved) reports about entries, with Hide and Dismiss. */
function ReportsSection() {
  const { t } = useTranslation('therapist-pools');
  const { params, update } = usePanelListState(reportsStateSchema, reportsKeys);
  const reports = useReports(params);
  const data = reports.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="pool-reports-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3} size="h4" id="pool-reports-title">
          {t('moderation.reportsTitle')}
        </Title>
        <SegmentedControl<TherapistReportStatus>
          aria-label={t('moderation.reportStatus')}
          value={params.status}
          onChange={(status) => {
            update({ status, page: 1 });
          }}
          data={therapistReportStatuses.map((status) => ({
            value: status,
            label: t(`moderation.reportStatuses.${status}`),
          }))}
        />
      </Group>
      {reports.isError && data === undefined ? (
        <LoadErrorState
          title={t('moderation.reportsLoadFailed')}
          error={reports.error}
          onRetry={() => {
            void reports.refetch();
          }}
        />
      ) : data === undefined ? (
        <Loading />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconFlag size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('moderation.reportsEmpty')}
          py="md"
        />
      ) : (
        <>
          {data.items.map((report) => (
            <ReportCard key={report.report_id} report={report} />
          ))}
          <ListPagination
            page={params.page}
            pageSize={params.page_size}
            total={data.total}
            onPageChange={(page) => {
              update({ page });
            }}
            onPageSizeChange={(pageSize) => {
              update({ page_size: pageSize, page: 1 });
            }}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * The moderators' tab of `/admin/panel` for the therapist pools: the queue
 * by pool and status (approve, reject, hide, show again) and the reports
 * (hide the entry or dismiss), kept in `pools_…` query parameters.
 */
export function TherapistPoolsModerationPanel() {
  const { t } = useTranslation('therapist-pools');
  const { params, update } = usePanelListState(therapistReviewQuerySchema, queueKeys);
  const queue = useReviewQueue(params);
  const data = queue.data;
  const poolOptions = [
    { value: 'all', label: t('moderation.allPools') },
    ...therapistPools.map((pool) => ({ value: pool, label: t(`pools.${pool}.short`) })),
  ];

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby="pool-review-title">
        <Stack gap={4}>
          <Title order={2} size="h3" id="pool-review-title">
            {t('moderation.title')}
          </Title>
          <Text c="dimmed" size="sm" maw="70ch">
            {t('moderation.lead')}
          </Text>
        </Stack>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <SegmentedControl
              aria-label={t('moderation.pool')}
              value={params.pool ?? 'all'}
              onChange={(value) => {
                const pool = therapistPools.find((candidate) => candidate === value);
                update({ pool, page: 1 });
              }}
              data={poolOptions}
            />
            <SegmentedControl<TherapistEntryStatus>
              aria-label={t('moderation.status')}
              value={params.status}
              onChange={(status) => {
                update({ status, page: 1 });
              }}
              data={therapistEntryStatuses.map((status) => ({
                value: status,
                label: t(`statuses.${status}`),
              }))}
            />
          </Group>
          {data === undefined ? null : (
            <Text size="sm" fw={500} aria-live="polite">
              {t('moderation.count', { count: data.total })}
            </Text>
          )}
        </Group>
        {queue.isError && data === undefined ? (
          <LoadErrorState
            title={t('moderation.loadFailed')}
            error={queue.error}
            onRetry={() => {
              void queue.refetch();
            }}
          />
        ) : data === undefined ? (
          <Loading />
        ) : data.total === 0 ? (
          <EmptyState
            icon={<IconInbox size={32} aria-hidden />}
            withIndicatorBackground
            title={t('moderation.empty')}
            py="lg"
          />
        ) : (
          <>
            <Stack
              gap="sm"
              style={{ opacity: queue.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              {data.items.map((entry) => (
                <ReviewEntryCard
                  key={entry.entry_id}
                  entry={entry}
                  disabled={queue.isPlaceholderData}
                />
              ))}
            </Stack>
            <ListPagination
              page={params.page}
              pageSize={params.page_size}
              total={data.total}
              onPageChange={(page) => {
                update({ page });
              }}
              onPageSizeChange={(pageSize) => {
                update({ page_size: pageSize, page: 1 });
              }}
            />
          </>
        )}
      </Stack>
      <ReportsSection />
    </Stack>
  );
}
