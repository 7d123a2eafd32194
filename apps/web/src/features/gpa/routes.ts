import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const gpaPages = withTexts(() => import('.'), ['gpa']);

/** The GPA calculator. */
export const gpaRoutes: AppRoute[] = [
  route('/gpa', 'public', lazyPage(gpaPages, 'GpaCalculatorPage')),
];
