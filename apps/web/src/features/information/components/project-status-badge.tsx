import { useTranslation } from 'react-i18next';
import type { InformationProjectStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

/** A project's status, for moderators. */
export function ProjectStatusBadge({ status }: { status: InformationProjectStatus }) {
  const { t } = useTranslation('information');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}
