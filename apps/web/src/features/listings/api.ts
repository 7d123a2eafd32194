import { useQueryClient } from '@tanstack/react-query';
import {
  homeEndpoints,
  listingEndpoints,
  type Endpoint,
  type ListingListQuery,
  type ListingReviewQuery,
  type PaginationQuery,
} from '@campus/contracts';
import { useEndpointList, useEndpointMutation, useWaitingCount } from '../../lib/endpoint-client';

/** A listings board: approved, unexpired listings, newest approved first. */
export function useBoard(query: ListingListQuery) {
  return useEndpointList(listingEndpoints.list, { query });
}

/** The caller's own listings, newest first. */
export function useMyListings(query: PaginationQuery) {
  return useEndpointList(listingEndpoints.listOwn, { query });
}

/** The moderators' queue; `include_expired` is sent only when asked for. */
function queueQueryOf({ include_expired: includeExpired, ...query }: ListingReviewQuery) {
  return { ...query, ...(includeExpired ? { include_expired: 'true' as const } : {}) };
}

/** The moderators' queue. */
export function useListingQueue(query: ListingReviewQuery) {
  return useEndpointList(listingEndpoints.listForReview, { query: queueQueryOf(query) });
}

/** How many unexpired listings wait for a moderator; undefined while it loads (the queue's badge and `/admin`). */
export function useListingsWaitingCount(): number | undefined {
  return useWaitingCount(listingEndpoints.countWaiting, {});
}

/**
 * A change of a listing. The home page's answers are read again too, so a
 * card shows what the board shows; after a failure as well, since someone else
 * may have reviewed the listing meanwhile.
 */
function useListingChange<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  const features = [listingEndpoints.list.feature, homeEndpoints.getMain.feature];
  return useEndpointMutation(endpoint, {
    invalidates: [homeEndpoints.getMain.feature],
    onError: () =>
      Promise.all(
        features.map((feature) => queryClient.invalidateQueries({ queryKey: [feature] })),
      ),
  });
}

export const useCreateListing = () => useListingChange(listingEndpoints.create);
export const useUpdateListing = () => useListingChange(listingEndpoints.update);
export const useWithdrawListing = () => useListingChange(listingEndpoints.withdraw);
export const useApproveListing = () => useListingChange(listingEndpoints.approve);
export const useRejectListing = () => useListingChange(listingEndpoints.reject);
export const useRemoveListing = () => useListingChange(listingEndpoints.remove);
