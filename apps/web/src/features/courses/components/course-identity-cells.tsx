import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '@campus/contracts';
import { useBilingualName } from '../course-text';

export function coursePath(courseId: string): string {
  return `/courses/${encodeURIComponent(courseId)}`;
}

/**
 * The first cells of a course row in every course table: the code (a link to
 * the course page), both names, the department and the credits.
 */
export function CourseIdentityCells({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('courses');
  const nameOf = useBilingualName();
  const name = nameOf(course);
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor component={Link} to={coursePath(course.course_id)} fw={600} size="sm">
          {course.course_code}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {name.main}
          </Text>
          {name.other === null ? null : (
            <Text size="xs" c="dimmed">
              {name.other}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" title={course.department.code}>
          {nameOf(course.department).main}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {t('creditsValue', { credits: course.credits, ects: course.ects })}
      </Table.Td>
    </>
  );
}
