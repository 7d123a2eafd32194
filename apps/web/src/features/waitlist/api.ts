import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  waitlistEndpoints,
  type Endpoint,
  type WaitlistAdminQuery,
  type WaitlistFeature,
} from '@campus/contracts';
import { callEndpoint, endpointQuery, useEndpointMutation } from '../../lib/endpoint-client';

/** The waitlists the caller is on. */
export function useMyWaitlist() {
  return useQuery(endpointQuery(waitlistEndpoints.listOwn, {}));
}

/** A change of the caller's waitlists; they refresh after a failure too. */
function useWaitlistMutation<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onError: () => queryClient.invalidateQueries({ queryKey: [endpoint.feature] }),
  });
}

/** Join the waitlist of a feature, with an optional note. */
export const useJoinWaitlist = () => useWaitlistMutation(waitlistEndpoints.join);
export const useLeaveWaitlist = () => useWaitlistMutation(waitlistEndpoints.leave);

/** Every feature with its count (admins). */
export function useWaitlistCounts() {
  return useQuery(endpointQuery(waitlistEndpoints.countAll, {}));
}

/** The entries of a feature (or all), newest first (admins). */
export function useWaitlistEntries(query: WaitlistAdminQuery) {
  return useQuery({
    ...endpointQuery(waitlistEndpoints.listAll, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The entries of a feature (or all) as a CSV file, saved by the browser. */
export function useExportWaitlist() {
  return useMutation({
    mutationFn: async (feature: WaitlistFeature | undefined) => {
      const blob = await callEndpoint(waitlistEndpoints.exportCsv, { query: { feature } });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `waitlist-${feature ?? 'all'}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}
