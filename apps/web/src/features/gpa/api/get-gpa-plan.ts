import { useQuery } from '@tanstack/react-query';
import { savedGpaPlanSchema, type SavedGpaPlan } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** Per account, so that another person signing in on this browser never sees a cached answer. */
export function gpaPlanQueryKey(userId: string) {
  return ['gpa', 'plan', userId] as const;
}

/** `GET profile/me/gpa`: the calculator kept in the profile, checked against the contract. */
export async function fetchGpaPlan(): Promise<SavedGpaPlan> {
  return withProblem(async () =>
    savedGpaPlanSchema.parse(await api.get('profile/me/gpa').json<unknown>()),
  );
}

/** The saved calculator of the signed-in person, read afresh on each visit; idle while signed out. */
export function useSavedGpaPlan(userId: string | null) {
  return useQuery({
    queryKey: gpaPlanQueryKey(userId ?? ''),
    queryFn: fetchGpaPlan,
    enabled: userId !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
