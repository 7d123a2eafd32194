import type { CSSProperties } from 'react';
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

/**
 * A badge's label may shrink to nothing in a grid, so a narrow table cell cut
 * "Mandatory" to "MANDATO…": the badge is never narrower than its whole label.
 */
const wholeLabel: CSSProperties = { minWidth: 'max-content', flexShrink: 0 };

export function CourseTypeBadge({ type }: { type: CourseType }) {
  const { t } = useTranslation('courses');
  return (
    <Badge color={typeColors[type]} variant="light" style={wholeLabel}>
      {t(`types.${type}`)}
    </Badge>
  );
}

export function CourseLevelBadge({ level }: { level: CourseLevel }) {
  const { t } = useTranslation('courses');
  return (
    <Badge color={levelColors[level]} variant="outline" style={wholeLabel}>
      {t(`levels.${level}`)}
    </Badge>
  );
}
