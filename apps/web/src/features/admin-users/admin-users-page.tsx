import {
  Button,
  Container,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userRoles, userStatuses } from '@campus/contracts';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import { useUsers } from './api/list-users';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { UsersTable } from './components/users-table';
import {
  readListParams,
  userSorts,
  writeListParams,
  type RoleFilter,
  type StatusFilter,
  type UserSort,
} from './list-params';

/** `/admin/users/all`: every account, searchable and filterable, with the filters kept in the URL. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin-users');
  useDocumentTitle(t('list.title'));
  const { params, update, searchText, changeSearch } = useListParams(
    readListParams,
    writeListParams,
  );
  const users = useUsers(params);

  const data = users.data;
  const isFiltered = params.q !== '' || params.role !== 'all' || params.status !== 'all';

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {t('list.title')}
          </Title>
          <Text c="dimmed">{t('list.lead')}</Text>
        </Stack>
        <Button
          component={Link}
          to="/admin/users/add"
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          {t('list.add')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="md" spacing="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            changeSearch(event.currentTarget.value);
          }}
        />
        <Select<RoleFilter>
          label={t('filters.role')}
          allowDeselect={false}
          value={params.role}
          data={[
            { value: 'all', label: t('filters.allRoles') },
            ...userRoles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
          onChange={(role) => {
            if (role !== null) update({ role, page: 1 });
          }}
        />
        <Select<StatusFilter>
          label={t('filters.status')}
          allowDeselect={false}
          value={params.status}
          data={[
            { value: 'all', label: t('filters.allStatuses') },
            ...userStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
          onChange={(status) => {
            if (status !== null) update({ status, page: 1 });
          }}
        />
        <Select<UserSort>
          label={t('filters.sort')}
          allowDeselect={false}
          value={params.sort}
          data={userSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          onChange={(sort) => {
            if (sort !== null) update({ sort, page: 1 });
          }}
        />
      </SimpleGrid>

      {users.isError && data === undefined ? (
        <LoadErrorState
          title={t('list.loadFailed')}
          error={users.error}
          onRetry={() => {
            void users.refetch();
          }}
        />
      ) : data !== undefined && data.items.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={32} aria-hidden />}
          withIndicatorBackground
          title={isFiltered ? t('empty.filteredTitle') : t('empty.title')}
          description={isFiltered ? t('empty.filteredDescription') : t('empty.description')}
          py="xl"
        />
      ) : (
        <>
          <UsersTable
            caption={t('list.caption', { count: data?.total ?? 0 })}
            users={data?.items}
            loadingRows={Math.min(params.page_size, 5)}
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
    </Container>
  );
}
