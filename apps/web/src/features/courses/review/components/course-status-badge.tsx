import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@campus/contracts';

const colors: Record<CourseStatus, string> = {
  active: 'green',
  draft: 'gray',
  archived: 'orange',
};

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('courses');
  return (
    <Badge color={colors[status]} variant="light" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
