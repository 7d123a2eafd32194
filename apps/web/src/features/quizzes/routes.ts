import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const quizPages = withTexts(() => import('.'), ['quizzes']);

/** Taking a quiz or a bundle, and the admins' preview of a bundle as it is taken. */
export const quizRoutes: AppRoute[] = [
  route('/quiz/:quiz_id', 'auth', lazyPage(quizPages, 'QuizTakePage')),
  route('/bundle/:bundle_id', 'auth', lazyPage(quizPages, 'BundleTakePage')),
  route(
    '/admin/qb/bundle/display/:question_id?',
    'admin',
    lazyPage(quizPages, 'BundleDisplayPage'),
  ),
];
