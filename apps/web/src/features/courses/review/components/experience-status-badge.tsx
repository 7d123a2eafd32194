import { useTranslation } from 'react-i18next';
import type { ExperienceStatus } from '@campus/contracts';
import { StatusBadge } from '../../../../components/status-badge';

export function ExperienceStatusBadge({ status }: { status: ExperienceStatus }) {
  const { t } = useTranslation('course-review');
  return <StatusBadge status={status} label={t(`review.statuses.${status}`)} />;
}
