import {
  adminUserSortSchema,
  defaultPageSize,
  pageSizes,
  userRoles,
  userStatuses,
} from '@campus/contracts';
import type { UserRole, UserStatus } from '@campus/contracts';

export type UserSort = (typeof adminUserSortSchema.options)[number];
export const userSorts: readonly UserSort[] = adminUserSortSchema.options;
export const defaultSort: UserSort = '-created_at';

export type RoleFilter = UserRole | 'all';
export type StatusFilter = UserStatus | 'all';

/** What the user list shows, as kept in the page's query string. */
export interface UserListParams {
  q: string;
  role: RoleFilter;
  status: StatusFilter;
  sort: UserSort;
  page: number;
  page_size: number;
}

function oneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value);
}

export function readListParams(search: URLSearchParams): UserListParams {
  const role = search.get('role');
  const status = search.get('status');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  return {
    q: search.get('q')?.trim() ?? '',
    role: oneOf(userRoles, role) ? role : 'all',
    status: oneOf(userStatuses, status) ? status : 'all',
    sort: oneOf(userSorts, sort) ? sort : defaultSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** The query string for the parameters, leaving out defaults so links stay short. */
export function writeListParams(params: UserListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.role !== 'all') search.set('role', params.role);
  if (params.status !== 'all') search.set('status', params.status);
  if (params.sort !== defaultSort) search.set('sort', params.sort);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}
