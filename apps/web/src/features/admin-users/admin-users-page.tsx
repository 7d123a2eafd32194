import { Button, Select, SimpleGrid } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  adminUserListQuerySchema,
  adminUserSortSchema,
  userRoles,
  userStatuses,
} from '@campus/contracts';
import { FilterSelect, SearchInput } from '../../components/list-filters';
import { PageFrame } from '../../components/page-frames/page-frame';
import { useListState } from '../../lib/use-list-state';
import { useUsers } from './api';
import { FilteredEmptyState, PagedList } from '../../components/paged-list';
import { UsersTable } from './components/users-table';

type UserSort = (typeof adminUserSortSchema.options)[number];

/** `/admin/users/all`: every account, searchable and filterable, with the filters kept in the URL. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin-users');
  const { params, update, searchText, changeSearch } = useListState(adminUserListQuerySchema);
  const users = useUsers(params);

  const isFiltered =
    (params.q ?? '') !== '' || params.role !== undefined || params.status !== undefined;

  return (
    <PageFrame
      size="xl"
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        <Button
          component={Link}
          to="/admin/users/add"
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          {t('list.add')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="md" spacing="sm">
        <SearchInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={searchText}
          onChange={changeSearch}
        />
        <FilterSelect
          label={t('filters.role')}
          allLabel={t('filters.allRoles')}
          options={userRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={params.role}
          onChange={(role) => {
            update({ role, page: 1 });
          }}
        />
        <FilterSelect
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          options={userStatuses.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
          value={params.status}
          onChange={(status) => {
            update({ status, page: 1 });
          }}
        />
        <Select<UserSort>
          label={t('filters.sort')}
          allowDeselect={false}
          value={params.sort}
          data={adminUserSortSchema.options.map((sort) => ({
            value: sort,
            label: t(`sorts.${sort}`),
          }))}
          onChange={(sort) => {
            if (sort !== null) update({ sort, page: 1 });
          }}
        />
      </SimpleGrid>

      <PagedList
        query={users}
        params={params}
        update={update}
        loadFailed={t('list.loadFailed')}
        empty={
          <FilteredEmptyState
            icon={<IconUsers size={32} aria-hidden />}
            title={isFiltered ? t('empty.filteredTitle') : t('empty.title')}
            description={isFiltered ? t('empty.filteredDescription') : t('empty.description')}
            filtered={isFiltered}
          />
        }
      >
        {(data) => (
          <UsersTable
            caption={t('list.caption', { count: data?.total ?? 0 })}
            users={data?.items}
            loadingRows={Math.min(params.page_size, 5)}
          />
        )}
      </PagedList>
    </PageFrame>
  );
}
