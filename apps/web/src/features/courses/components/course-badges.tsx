import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseLevel, CourseType } from '@campus/contracts';

const typeColors: Record<CourseType, string> = {
  mandatory: 'red',
  elective: 'teal',
  technical_elective: 'indigo',
};

const levelColors: Record<CourseLevel, string> = {
  undergraduate: 'blue',
  graduate: 'grape',
  phd: 'orange',
};

export function CourseTypeBadge({ type }: { type: CourseType }) {
  const { t } = useTranslation('courses');
  return (
    <Badge
      color={typeColors[type]}
      variant="light"
      style={{ whiteSpace: 'nowrap', maxWidth: 'none', flexShrink: 0 }}
    >
      {t(`types.${type}`)}
    </Badge>
  );
}

export function CourseLevelBadge({ level }: { level: CourseLevel }) {
  const { t } = useTranslation('courses');
  return (
    <Badge
      color={levelColors[level]}
      variant="outline"
      style={{ whiteSpace: 'nowrap', maxWidth: 'none', flexShrink: 0 }}
    >
      {t(`levels.${level}`)}
    </Badge>
  );
}
