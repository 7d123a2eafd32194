import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { rememberProfile } from './get-profile';
import { withProblem } from '../../../lib/problem-error';

/** `POST profile/me/photo` (multipart, field `photo`): answers the profile with its new photo. */
export async function uploadPhoto(photo: File): Promise<Profile> {
  const body = new FormData();
  body.append('photo', photo, photo.name);
  return withProblem(async () =>
    profileSchema.parse(await api.post('profile/me/photo', { body }).json<unknown>()),
  );
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (profile) => {
      rememberProfile(queryClient, profile);
    },
  });
}
