import { Button, Group, Stack } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MySpaceEmpty,
  MySpaceItem,
  MySpaceSection,
  useSectionPaging,
} from '../../components/my-space-section';
import { useFormatCampusTime } from '../../lib/format-date';
import { useMyAlarms } from './api';
import { AlarmStatusBadge } from './components/alarm-status-badge';

/**
 * "My alarms" for the signed-in person's space: each reminder with its status
 * and when it is due (or went off), in the reader's language and time zone as
 * on `/alarm/personal`, where they are set, changed and cancelled.
 */
export function MyAlarmsSection() {
  const { t } = useTranslation('alarms');
  const formatTime = useFormatCampusTime();
  const { params, paging } = useSectionPaging();
  const alarms = useMyAlarms(params);

  return (
    <MySpaceSection
      id="my-alarms"
      title={t('title')}
      lead={t('mine.lead')}
      loadFailed={t('loadFailed')}
      query={alarms}
      skeletonHeight={72}
      empty={
        <MySpaceEmpty
          icon={<IconBell size={28} aria-hidden />}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
        >
          <Button component={Link} to="/alarm/personal" variant="default">
            {t('mine.set')}
          </Button>
        </MySpaceEmpty>
      }
      paging={paging}
      footer={
        alarms.data === undefined || alarms.data.total === 0 ? null : (
          <Group>
            <Button component={Link} to="/alarm/personal" variant="default" size="xs">
              {t('mine.manage')}
            </Button>
          </Group>
        )
      }
    >
      {(data) => (
        <Stack gap="sm">
          {data.items.map((alarm) => (
            <MySpaceItem
              key={alarm.alarm_id}
              label={alarm.title}
              line={
                alarm.status === 'fired' && alarm.fired_at !== null
                  ? t('list.firedAt', { when: formatTime(alarm.fired_at) })
                  : t('list.remindAt', { when: formatTime(alarm.remind_at) })
              }
              side={<AlarmStatusBadge status={alarm.status} />}
              sideAlwaysBeside
            />
          ))}
        </Stack>
      )}
    </MySpaceSection>
  );
}
