import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const listingPages = withTexts(() => import('.'), ['home', 'listings']);

/** A listings board (the home page, which shows the boards, is composed in `app/`). */
export const listingRoutes: AppRoute[] = [
  route('/listings/:category', 'auth', lazyPage(listingPages, 'ListingsBoardPage')),
];
