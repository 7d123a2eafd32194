import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseListItem } from '@campus/contracts';
import { CourseLevelBadge, CourseTypeBadge } from './course-badges';
import { CourseTable } from './course-identity-cells';
import { CourseRatings } from './course-ratings';

export interface CourseListProps {
  caption: string;
  courses: readonly CourseListItem[] | undefined;
  loadingRows: number;
}

/**
 * The catalogue as a table, from tablets up; each course code opens the
 * course's page. Its approved experiences' mean ratings and count are the last
 * columns, so courses compare without opening each one.
 */
export function CoursesTable({ caption, courses, loadingRows }: CourseListProps) {
  const { t } = useTranslation('courses');
  return (
    <CourseTable
      caption={caption}
      minWidth={1080}
      columns={[
        t('columns.typeAndLevel'),
        t('columns.instructor'),
        t('columns.language'),
        t('columns.ratings'),
        t('columns.experiences'),
      ]}
      courses={courses}
      loadingRows={loadingRows}
      cells={(course) => (
        <>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <CourseTypeBadge type={course.course_type} />
              <CourseLevelBadge level={course.level} />
            </Stack>
          </Table.Td>
          <Table.Td>{course.instructor_name}</Table.Td>
          <Table.Td>
            <Stack gap={2}>
              <Text size="sm">{t(`languages.${course.language}`)}</Text>
              <Text size="xs" c="dimmed">
                {t(`semesters.${course.semester_offered}`)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <CourseRatings aggregates={course.aggregates} layout="compact" />
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={600} c={course.aggregates.count === 0 ? 'dimmed' : undefined}>
              {course.aggregates.count}
            </Text>
          </Table.Td>
        </>
      )}
    />
  );
}
