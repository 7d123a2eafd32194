import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@campus/contracts';
import { StatusBadge } from '../../../../components/status-badge';

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('courses');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}
