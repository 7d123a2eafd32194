import { Anchor, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alarmAdminListQuerySchema, alarmLimits } from '@campus/contracts';
import { ListTable } from '../../components/list-table';
import { PagedList } from '../../components/paged-list';
import { PageFrame } from '../../components/page-frames/page-frame';
import { useFormatCampusTime } from '../../lib/format-date';
import { useListState } from '../../lib/use-list-state';
import { useAdminAlarms } from './api';
import { AlarmStatusBadge } from './components/alarm-status-badge';
import { BroadcastForm } from './components/broadcast-form';
import { StatusFilter } from './components/status-filter';

/** `/admin/alarm/all` (admins): everyone's alarms, and a reminder for everyone. */
export function AdminAlarmsPage() {
  const { t } = useTranslation('alarms');
  const formatTime = useFormatCampusTime();
  const { params, update, searchText, changeSearch } = useListState(alarmAdminListQuerySchema);
  const alarms = useAdminAlarms(params);
  const columns = [
    t('admin.columns.title'),
    t('admin.columns.owner'),
    t('admin.columns.remindAt'),
    t('admin.columns.status'),
    t('admin.columns.firedAt'),
  ];

  function table(data: typeof alarms.data) {
    return (
      <ListTable
        caption={t('admin.caption', { count: data?.total ?? 0 })}
        columns={columns}
        minWidth={760}
        loading={data === undefined}
        loadingRows={5}
      >
        {data?.items.map((alarm) => (
          <Table.Tr key={alarm.alarm_id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{alarm.title}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {alarm.owner_email === null ? (
                t('admin.unknownOwner')
              ) : (
                <Anchor href={`mailto:${alarm.owner_email}`} size="sm">
                  {alarm.owner_email}
                </Anchor>
              )}
            </Table.Td>
            <Table.Td>{formatTime(alarm.remind_at)}</Table.Td>
            <Table.Td>
              <AlarmStatusBadge status={alarm.status} />
            </Table.Td>
            <Table.Td>{alarm.fired_at === null ? '—' : formatTime(alarm.fired_at)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );
  }

  return (
    <PageFrame title={t('admin.title')} lead={t('admin.intro')} size="lg">
      <Stack gap="lg">
        <BroadcastForm />
        <Group align="flex-end" gap="md">
          <TextInput
            label={t('admin.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={alarmLimits.queryMaxLength}
            w={{ base: '100%', xs: 280 }}
            value={searchText}
            onChange={(event) => {
              changeSearch(event.currentTarget.value);
            }}
          />
          <StatusFilter
            value={params.status}
            onChange={(status) => {
              update({ status, page: 1 });
            }}
          />
        </Group>
        <PagedList
          query={alarms}
          params={params}
          update={update}
          loadFailed={t('loadFailed')}
          empty={
            // The empty table keeps its caption and headings above the sentence.
            <>
              {table(alarms.data)}
              <Text c="dimmed">{t('emptyFiltered')}</Text>
            </>
          }
        >
          {table}
        </PagedList>
      </Stack>
    </PageFrame>
  );
}
