import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@campus/contracts';
import { ListTable } from '../../../components/list-table';
import { CourseLevelBadge, CourseTypeBadge } from './course-badges';
import { CourseIdentityCells } from './course-identity-cells';

interface CoursesTableProps {
  caption: string;
  courses: readonly CourseSummary[] | undefined;
  loadingRows: number;
}

/** The catalogue as a table; each course code opens the course's page. */
export function CoursesTable({ caption, courses, loadingRows }: CoursesTableProps) {
  const { t } = useTranslation('courses');
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
        return (
          <Table.Tr key={course.course_id}>
            <CourseIdentityCells course={course} />
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
