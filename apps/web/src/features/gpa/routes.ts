import { lazyPage, route, type AppRoute } from '../../lib/routing';

const gpaPages = () => import('.');

/** The GPA calculator. */
export const gpaRoutes: AppRoute[] = [
  route('/gpa', 'public', lazyPage(gpaPages, 'GpaCalculatorPage')),
];
