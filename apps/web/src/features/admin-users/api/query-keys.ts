import type { UserListParams } from '../list-params';

/** TanStack Query keys of the admin user management; invalidating `all` refreshes lists and details. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...adminUserKeys.lists(), params] as const,
  detail: (userId: string) => [...adminUserKeys.all, 'detail', userId] as const,
};
