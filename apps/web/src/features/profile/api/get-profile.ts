import { useQuery, type QueryClient } from '@tanstack/react-query';
import { currentUserSchema, profileSchema, type Profile } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { setSignedIn } from '../../../lib/auth-store';
import { withProblem } from '../../../lib/problem-error';

export const profileQueryKey = ['profile', 'me'] as const;

/** `GET profile/me`: the signed-in user's profile, checked against the contract. */
export async function fetchProfile(): Promise<Profile> {
  return withProblem(async () => profileSchema.parse(await api.get('profile/me').json<unknown>()));
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile });
}

/**
 * Keeps a profile the API just answered: in the query cache, and as the
 * session's current user so that the navigation bar shows the new name and photo.
 */
export function rememberProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileQueryKey, profile);
  setSignedIn(currentUserSchema.parse(profile));
}
