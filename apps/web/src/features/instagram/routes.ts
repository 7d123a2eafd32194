import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const instagramPages = withTexts(() => import('.'), ['instagram']);

/** The admins' Instagram posts (the home page's section is placed by `app/`). */
export const instagramRoutes: AppRoute[] = [
  route('/admin/instagram/all', 'admin', lazyPage(instagramPages, 'AdminInstagramPage')),
];
