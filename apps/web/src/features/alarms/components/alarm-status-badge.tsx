import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlarmStatus } from '@campus/contracts';

const colours: Record<AlarmStatus, string> = {
  scheduled: 'blue',
  fired: 'green',
  cancelled: 'gray',
};

export function AlarmStatusBadge({ status }: { status: AlarmStatus }) {
  const { t } = useTranslation('alarms');
  return (
    <Badge color={colours[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
