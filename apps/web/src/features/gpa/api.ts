import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { courseEndpoints, profileEndpoints, type GpaPlan } from '@campus/contracts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint-client';

/** Shortest search text sent to the catalogue. */
export const minSearchLength = 2;

/** Catalogue courses for the picker (`q` and the first 10); idle until the text is long enough. */
export function useCourseSearch(q: string) {
  const text = q.trim();
  return useQuery({
    ...endpointQuery(courseEndpoints.list, { query: { q: text, page_size: 10 } }),
    enabled: text.length >= minSearchLength,
    staleTime: 5 * 60 * 1000,
  });
}

/** Per account, so that another person signing in on this browser never sees a cached answer. */
function gpaPlanKey(userId: string): QueryKey {
  return [...endpointKey(profileEndpoints.getGpaPlan, {}), userId];
}

/** The saved calculator of the signed-in person, read afresh on each visit; idle while signed out. */
export function useSavedGpaPlan(userId: string | null) {
  return useQuery({
    ...endpointQuery(profileEndpoints.getGpaPlan, {}),
    queryKey: gpaPlanKey(userId ?? ''),
    enabled: userId !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Keeps the whole calculator in the profile, replacing the saved one; the
 * answer becomes the cached saved calculator of this account (nothing is
 * read again, so a save never brings back an older copy).
 */
export function useSaveGpaPlan(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: GpaPlan) => callEndpoint(profileEndpoints.saveGpaPlan, { body: plan }),
    onSuccess: (saved) => {
      if (userId !== null) queryClient.setQueryData(gpaPlanKey(userId), saved);
    },
  });
}
