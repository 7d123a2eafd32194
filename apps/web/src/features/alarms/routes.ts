import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const alarmPages = withTexts(() => import('.'), ['alarms']);

/** A person's alarms, and the admins' view of all of them. */
export const alarmRoutes: AppRoute[] = [
  route('/alarm/personal', 'auth', lazyPage(alarmPages, 'AlarmsPage')),
  route('/admin/alarm/all', 'admin', lazyPage(alarmPages, 'AdminAlarmsPage')),
];
