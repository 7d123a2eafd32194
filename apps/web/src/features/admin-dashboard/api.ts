import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  analyticsEndpoints,
  auditEndpoints,
  systemEndpoints,
  type EndpointInput,
} from '@campus/contracts';
import { callEndpoint, endpointQuery, useEndpointList } from '../../lib/endpoint-client';

type AuditLogQuery = NonNullable<EndpointInput<typeof auditEndpoints.list>['query']>;

/** The system settings (admins). */
export function useSystemSettings() {
  return useQuery(endpointQuery(systemEndpoints.getSettings, {}));
}

/**
 * Switches maintenance mode (admins). Whether it worked or not, the settings,
 * the public status, the log and the page views are read again.
 */
export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof systemEndpoints.updateSettings>) =>
      callEndpoint(systemEndpoints.updateSettings, input),
    onSettled: async () => {
      const features = [
        systemEndpoints.getStatus,
        auditEndpoints.list,
        analyticsEndpoints.getPageViews,
      ];
      await Promise.all(
        features.map(({ feature }) => queryClient.invalidateQueries({ queryKey: [feature] })),
      );
    },
  });
}

/** Page views of the last `days` days (admins). */
export const usePageViews = (days: number) =>
  useEndpointList(analyticsEndpoints.getPageViews, { query: { days } });

/** One page of the audit log (admins); empty filters are left out of the query. */
export const useAuditLog = (query: AuditLogQuery) =>
  useEndpointList(auditEndpoints.list, { query });

/** Every action the audit log holds, with its count (admins). */
export function useAuditActions() {
  return useQuery(endpointQuery(auditEndpoints.listActions, {}));
}
