import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseDetailCourse } from '@campus/contracts';
import { useBilingualName } from '../../course-text';
import { CourseLevelBadge, CourseTypeBadge } from '../../components/course-badges';

const badgeStyle = { whiteSpace: 'nowrap', maxWidth: 'none', flexShrink: 0 } as const;

interface CourseHeaderProps {
  course: CourseDetailCourse;
  /** What a visitor can do here (share an experience, or sign in to). */
  action: ReactNode;
}

/** The course code, its name in the interface language (the other language's smaller) and its badges. */
export function CourseHeader({ course, action }: CourseHeaderProps) {
  const { t, i18n } = useTranslation('course-detail');
  const { t: tCourses } = useTranslation('courses');
  const nameOf = useBilingualName();
  const name = nameOf(course);
  const otherLanguage = i18n.language.startsWith('tr') ? 'en' : 'tr';

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Text fw={700} c="dimmed" size="sm" ff="monospace">
            {course.course_code}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
            {name.main}
          </Title>
          {name.other === null ? null : (
            <Text c="dimmed" lang={otherLanguage} style={{ overflowWrap: 'anywhere' }}>
              {name.other}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
      <Group gap="xs" role="group" aria-label={t('about.badges')}>
        <CourseTypeBadge type={course.course_type} />
        <CourseLevelBadge level={course.level} />
        <Badge color="gray" variant="light" style={badgeStyle}>
          {tCourses(`semesters.${course.semester_offered}`)}
        </Badge>
        <Badge color="cyan" variant="outline" style={badgeStyle}>
          {t('about.languageBadge', { language: tCourses(`languages.${course.language}`) })}
        </Badge>
      </Group>
    </Stack>
  );
}
