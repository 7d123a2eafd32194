import { useMutation, useQuery } from '@tanstack/react-query';
import {
  waitlistEndpoints,
  type WaitlistAdminQuery,
  type WaitlistFeature,
} from '@campus/contracts';
import {
  callEndpoint,
  endpointQuery,
  useEndpointList,
  useEndpointMutation,
} from '../../lib/endpoint-client';

/** The waitlists the caller is on. */
export function useMyWaitlist() {
  return useQuery(endpointQuery(waitlistEndpoints.listOwn, {}));
}

/** Join the waitlist of a feature, with an optional note. */
export const useJoinWaitlist = () =>
  useEndpointMutation(waitlistEndpoints.join, { refreshOnError: true });
export const useLeaveWaitlist = () =>
  useEndpointMutation(waitlistEndpoints.leave, { refreshOnError: true });

/** Every feature with its count (admins). */
export function useWaitlistCounts() {
  return useQuery(endpointQuery(waitlistEndpoints.countAll, {}));
}

/** The entries of a feature (or all), newest first (admins). */
export function useWaitlistEntries(query: WaitlistAdminQuery) {
  return useEndpointList(waitlistEndpoints.listAll, { query });
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
