import { useMemo, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconCalendarEvent, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alarmListQuerySchema, type Alarm } from '@campus/contracts';
import { DeleteDialog } from '../../components/delete-dialog';
import { PagedList } from '../../components/paged-list';
import { LoadingState } from '../../components/loading-state';
import { PageFrame } from '../../components/page-frames/page-frame';
import { useFormatCampusTime } from '../../lib/format-date';
import { useListState } from '../../lib/use-list-state';
import { useActiveEvents, useCancelAlarm, useMyAlarms } from './api';
import { AlarmEditorDrawer, type AlarmEditorTarget } from './components/alarm-editor-drawer';
import { AlarmStatusBadge } from './components/alarm-status-badge';
import { StatusFilter } from './components/status-filter';
import { AddButton } from '../../components/add-button';
import { useDrawerTarget } from '../../components/add-edit-drawer';
import { BareList } from '../../components/bare-list';

interface AlarmCardProps {
  alarm: Alarm;
  eventName: string | undefined;
  onEdit: () => void;
  onCancel: () => void;
}

function AlarmCard({ alarm, eventName, onEdit, onCancel }: AlarmCardProps) {
  const { t } = useTranslation('alarms');
  const formatTime = useFormatCampusTime();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={alarm.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {alarm.title}
          </Title>
          <AlarmStatusBadge status={alarm.status} />
        </Group>
        <Group gap="xs" c="dimmed">
          <IconBell size={16} aria-hidden />
          <Text size="sm">
            {alarm.status === 'fired' && alarm.fired_at !== null
              ? t('list.firedAt', { when: formatTime(alarm.fired_at) })
              : t('list.remindAt', { when: formatTime(alarm.remind_at) })}
          </Text>
        </Group>
        {alarm.event_id === null ? null : (
          <Group gap="xs" c="dimmed">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm">{eventName ?? t('list.pastEvent')}</Text>
          </Group>
        )}
        {alarm.send_email ? (
          <Group gap="xs" c="dimmed">
            <IconMail size={16} aria-hidden />
            <Text size="sm">{t('list.byEmail')}</Text>
          </Group>
        ) : null}
        {alarm.note === null ? null : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {alarm.note}
          </Text>
        )}
        {alarm.status === 'scheduled' ? (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              size="xs"
              onClick={onEdit}
              aria-label={t('list.edit', { title: alarm.title })}
            >
              {t('list.editShort')}
            </Button>
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={onCancel}
              aria-label={t('list.cancel', { title: alarm.title })}
            >
              {t('list.cancelShort')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** `/alarm/personal`: my reminders, set, changed or cancelled while they wait. */
export function AlarmsPage() {
  const { t } = useTranslation('alarms');
  const { params, update } = useListState(alarmListQuerySchema);
  const alarms = useMyAlarms(params);
  const activeEvents = useActiveEvents();
  const editingDrawer = useDrawerTarget<AlarmEditorTarget>();
  const [cancelling, setCancelling] = useState<Alarm | null>(null);
  const cancel = useCancelAlarm();

  const eventNames = useMemo(
    () => new Map((activeEvents.data ?? []).map((event) => [event.event_id, event.event_name])),
    [activeEvents.data],
  );

  function openEditor(alarm: Alarm | null) {
    editingDrawer.open({ alarm });
  }

  return (
    <PageFrame
      title={t('title')}
      lead={t('intro')}
      actions={
        <AddButton
          label={t('add')}
          onClick={() => {
            openEditor(null);
          }}
        />
      }
    >
      <Stack gap="lg">
        <StatusFilter
          value={params.status}
          onChange={(status) => {
            update({ status, page: 1 });
          }}
        />
        <PagedList
          query={alarms}
          params={params}
          update={update}
          loadFailed={t('loadFailed')}
          empty={
            <Text c="dimmed">{params.status === undefined ? t('empty') : t('emptyFiltered')}</Text>
          }
        >
          {(data) =>
            data === undefined ? (
              <LoadingState heights={[96, 96]} />
            ) : (
              <BareList>
                {data.items.map((alarm) => (
                  <li key={alarm.alarm_id}>
                    <AlarmCard
                      alarm={alarm}
                      eventName={
                        alarm.event_id === null ? undefined : eventNames.get(alarm.event_id)
                      }
                      onEdit={() => {
                        openEditor(alarm);
                      }}
                      onCancel={() => {
                        setCancelling(alarm);
                      }}
                    />
                  </li>
                ))}
              </BareList>
            )
          }
        </PagedList>
      </Stack>
      <AlarmEditorDrawer
        target={editingDrawer.target}
        onClose={() => {
          editingDrawer.close();
        }}
      />
      {/* Cancelling a scheduled alarm (`DELETE alarms/{id}`) asks first. */}
      <DeleteDialog
        target={cancelling}
        title={t('cancel.title')}
        body={t('cancel.question', { title: cancelling?.title ?? '' })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        done={t('cancel.done')}
        mutation={cancel}
        variables={(alarm) => ({ params: { alarm_id: alarm.alarm_id } })}
        onClose={() => {
          setCancelling(null);
        }}
      />
    </PageFrame>
  );
}
