import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '@campus/contracts';

const colors: Record<FeedbackStatus, string> = {
  new: 'blue',
  reviewing: 'yellow',
  done: 'green',
  dismissed: 'gray',
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('feedback');
  return (
    <Badge variant="light" color={colors[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
