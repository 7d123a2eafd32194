import { lazyPage, route, type AppRoute } from '../../lib/routing';

// The page only: the navigation bar's bell and the live stream are in the shell.
const notificationPages = () => import('./notifications-page');

/** A person's notifications. */
export const notificationRoutes: AppRoute[] = [
  route('/notifications/personal', 'auth', lazyPage(notificationPages, 'NotificationsPage')),
];
