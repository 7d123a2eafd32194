import { useState } from 'react';
import {
  Container,
  EmptyState,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  applicationStatuses,
  graduateApplicationListQuerySchema,
  type GraduateApplication,
} from '@campus/contracts';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListState } from '../../lib/use-list-state';
import { useApplications } from './api';
import { ApplicationDrawer } from './components/application-drawer';
import { ApplicationsTable } from './components/applications-table';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';

/** The status filter: one status, or every application. */
const statusFilters = [...applicationStatuses, 'all'] as const;
type StatusFilter = (typeof statusFilters)[number];

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
  useDocumentTitle(t('page.title'));
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
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('page.title')}
        </Title>
        <Text c="dimmed" maw="70ch">
          {t('page.lead')}
        </Text>
      </Stack>

      <Group justify="space-between" align="flex-end" gap="md" mb="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="status-filter-label">
            {t('filters.label')}
          </Text>
          <SegmentedControl<StatusFilter>
            aria-labelledby="status-filter-label"
            value={params.status}
            onChange={(value) => {
              update({ status: value, page: 1 });
            }}
            data={statusFilters.map((status) => ({
              value: status,
              label: t(`filters.${status}`),
            }))}
          />
        </Stack>
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

      {applications.isError && data === undefined ? (
        <LoadErrorState
          title={t('page.loadFailed')}
          error={applications.error}
          onRetry={() => {
            void applications.refetch();
          }}
        />
      ) : items !== undefined && items.length === 0 ? (
        <EmptyState
          icon={<IconInbox size={32} aria-hidden />}
          withIndicatorBackground
          title={searched === '' ? t('empty.title') : t('empty.searchTitle')}
          description={
            searched === ''
              ? t('empty.description', { status: t(`filters.${params.status}`) })
              : t('empty.searchDescription', { q: searched })
          }
          py="xl"
        />
      ) : (
        <>
          {applications.isFetching && data !== undefined ? (
            <VisuallyHidden role="status">{t('page.refreshing')}</VisuallyHidden>
          ) : null}
          <ApplicationsTable
            caption={caption}
            applications={items}
            loadingRows={Math.min(params.page_size, 5)}
            onOpen={(application: GraduateApplication) => {
              setOpenId(application.application_id);
            }}
          />
          {data === undefined ? null : (
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
          )}
        </>
      )}

      <ApplicationDrawer
        applicationId={openId}
        fromList={fromList}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </Container>
  );
}
