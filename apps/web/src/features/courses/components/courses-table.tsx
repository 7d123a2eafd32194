import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { useBilingualName } from '../course-text';
import { CourseLevelBadge, CourseTypeBadge } from './course-badges';

interface CoursesTableProps {
  caption: string;
  courses: readonly CourseSummary[] | undefined;
  loadingRows: number;
}

export function coursePath(courseId: string): string {
  return `/courses/${encodeURIComponent(courseId)}`;
}

/** The catalogue as a table; each course code opens the course's page. */
export function CoursesTable({ caption, courses, loadingRows }: CoursesTableProps) {
  const { t } = useTranslation('courses');
  const nameOf = useBilingualName();
  return (
    <ListTable
      caption={caption}
      minWidth={960}
      columns={[
        t('columns.code'),
        t('columns.name'),
        t('columns.department'),
        t('columns.credits'),
        t('columns.type'),
        t('columns.level'),
        t('columns.instructor'),
        t('columns.language'),
      ]}
      loading={courses === undefined}
      loadingRows={loadingRows}
    >
      {courses?.map((course) => {
        const name = nameOf(course);
        const department = nameOf(course.department);
        return (
          <Table.Tr key={course.course_id}>
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
                {department.main}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {t('creditsValue', { credits: course.credits, ects: course.ects })}
            </Table.Td>
            <Table.Td>
              <CourseTypeBadge type={course.course_type} />
            </Table.Td>
            <Table.Td>
              <CourseLevelBadge level={course.level} />
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
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
