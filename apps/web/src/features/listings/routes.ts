import { lazyPage, route, type AppRoute } from '../../lib/routing';

const listingPages = () => import('.');

/** A listings board (the home page, which shows the boards, is composed in `app/`). */
export const listingRoutes: AppRoute[] = [
  route('/listings/:category', 'auth', lazyPage(listingPages, 'ListingsBoardPage')),
];
