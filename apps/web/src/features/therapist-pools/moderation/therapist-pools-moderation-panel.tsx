import { EmptyState, Group, SegmentedControl, Stack, Title } from '@mantine/core';
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
import { QueueCount, QueueList } from '../../../components/queue-list';
import { SectionHeading } from '../../../components/section-heading';
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

/** The open (or resolved) reports about entries, with Hide and Dismiss. */
function ReportsSection() {
  const { t } = useTranslation('therapist-pools');
  const { params, update } = usePanelListState(reportsStateSchema, reportsKeys);
  const reports = useReports(params);
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
      <QueueList
        query={reports}
        params={params}
        update={update}
        loadFailed={t('moderation.reportsLoadFailed')}
        skeleton={{ height: 140, count: 2 }}
        empty={
          <EmptyState
            icon={<IconFlag size={28} aria-hidden />}
            withIndicatorBackground
            size="sm"
            title={t('moderation.reportsEmpty')}
            py="md"
          />
        }
      >
        {(report) => <ReportCard key={report.report_id} report={report} />}
      </QueueList>
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
        <SectionHeading
          id="pool-review-title"
          title={t('moderation.title')}
          lead={t('moderation.lead')}
        />
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
            <QueueCount>{t('moderation.count', { count: data.total })}</QueueCount>
          )}
        </Group>
        <QueueList
          query={queue}
          params={params}
          update={update}
          loadFailed={t('moderation.loadFailed')}
          skeleton={{ height: 140, count: 2 }}
          empty={
            <EmptyState
              icon={<IconInbox size={32} aria-hidden />}
              withIndicatorBackground
              title={t('moderation.empty')}
              py="lg"
            />
          }
        >
          {(entry, disabled) => (
            <ReviewEntryCard key={entry.entry_id} entry={entry} disabled={disabled} />
          )}
        </QueueList>
      </Stack>
      <ReportsSection />
    </Stack>
  );
}
