import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminUserCreateBodySchema } from '@campus/contracts';
import { adminUserSchema, type AdminUser } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { adminUserKeys } from './query-keys';

export type UserCreate = ReturnType<typeof adminUserCreateBodySchema.parse>;

/** `POST admin/users` (201): the new account; the person gets an e-mail to set a password. */
export async function createUser(body: UserCreate): Promise<AdminUser> {
  return withProblem(async () =>
    adminUserSchema.parse(await api.post('admin/users', { json: body }).json<unknown>()),
  );
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(adminUserKeys.detail(user.user_id), user);
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
    },
  });
}
