import { lazyPage, redirectTo, route, withTexts, type AppRoute } from '../../lib/routing';

const devLogPages = withTexts(() => import('.'), ['dev-log']);

/** The dev log; `/blog` is a footer link's alias (PRODUCT.md "Navigation"). */
export const devLogRoutes: AppRoute[] = [
  route('/dev/display', 'public', lazyPage(devLogPages, 'DevLogPage')),
  route('/blog', 'public', redirectTo('/dev/display')),
];
