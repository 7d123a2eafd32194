import { Button, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@campus/contracts';
import { CourseLevelBadge, CourseTypeBadge } from '../../components/course-badges';
import { CourseTable } from '../../components/course-identity-cells';
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
  return (
    <CourseTable
      caption={caption}
      minWidth={1000}
      columns={[
        t('courses.columns.type'),
        t('courses.columns.level'),
        t('courses.columns.status'),
        t('courses.columns.instructor'),
        t('courses.columns.actions'),
      ]}
      courses={courses}
      loadingRows={loadingRows}
      cells={(course) => (
        <>
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
        </>
      )}
    />
  );
}
