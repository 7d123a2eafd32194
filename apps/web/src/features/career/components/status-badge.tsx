import { useTranslation } from 'react-i18next';
import type { CareerApplicationStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

/** An application's status as a coloured badge with its word. */
export function ApplicationStatusBadge({ status }: { status: CareerApplicationStatus }) {
  const { t } = useTranslation('career');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}
