import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  applicationStatuses,
  graduateApplicationListQuerySchema,
  type GraduateApplication,
} from '@campus/contracts';
import { useListState } from '../../lib/use-list-state';
import { useApplications } from './api';
import { ApplicationDrawer } from './components/application-drawer';
import { ApplicationsTable } from './components/applications-table';
import { LabelledSegments } from '../../components/labelled-segments';
import { PageFrame } from '../../components/page-frames/page-frame';
import { FilteredEmptyState, PagedList } from '../../components/paged-list';

/** The status filter: one status, or every application. */
const statusFilters = [...applicationStatuses, 'all'] as const;

/**
 * The list's state in the URL: the endpoint's query, except that the status
 * tab opens on pending applications and `all` asks for every status.
 */
const { q, page, page_size } = graduateApplicationListQuerySchema.shape;
const listStateSchema = z.object({
  status: z.enum(statusFilters).default('pending'),
  q,
  page,
  page_size,
});

/** `/reception-vip/applications`: staff review the graduates' applications (admin or moderator). */
export function GraduateApplicationsPage() {
  const { t } = useTranslation('graduates');
  const { params, update, searchText, changeSearch } = useListState(listStateSchema);
  const [openId, setOpenId] = useState<string | null>(null);
  const applications = useApplications({
    ...params,
    status: params.status === 'all' ? undefined : params.status,
  });
  const searched = params.q ?? '';

  const data = applications.data;
  const items = data?.items;
  const fromList = items?.find((item) => item.application_id === openId);
  const caption = t('table.caption', {
    status: t(`filters.${params.status}`),
    count: data?.total ?? 0,
  });

  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')} size="xl">
      <Group justify="space-between" align="flex-end" gap="md" mb="md" wrap="wrap">
        <LabelledSegments
          label={t('filters.label')}
          value={params.status}
          onChange={(value) => {
            update({ status: value, page: 1 });
          }}
          options={statusFilters.map((status) => ({
            value: status,
            label: t(`filters.${status}`),
          }))}
        />
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={searchText}
          onChange={(event) => {
            changeSearch(event.currentTarget.value);
          }}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
      </Group>

      <PagedList
        query={applications}
        params={params}
        update={update}
        loadFailed={t('page.loadFailed')}
        refreshing={t('page.refreshing')}
        empty={
          <FilteredEmptyState
            icon={<IconInbox size={32} aria-hidden />}
            title={searched === '' ? t('empty.title') : t('empty.searchTitle')}
            description={
              searched === ''
                ? t('empty.description', { status: t(`filters.${params.status}`) })
                : t('empty.searchDescription', { q: searched })
            }
            filtered={false}
          />
        }
      >
        {(page) => (
          <ApplicationsTable
            caption={caption}
            applications={page?.items}
            loadingRows={Math.min(params.page_size, 5)}
            onOpen={(application: GraduateApplication) => {
              setOpenId(application.application_id);
            }}
          />
        )}
      </PagedList>

      <ApplicationDrawer
        applicationId={openId}
        fromList={fromList}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </PageFrame>
  );
}
