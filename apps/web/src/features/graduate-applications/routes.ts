import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const applicationPages = withTexts(() => import('.'), ['graduates']);

/** The moderators' review of graduate (VIP) applications. */
export const graduateApplicationRoutes: AppRoute[] = [
  route(
    '/reception-vip/applications',
    'moderator',
    lazyPage(applicationPages, 'GraduateApplicationsPage'),
  ),
];
