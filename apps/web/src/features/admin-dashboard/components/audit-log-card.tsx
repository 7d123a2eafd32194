import { useState } from 'react';
import {
  Badge,
  Button,
  Code,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { auditLimits, type AuditEntry } from '@campus/contracts';
import { ListPagination } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { LoadErrorState } from '../../../components/load-error-state';
import { useFormatDate } from '../../../lib/format-date';
import { useAuditActions, useAuditLog } from '../api';
import { DashboardCard } from './dashboard-card';

/** What the audit log viewer shows, as kept in its controls ('' for no filter, left out of the query). */
interface AuditLogParams {
  q: string;
  /** '' for every action. */
  action: string;
  /** `YYYY-MM-DD` or '' for no bound. */
  from: string;
  to: string;
  page: number;
  page_size: number;
}

function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-dashboard');
  if (entry.actor !== null) {
    return (
      <Stack gap={0}>
        <Text size="sm">{`${entry.actor.first_name} ${entry.actor.last_name}`}</Text>
        <Text size="xs" c="dimmed">
          {`${entry.actor.email} · ${t(`roles.${entry.actor.role}`)}`}
        </Text>
      </Stack>
    );
  }
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {entry.actor_deleted ? t('audit.deletedActor') : t('audit.system')}
    </Text>
  );
}

function Details({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-dashboard');
  const keys = Object.keys(entry.details);
  if (keys.length === 0) return <Text size="sm">—</Text>;
  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm">
          {t('audit.showDetails', { count: keys.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {JSON.stringify(entry.details, null, 2)}
        </Code>
      </Popover.Dropdown>
    </Popover>
  );
}

const firstPage: AuditLogParams = {
  q: '',
  action: '',
  from: '',
  to: '',
  page: 1,
  page_size: 25,
};

/** The audit log: who did what and when, searchable and filtered by action and days. */
export function AuditLogCard() {
  const { t } = useTranslation('admin-dashboard');
  const formatDate = useFormatDate();
  const [params, setParams] = useState<AuditLogParams>(firstPage);
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const effective = query === params.q ? params : { ...params, q: query, page: 1 };
  const log = useAuditLog(effective);
  const actions = useAuditActions();
  const data = log.data;
  const change = (patch: Partial<AuditLogParams>) => {
    setParams((current) => ({ ...current, q: query, page: 1, ...patch }));
  };
  const rangeWrong = params.from !== '' && params.to !== '' && params.from > params.to;

  return (
    <DashboardCard
      id="dashboard-audit"
      icon={<IconHistory size={20} aria-hidden />}
      title={t('audit.title')}
    >
      <Text size="sm" c="dimmed">
        {t('audit.lead')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label={t('audit.search')}
          placeholder={t('audit.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={auditLimits.queryMaxLength}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        <Select
          label={t('audit.action')}
          searchable
          allowDeselect={false}
          value={params.action}
          onChange={(value) => {
            change({ action: value ?? '' });
          }}
          data={[
            { value: '', label: t('audit.allActions') },
            ...(actions.data?.items ?? []).map((item) => ({
              value: item.action,
              label: `${item.action} (${String(item.count)})`,
            })),
          ]}
        />
        <TextInput
          type="date"
          label={t('audit.from')}
          value={params.from}
          max={params.to === '' ? undefined : params.to}
          onChange={(event) => {
            change({ from: event.currentTarget.value });
          }}
        />
        <TextInput
          type="date"
          label={t('audit.to')}
          value={params.to}
          min={params.from === '' ? undefined : params.from}
          error={rangeWrong ? t('audit.rangeWrong') : undefined}
          onChange={(event) => {
            change({ to: event.currentTarget.value });
          }}
        />
      </SimpleGrid>
      {log.isError && data === undefined ? (
        <LoadErrorState title={t('audit.loadFailed')} query={log} />
      ) : (
        <>
          <ListTable
            caption={
              data === undefined ? t('audit.loading') : t('audit.caption', { count: data.total })
            }
            columns={[
              t('audit.when'),
              t('audit.who'),
              t('audit.what'),
              t('audit.target'),
              t('audit.details'),
            ]}
            minWidth={760}
            loading={data === undefined}
            loadingRows={5}
          >
            {data?.items.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center" py="md">
                    {t('audit.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              data?.items.map((entry) => (
                <Table.Tr key={entry.audit_id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(entry.created_at, true)}
                  </Table.Td>
                  <Table.Td>
                    <Actor entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none" radius="sm">
                      {entry.action}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {entry.target_type === null ? (
                      '—'
                    ) : (
                      <Stack gap={0}>
                        <Text size="sm">{entry.target_type}</Text>
                        {entry.target_id === null ? null : (
                          <Text
                            size="xs"
                            c="dimmed"
                            ff="monospace"
                            style={{ wordBreak: 'break-all' }}
                          >
                            {entry.target_id}
                          </Text>
                        )}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Details entry={entry} />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </ListTable>
          {data === undefined ? null : (
            <ListPagination
              page={effective.page}
              pageSize={effective.page_size}
              total={data.total}
              onPageChange={(page) => {
                setParams((current) => ({ ...current, q: query, page }));
              }}
              onPageSizeChange={(pageSize) => {
                change({ page_size: pageSize });
              }}
            />
          )}
        </>
      )}
    </DashboardCard>
  );
}
