import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const coursePages = withTexts(() => import('.'), ['courses', 'course-detail', 'course-review']);

/** The course catalogue and a course's page, open to everyone. */
export const courseRoutes: AppRoute[] = [
  route('/courses', 'public', lazyPage(coursePages, 'CourseCatalogPage')),
  route('/courses/:course_id', 'public', lazyPage(coursePages, 'CourseDetailPage')),
];
