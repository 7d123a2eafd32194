import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TherapistEntryStatus } from '@campus/contracts';

const colors: Record<TherapistEntryStatus, string> = {
  waiting: 'yellow',
  approved: 'green',
  rejected: 'red',
  hidden: 'gray',
};

export function EntryStatusBadge({ status }: { status: TherapistEntryStatus }) {
  const { t } = useTranslation('therapist-pools');
  return (
    <Badge variant="light" color={colors[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
