import { lazyPage, route, type AppRoute } from '../../lib/routing';

const poolPages = () => import('.');

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
