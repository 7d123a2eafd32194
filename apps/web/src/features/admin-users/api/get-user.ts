import { useQuery } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { adminUserKeys } from './query-keys';

/** `GET admin/users/{user_id}`. */
export async function fetchUser(userId: string): Promise<AdminUser> {
  return withProblem(async () =>
    adminUserSchema.parse(
      await api.get(`admin/users/${encodeURIComponent(userId)}`).json<unknown>(),
    ),
  );
}

export function useUser(userId: string | undefined) {
  return useQuery({
    queryKey: adminUserKeys.detail(userId ?? ''),
    queryFn: () => fetchUser(userId ?? ''),
    enabled: userId !== undefined,
  });
}
