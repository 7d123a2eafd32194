import { Container, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAuth } from '../../../lib/auth-store';
import { statusOf } from '../../../lib/problem-error';
import { isVipCourseDetail, useCourseDetail } from '../api';
import { useBilingualName } from '../course-text';
import { BackToCatalogueLink } from './components/back-link';
import { CourseAbout } from './components/course-about';
import { CourseHeader } from './components/course-header';
import { CourseNotFound } from './components/course-not-found';
import { ExperienceList } from './components/experience-list';
import { RatingSummary } from './components/rating-summary';
import { ShareExperienceAction } from './components/share-experience-action';
import { VipInsights } from './components/vip-insights';
import { VipUnlockCard } from './components/vip-unlock-card';
import { isCourseId } from './course-id';

/**
 * `/courses/:course_id`: a course with its ratings and approved experiences
 * for everyone; the grade distribution, the instructors breakdown and the
 * experiences in full with VIP access; the way to share an experience.
 */
export function CourseDetailPage() {
  const { t } = useTranslation('course-detail');
  const { course_id: rawId } = useParams();
  const courseId = isCourseId(rawId) ? rawId : undefined;
  const detail = useCourseDetail(courseId);
  const auth = useAuth();
  const nameOf = useBilingualName();
  const course = detail.data?.course;
  useDocumentTitle(
    course === undefined ? t('title') : `${course.course_code} · ${nameOf(course).main}`,
  );

  function body() {
    if (courseId === undefined) return <CourseNotFound invalidId />;
    if (detail.data === undefined && detail.isError && statusOf(detail.error) === 404) {
      return <CourseNotFound invalidId={false} />;
    }
    return (
      <QueryState
        query={detail}
        loadFailed={t('loadFailed')}
        loading={<LoadingState heights={[20, 40, 24, 220]} firstWidth="120px" />}
      >
        {(data) => (
          <Stack gap="xl">
            <CourseHeader
              course={data.course}
              action={<ShareExperienceAction course={data.course} />}
            />
            <Grid gap="lg" align="stretch">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <CourseAbout course={data.course} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <RatingSummary aggregates={data.aggregates} />
              </Grid.Col>
            </Grid>
            {isVipCourseDetail(data) ? (
              <VipInsights detail={data} />
            ) : (
              <VipUnlockCard
                signedIn={auth.isAuthenticated}
                contributionsNeeded={data.contributions_needed}
              />
            )}
            <ExperienceList courseId={data.course.course_id} />
          </Stack>
        )}
      </QueryState>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackToCatalogueLink />
        {body()}
      </Stack>
    </Container>
  );
}
