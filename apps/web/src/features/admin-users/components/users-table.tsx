import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AdminUser } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useFormatDate } from '../../../lib/format-date';
import { RoleBadge, UserStatusBadge, VerifiedMark } from './user-badges';

interface UsersTableProps {
  caption: string;
  users: readonly AdminUser[] | undefined;
  loadingRows: number;
}

export function userDetailPath(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}`;
}

/** The users as a table; a row (or its name link, for keyboards) opens the user's page. */
export function UsersTable({ caption, users, loadingRows }: UsersTableProps) {
  const { t } = useTranslation('admin-users');
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  return (
    <ListTable
      caption={caption}
      minWidth={900}
      columns={[
        t('columns.name'),
        t('columns.email'),
        t('columns.role'),
        t('columns.status'),
        t('columns.verified'),
        t('columns.created'),
        t('columns.lastLogin'),
      ]}
      loading={users === undefined}
      loadingRows={loadingRows}
    >
      {users?.map((user) => {
        const name = `${user.user_first_name} ${user.user_last_name}`.trim();
        const path = userDetailPath(user.user_id);
        return (
          <Table.Tr
            key={user.user_id}
            style={{ cursor: 'pointer' }}
            onClick={() => {
              void navigate(path);
            }}
          >
            <Table.Td>
              <Anchor
                component={Link}
                to={path}
                fw={600}
                size="sm"
                onClick={(event) => {
                  event.stopPropagation();
                }}
              >
                {name === '' ? user.user_email : name}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{user.user_email}</Table.Td>
            <Table.Td>
              <RoleBadge role={user.user_role} />
            </Table.Td>
            <Table.Td>
              <UserStatusBadge status={user.user_status} />
            </Table.Td>
            <Table.Td>
              <VerifiedMark verified={user.is_email_verified} />
            </Table.Td>
            <Table.Td>{formatDate(user.created_at)}</Table.Td>
            <Table.Td>
              {user.last_login_at === null ? t('never') : formatDate(user.last_login_at, true)}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
