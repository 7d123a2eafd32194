import { lazyPage, route, type AppRoute } from '../../lib/routing';

// The event page only: the drawer is in the shell.
const eventPages = () => import('./event-page');

/** An event's page. */
export const eventRoutes: AppRoute[] = [
  route('/event/:event_id', 'auth', lazyPage(eventPages, 'EventPage')),
];
