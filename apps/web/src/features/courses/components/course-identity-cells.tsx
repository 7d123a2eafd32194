import type { ReactNode } from 'react';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
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

interface CourseTableProps<Course extends CourseSummary> {
  caption: string;
  minWidth: number;
  /** The rows, or `undefined` while they load. */
  courses: readonly Course[] | undefined;
  loadingRows: number;
  /** The headers of the table's own columns, after the identity columns. */
  columns: string[];
  /** A row's own cells, after its identity cells. */
  cells: (course: Course) => ReactNode;
}

/** A table of courses: each row starts with its `CourseIdentityCells`, then the table's own cells. */
export function CourseTable<Course extends CourseSummary>({
  caption,
  minWidth,
  courses,
  loadingRows,
  columns,
  cells,
}: CourseTableProps<Course>) {
  const { t } = useTranslation('courses');
  return (
    <ListTable
      caption={caption}
      minWidth={minWidth}
      columns={[
        t('columns.code'),
        t('columns.name'),
        t('columns.department'),
        t('columns.credits'),
        ...columns,
      ]}
      loading={courses === undefined}
      loadingRows={loadingRows}
    >
      {courses?.map((course) => (
        <Table.Tr key={course.course_id}>
          <CourseIdentityCells course={course} />
          {cells(course)}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
