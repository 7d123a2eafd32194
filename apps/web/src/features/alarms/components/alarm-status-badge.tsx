import { useTranslation } from 'react-i18next';
import type { AlarmStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

export function AlarmStatusBadge({ status }: { status: AlarmStatus }) {
  const { t } = useTranslation('alarms');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}
