import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserListSchema } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import type { UserListParams } from '../list-params';
import { withProblem } from '../../../lib/problem-error';
import { adminUserKeys } from './query-keys';

/** `GET admin/users?q=&role=&status=&sort=&page=&page_size=`, checked against the contract. */
export async function fetchUsers(params: UserListParams) {
  const searchParams = new URLSearchParams({
    sort: params.sort,
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.q !== '') searchParams.set('q', params.q);
  if (params.role !== 'all') searchParams.set('role', params.role);
  if (params.status !== 'all') searchParams.set('status', params.status);
  return withProblem(async () =>
    adminUserListSchema.parse(await api.get('admin/users', { searchParams }).json<unknown>()),
  );
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: adminUserKeys.list(params),
    queryFn: () => fetchUsers(params),
    placeholderData: keepPreviousData,
  });
}
