import { lazyPage, redirectTo, route, type AppRoute } from '../../lib/routing';

const devLogPages = () => import('.');

/** The dev log; `/blog` is a footer link's alias (PRODUCT.md "Navigation"). */
export const devLogRoutes: AppRoute[] = [
  route('/dev/display', 'public', lazyPage(devLogPages, 'DevLogPage')),
  route('/blog', 'public', redirectTo('/dev/display')),
];
