import { Anchor, Table, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactListQuerySchema, contactStatuses } from '@campus/contracts';
import { ListTable } from '../../components/list-table';
import { SearchStatusList } from '../../components/search-status-list';
import { useFormatDate } from '../../lib/format-date';
import { useListState } from '../../lib/use-list-state';
import { useContactMessages } from './api';
import { ContactStatusBadge } from './contact-status-badge';
import { PageFrame } from '../../components/page-frames/page-frame';

/** `/admin/contacts/all` (admins): the contact form's messages, newest first. */
export function AdminContactsPage() {
  const { t } = useTranslation('contact');
  const formatDate = useFormatDate();
  const list = useListState(contactListQuerySchema);
  const messages = useContactMessages(list.params);

  return (
    <PageFrame title={t('admin.title')} lead={t('admin.lead')} size="xl">
      <SearchStatusList
        texts={(key) => t(`admin.${key}`)}
        statuses={contactStatuses}
        statusLabel={(status) => t(`statuses.${status}`)}
        list={list}
        query={messages}
        icon={<IconMail size={32} aria-hidden />}
        filterColumns={{ base: 1, xs: 2, md: 3 }}
      >
        {(data) => (
          <ListTable
            caption={t('admin.caption', { count: data?.total ?? 0 })}
            columns={[
              t('admin.columns.subject'),
              t('admin.columns.sender'),
              t('admin.columns.platform'),
              t('admin.columns.status'),
              t('admin.columns.received'),
            ]}
            minWidth={720}
            loading={data === undefined}
            loadingRows={5}
          >
            {data?.items.map((message) => (
              <Table.Tr key={message.contact_id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={`/admin/contacts/${message.contact_id}`}>
                    {message.subject}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{`${message.first_name} ${message.last_name}`}</Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {message.email}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`platforms.${message.platform}`)}</Table.Td>
                <Table.Td>
                  <ContactStatusBadge status={message.status} />
                </Table.Td>
                <Table.Td>{formatDate(message.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </SearchStatusList>
    </PageFrame>
  );
}
