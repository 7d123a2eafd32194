import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const informationPages = withTexts(() => import('.'), ['information']);

/** The information bank: its projects, and one project opened. */
export const informationRoutes: AppRoute[] = [
  route('/information/display', 'auth', lazyPage(informationPages, 'InformationPage')),
  route('/information/display/:project_id', 'auth', lazyPage(informationPages, 'InformationPage')),
];
