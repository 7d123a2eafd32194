export { AdminUsersPage } from './admin-users-page';
export { AdminUserDetailPage } from './admin-user-detail-page';
export { AdminUserAddPage } from './admin-user-add-page';
export { AdminUserEditPage } from './admin-user-edit-page';
