import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileUpdateBodySchema } from '@campus/contracts';
import { profileSchema, type Profile } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { rememberProfile } from './get-profile';
import { withProblem } from '../../../lib/problem-error';

/** The body of `PUT profile/me` after the contract's trimming and defaults. */
export type ProfileUpdate = ReturnType<typeof profileUpdateBodySchema.parse>;

/** `PUT profile/me`: sends only the fields a user may change. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const body: ProfileUpdate = {
    user_first_name: update.user_first_name,
    user_last_name: update.user_last_name,
    department: update.department,
    class_year: update.class_year,
    locale: update.locale,
    bio: update.bio,
  };
  return withProblem(async () =>
    profileSchema.parse(await api.put('profile/me', { json: body }).json<unknown>()),
  );
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      rememberProfile(queryClient, profile);
    },
  });
}
