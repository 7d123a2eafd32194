import { lazyPage, redirectTo, route, withTexts, type AppRoute } from '../../lib/routing';

const profilePages = withTexts(() => import('.'), ['profile', 'two-step']);

/** The person's profile and photo; `/profile` is a footer link's alias (PRODUCT.md "Navigation"). */
export const profileRoutes: AppRoute[] = [
  route('/profile/view', 'auth', lazyPage(profilePages, 'ProfileViewPage')),
  route('/profile/photo', 'auth', lazyPage(profilePages, 'ProfilePhotoPage')),
  route('/profile', 'auth', redirectTo('/profile/view')),
];
