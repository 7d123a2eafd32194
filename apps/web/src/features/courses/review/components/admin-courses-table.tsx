import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '@campus/contracts';
import { ListTable } from '../../../../components/list-table';
import { CourseLevelBadge, CourseTypeBadge } from '../../components/course-badges';
import { coursePath } from '../../components/courses-table';
import { useBilingualName } from '../../course-text';
import { CourseStatusBadge } from './course-status-badge';

interface AdminCoursesTableProps {
  caption: string;
  courses: readonly CourseSummary[] | undefined;
  loadingRows: number;
  onEdit: (course: CourseSummary) => void;
}

/** The moderators' course list: the catalogue's columns plus the status and an Edit button. */
export function AdminCoursesTable({
  caption,
  courses,
  loadingRows,
  onEdit,
}: AdminCoursesTableProps) {
  const { t } = useTranslation('course-review');
  const { t: tCourses } = useTranslation('courses');
  const nameOf = useBilingualName();
  return (
    <ListTable
      caption={caption}
      minWidth={1000}
      columns={[
        t('courses.columns.code'),
        t('courses.columns.name'),
        t('courses.columns.department'),
        t('courses.columns.credits'),
        t('courses.columns.type'),
        t('courses.columns.level'),
        t('courses.columns.status'),
        t('courses.columns.instructor'),
        t('courses.columns.actions'),
      ]}
      loading={courses === undefined}
      loadingRows={loadingRows}
    >
      {courses?.map((course) => {
        const name = nameOf(course);
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
                {nameOf(course.department).main}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {tCourses('creditsValue', { credits: course.credits, ects: course.ects })}
            </Table.Td>
            <Table.Td>
              <CourseTypeBadge type={course.course_type} />
            </Table.Td>
            <Table.Td>
              <CourseLevelBadge level={course.level} />
            </Table.Td>
            <Table.Td>
              <CourseStatusBadge status={course.status} />
            </Table.Td>
            <Table.Td>{course.instructor_name}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={t('courses.editLabel', { course: course.course_code })}
                onClick={() => {
                  onEdit(course);
                }}
              >
                {t('courses.edit')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
