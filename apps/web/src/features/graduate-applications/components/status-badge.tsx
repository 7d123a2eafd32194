import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('graduates');
  return <StatusBadge status={status} label={t(`status.${status}`)} />;
}
