import { Anchor, SimpleGrid, Table, Tabs, Text } from '@mantine/core';
import { IconBriefcase, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { careerApplicationListQuerySchema, careerApplicationStatuses } from '@campus/contracts';
import { FilterSelect, SearchInput } from '../../components/list-filters';
import { ListTable } from '../../components/list-table';
import { PagedList } from '../../components/paged-list';
import { useFormatDate } from '../../lib/format-date';
import { useListState } from '../../lib/use-list-state';
import { useApplications, usePositions } from './api';
import { PositionsPanel } from './components/positions-panel';
import { ApplicationStatusBadge } from './components/status-badge';
import { PageFrame } from '../../components/page-frames/page-frame';

/** What `/career/all` keeps in its address: its tab, and the applications' filters, search and page. */
const adminPageSchema = careerApplicationListQuerySchema.extend({
  tab: z.enum(['applications', 'positions']).default('applications'),
});

/** `/career/all` (admins): the applications with filters and search, and the positions. */
export function CareerAdminPage() {
  const { t } = useTranslation('career');
  const formatDate = useFormatDate();
  const { params, update, searchText, changeSearch } = useListState(adminPageSchema);
  const { tab, ...query } = params;
  const applications = useApplications(query);
  const positions = usePositions({ status: 'all', page: 1, page_size: 100 });

  return (
    <PageFrame title={t('admin.title')} lead={t('admin.lead')} size="xl">
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'applications' || value === 'positions') {
            update({ tab: value, page: 1 });
          }
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="applications" leftSection={<IconInbox size={16} aria-hidden />}>
            {t('admin.tabs.applications')}
          </Tabs.Tab>
          <Tabs.Tab value="positions" leftSection={<IconBriefcase size={16} aria-hidden />}>
            {t('admin.tabs.positions')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications">
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md" spacing="sm">
            <SearchInput
              label={t('admin.filters.search')}
              value={searchText}
              onChange={changeSearch}
            />
            <FilterSelect
              label={t('admin.filters.status')}
              allLabel={t('admin.filters.allStatuses')}
              options={careerApplicationStatuses.map((status) => ({
                value: status,
                label: t(`statuses.${status}`),
              }))}
              value={params.status}
              onChange={(status) => {
                update({ status, page: 1 });
              }}
            />
            <FilterSelect
              label={t('admin.filters.position')}
              allLabel={t('admin.filters.allPositions')}
              options={[
                { value: 'open', label: t('admin.filters.openApplications') },
                ...(positions.data?.items ?? []).map((position) => ({
                  value: position.position_id,
                  label: position.title,
                })),
              ]}
              value={params.position_id}
              onChange={(position_id) => {
                update({ position_id, page: 1 });
              }}
            />
          </SimpleGrid>
          <PagedList
            query={applications}
            params={params}
            update={update}
            loadFailed={t('admin.loadFailed')}
            isEmpty={(loaded) => loaded.total === 0}
            empty={<Text c="dimmed">{t('admin.empty')}</Text>}
          >
            {(data) => (
              <ListTable
                caption={t('admin.caption', { count: data?.total ?? 0 })}
                columns={[
                  t('admin.columns.name'),
                  t('admin.columns.position'),
                  t('admin.columns.status'),
                  t('admin.columns.sent'),
                ]}
                minWidth={640}
                loading={data === undefined}
                loadingRows={5}
              >
                {data?.items.map((application) => (
                  <Table.Tr key={application.career_id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/career/${application.career_id}`}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {application.full_name}
                      </Anchor>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {application.email}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {application.position_title ?? t('admin.open')}
                    </Table.Td>
                    <Table.Td>
                      <ApplicationStatusBadge status={application.status} />
                    </Table.Td>
                    <Table.Td>{formatDate(application.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            )}
          </PagedList>
        </Tabs.Panel>
        <Tabs.Panel value="positions">
          <PositionsPanel />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
