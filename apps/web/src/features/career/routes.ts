import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const careerPages = withTexts(() => import('.'), ['career']);

/** The open positions and the application form, and the admins' review of applications. */
export const careerRoutes: AppRoute[] = [
  route('/career', 'public', lazyPage(careerPages, 'CareerPage')),
  route('/career/apply', 'public', lazyPage(careerPages, 'CareerApplyPage')),
  route('/career/all', 'admin', lazyPage(careerPages, 'CareerAdminPage')),
  route('/career/:career_id', 'admin', lazyPage(careerPages, 'CareerApplicationPage')),
];
