import { useTranslation } from 'react-i18next';
import type { TherapistEntryStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

export function EntryStatusBadge({ status }: { status: TherapistEntryStatus }) {
  const { t } = useTranslation('therapist-pools');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}
