import { lazyPage, route, type AppRoute } from '../../lib/routing';

const applicationPages = () => import('.');

/** The moderators' review of graduate (VIP) applications. */
export const graduateApplicationRoutes: AppRoute[] = [
  route(
    '/reception-vip/applications',
    'moderator',
    lazyPage(applicationPages, 'GraduateApplicationsPage'),
  ),
];
