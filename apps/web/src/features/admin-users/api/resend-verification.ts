import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** `POST admin/users/{user_id}/resend-verification` (202): a new verification e-mail. */
export async function resendVerification(userId: string): Promise<MessageResponse> {
  return withProblem(async () =>
    messageResponseSchema.parse(
      await api
        .post(`admin/users/${encodeURIComponent(userId)}/resend-verification`)
        .json<unknown>(),
    ),
  );
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
