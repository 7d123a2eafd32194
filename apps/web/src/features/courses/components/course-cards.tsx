import { Anchor, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseListItem } from '@campus/contracts';
import { useBilingualName } from '../course-text';
import { CourseLevelBadge, CourseTypeBadge } from './course-badges';
import { coursePath } from './course-identity-cells';
import { CourseRatings } from './course-ratings';
import type { CourseListProps } from './courses-table';
import { BareList } from '../../../components/bare-list';

function CourseCard({ course }: { course: CourseListItem }) {
  const { t } = useTranslation('courses');
  const nameOf = useBilingualName();
  const name = nameOf(course);
  const { count } = course.aggregates;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <div>
          <Title order={2} fz="md" lh={1.35}>
            <Anchor component={Link} to={coursePath(course.course_id)} inherit>
              {course.course_code} · {name.main}
            </Anchor>
          </Title>
          {name.other === null ? null : (
            <Text size="xs" c="dimmed">
              {name.other}
            </Text>
          )}
        </div>
        <Text size="sm">
          {nameOf(course.department).main} ·{' '}
          <span style={{ whiteSpace: 'nowrap' }}>
            {t('creditsLong', { count: course.credits, ects: course.ects })}
          </span>
        </Text>
        <Group gap={6} wrap="wrap">
          <CourseTypeBadge type={course.course_type} />
          <CourseLevelBadge level={course.level} />
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconUser size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{course.instructor_name}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`languages.${course.language}`)} · {t(`semesters.${course.semester_offered}`)}
        </Text>
        <Divider />
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noExperiences')}
          </Text>
        ) : (
          <>
            <CourseRatings aggregates={course.aggregates} layout="wide" />
            <Text size="xs" c="dimmed">
              {t('experienceCount', { count })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The catalogue on a phone: one card per course, its code and name a link to its page. */
export function CourseCards({ caption, courses, loadingRows }: CourseListProps) {
  if (courses === undefined) {
    return (
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: loadingRows }, (_, index) => (
          <Skeleton key={index} height={190} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <BareList label={caption} gap="sm">
      {courses.map((course) => (
        <CourseCard key={course.course_id} course={course} />
      ))}
    </BareList>
  );
}
