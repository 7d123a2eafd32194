import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CareerApplicationStatus } from '@campus/contracts';

const colors: Record<CareerApplicationStatus, string> = {
  new: 'blue',
  reviewing: 'yellow',
  interview: 'grape',
  accepted: 'green',
  rejected: 'gray',
};

/** An application's status as a coloured badge with its word. */
export function ApplicationStatusBadge({ status }: { status: CareerApplicationStatus }) {
  const { t } = useTranslation('career');
  return (
    <Badge variant="light" color={colors[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
