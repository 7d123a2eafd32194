import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { rememberProfile } from './get-profile';
import { withProblem } from '../../../lib/problem-error';

/** `DELETE profile/me/photo`: answers the profile without a photo. */
export async function removePhoto(): Promise<Profile> {
  return withProblem(async () =>
    profileSchema.parse(await api.delete('profile/me/photo').json<unknown>()),
  );
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess: (profile) => {
      rememberProfile(queryClient, profile);
    },
  });
}
