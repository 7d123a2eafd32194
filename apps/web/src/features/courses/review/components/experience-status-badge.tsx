import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExperienceStatus } from '@campus/contracts';

const colors: Record<ExperienceStatus, string> = {
  waiting: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function ExperienceStatusBadge({ status }: { status: ExperienceStatus }) {
  const { t } = useTranslation('course-review');
  return (
    <Badge color={colors[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`review.statuses.${status}`)}
    </Badge>
  );
}
