import { Anchor, Skeleton, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AdminUser } from '@campus/contracts';
import { useFormatDate } from '../format-date';
import { RoleBadge, StatusBadge, VerifiedMark } from './user-badges';

interface UsersTableProps {
  caption: string;
  users: readonly AdminUser[] | undefined;
  loadingRows: number;
}

const columnCount = 7;

export function userDetailPath(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}`;
}

/** The users as a table; a row (or its name link, for keyboards) opens the user's page. */
export function UsersTable({ caption, users, loadingRows }: UsersTableProps) {
  const { t } = useTranslation('admin-users');
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.email')}</Table.Th>
            <Table.Th scope="col">{t('columns.role')}</Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
            <Table.Th scope="col">{t('columns.verified')}</Table.Th>
            <Table.Th scope="col">{t('columns.created')}</Table.Th>
            <Table.Th scope="col">{t('columns.lastLogin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users === undefined
            ? Array.from({ length: loadingRows }, (_, row) => (
                <Table.Tr key={row} aria-hidden>
                  {Array.from({ length: columnCount }, (__, column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : users.map((user) => {
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
                      <StatusBadge status={user.user_status} />
                    </Table.Td>
                    <Table.Td>
                      <VerifiedMark verified={user.is_email_verified} />
                    </Table.Td>
                    <Table.Td>{formatDate(user.created_at)}</Table.Td>
                    <Table.Td>
                      {user.last_login_at === null
                        ? t('never')
                        : formatDate(user.last_login_at, true)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
