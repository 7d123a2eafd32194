import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { profileDeleteBodySchema } from '@campus/contracts';
import { api, tokenStore } from '../../../lib/api-client';
import { setSignedOut } from '../../../lib/auth-store';
import { leaveWithoutAsking } from '../../../lib/use-leave-guard';
import { withProblem } from '../../../lib/problem-error';

/** `DELETE profile/me { user_password }`: removes the account (204). */
export async function deleteAccount(userPassword: string): Promise<void> {
  const body = profileDeleteBodySchema.parse({ user_password: userPassword });
  await withProblem(() => api.delete('profile/me', { json: body }));
}

/**
 * Deletes the account, goes to the landing page, then ends the session on
 * this device and forgets every cached answer. Leaving first keeps the route
 * guard of the profile page from sending the visitor to the login page, and
 * this runs even when the page that asked is already gone.
 */
export function useDeleteAccount(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await navigate('/', { replace: true, state: leaveWithoutAsking });
      tokenStore.clearTokens();
      setSignedOut();
      queryClient.clear();
      onDeleted?.();
    },
  });
}
