import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const poolPages = withTexts(() => import('.'), ['therapist-pools']);

/** The psychologist and psychiatrist pools: one page for both. */
export const therapistPoolRoutes: AppRoute[] = [
  route(
    '/psychology/display',
    'auth',
    lazyPage(poolPages, 'TherapistPoolPage', { pool: 'psychology' }),
  ),
  route(
    '/psychiatry/display',
    'auth',
    lazyPage(poolPages, 'TherapistPoolPage', { pool: 'psychiatry' }),
  ),
];
