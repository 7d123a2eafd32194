import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@campus/contracts';

const colors: Record<ApplicationStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('graduates');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
