import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  analyticsEndpoints,
  auditEndpoints,
  systemEndpoints,
  type EndpointInput,
} from '@campus/contracts';
import { callEndpoint, endpointQuery } from '../../lib/endpoint-client';

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
export function usePageViews(days: number) {
  return useQuery({
    ...endpointQuery(analyticsEndpoints.getPageViews, { query: { days } }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the audit log (admins); empty filters are left out of the query. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    ...endpointQuery(auditEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every action the audit log holds, with its count (admins). */
export function useAuditActions() {
  return useQuery(endpointQuery(auditEndpoints.listActions, {}));
}
