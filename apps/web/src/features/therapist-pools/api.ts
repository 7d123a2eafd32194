import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  therapistPoolEndpoints,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type PaginationQuery,
  type TherapistEntryListQuery,
  type TherapistPool,
  type TherapistReportListQuery,
  type TherapistReviewQuery,
} from '@campus/contracts';
import {
  callEndpoint,
  endpointKey,
  endpointQuery,
  useEndpointList,
  useWaitingCount,
} from '../../lib/endpoint-client';

const endpoints = therapistPoolEndpoints;

/** Whether the signed-in person accepted the pool's consent notice. */
export function useConsent(pool: TherapistPool) {
  return useQuery(endpointQuery(endpoints.getConsent, { params: { pool } }));
}

/** Accepts the pool's consent notice; the answer is the pool's consent from then on. */
export function useAcceptConsent(pool: TherapistPool) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.acceptConsent, { params: { pool } }),
    onSuccess: (consent) => {
      queryClient.setQueryData(endpointKey(endpoints.getConsent, { params: { pool } }), consent);
    },
  });
}

/** Approved entries of a pool: search, city, online, sort and pages. */
export function useEntries(pool: TherapistPool, query: TherapistEntryListQuery, enabled: boolean) {
  return useQuery({
    ...endpointQuery(endpoints.list, { params: { pool }, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One entry (its author's view, with its status, when it is the caller's). */
export function useEntry(pool: TherapistPool, id: string | null) {
  return useQuery({
    ...endpointQuery(endpoints.get, { params: { pool, id: id ?? '' } }),
    enabled: id !== null,
  });
}

/** The person's own entries of both pools. */
export function useMyEntries(query: PaginationQuery) {
  return useEndpointList(endpoints.listOwn, { query });
}

/** The moderators' queue of a status, in one pool or both. */
export function useReviewQueue(query: TherapistReviewQuery) {
  return useEndpointList(endpoints.listForReview, { query });
}

/** Reports about entries (moderators). */
export function useReports(query: TherapistReportListQuery) {
  return useEndpointList(endpoints.listReports, { query });
}

/** Waiting entries of both pools plus open reports; undefined while it loads (the queue's badge and `/admin`). */
export function useTherapistPoolsWaitingCount(): number | undefined {
  return useWaitingCount(endpoints.countWaiting, {});
}

/**
 * A change in the pools: every answer of the pools but the consent is read
 * again after it, after a failure too (someone else may have changed the
 * entry meanwhile).
 */
function usePoolChange<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<E>, Error, EndpointInput<E>>({
    mutationFn: (input) => callEndpoint(endpoint, input),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: [endpoint.feature],
        predicate: (query) => query.queryKey[1] !== endpoints.getConsent.name,
      }),
  });
}

export const useCreateEntry = () => usePoolChange(endpoints.create);
export const useUpdateEntry = () => usePoolChange(endpoints.update);
export const useWithdrawEntry = () => usePoolChange(endpoints.withdraw);
export const useReportEntry = () => usePoolChange(endpoints.report);
export const useApproveEntry = () => usePoolChange(endpoints.approve);
export const useRejectEntry = () => usePoolChange(endpoints.reject);
export const useHideEntry = () => usePoolChange(endpoints.hide);
export const useUnhideEntry = () => usePoolChange(endpoints.unhide);
export const useResolveReport = () => usePoolChange(endpoints.resolveReport);
