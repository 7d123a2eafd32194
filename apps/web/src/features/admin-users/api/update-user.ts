import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, adminUserUpdateBodySchema, type AdminUser } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { adminUserKeys } from './query-keys';

export type UserUpdate = ReturnType<typeof adminUserUpdateBodySchema.parse>;

/**
 * `PATCH admin/users/{user_id}` with only the changed fields. A 409 carries
 * the reason (the last admin, or demoting or deactivating oneself).
 */
export async function updateUser({
  userId,
  changes,
}: {
  userId: string;
  changes: UserUpdate;
}): Promise<AdminUser> {
  const body = adminUserUpdateBodySchema.parse(changes);
  return withProblem(async () =>
    adminUserSchema.parse(
      await api.patch(`admin/users/${encodeURIComponent(userId)}`, { json: body }).json<unknown>(),
    ),
  );
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(adminUserKeys.detail(user.user_id), user);
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
    },
  });
}
