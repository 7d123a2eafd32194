import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '@campus/contracts';
import { StatusBadge } from '../../components/status-badge';

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('feedback');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}
