import { lazyPage, route, withTexts, type AppRoute } from '../../lib/routing';

const adminUserPages = withTexts(() => import('.'), ['admin-users']);

/** The admins' user management. */
export const adminUserRoutes: AppRoute[] = [
  route('/admin/users/all', 'admin', lazyPage(adminUserPages, 'AdminUsersPage')),
  route('/admin/users/add', 'admin', lazyPage(adminUserPages, 'AdminUserAddPage')),
  route('/admin/users/edit', 'admin', lazyPage(adminUserPages, 'AdminUserEditPage')),
  route('/admin/users/:user_id', 'admin', lazyPage(adminUserPages, 'AdminUserDetailPage')),
];
