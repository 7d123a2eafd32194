import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const waitlistPages = withTexts(() => import('.'), ['waitlist']);

/** Joining a waitlist, and the admins' counts and export. */
export const waitlistRoutes: AppRoute[] = [
  route('/waitlist/add', 'auth', lazyPage(waitlistPages, 'WaitlistPage')),
  route('/admin/waitlist/all', 'admin', lazyPage(waitlistPages, 'AdminWaitlistPage')),
];
