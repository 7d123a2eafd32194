import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedbackEndpoints,
  type Endpoint,
  type FeedbackAdminQuery,
  type FeedbackKind,
  type PaginationQuery,
} from '@campus/contracts';
import { endpointQuery, useEndpointMutation } from '../../lib/endpoint-client';

/** A change of feedback; its answers refresh after a failure too. */
function useFeedbackMutation<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onError: () => queryClient.invalidateQueries({ queryKey: [endpoint.feature] }),
  });
}

export const useSendFeedback = () => useFeedbackMutation(feedbackEndpoints.sendFeedback);
export const useSendSuggestion = () => useFeedbackMutation(feedbackEndpoints.sendSuggestion);

/** Both kinds, newest first, with status and answer. */
export function useMyFeedback(page: PaginationQuery) {
  return useQuery({
    ...endpointQuery(feedbackEndpoints.listOwn, { query: page }),
    placeholderData: keepPreviousData,
  });
}

/** One kind, by status and a search (admins). */
export function useAdminFeedback(query: FeedbackAdminQuery) {
  return useQuery({
    ...endpointQuery(feedbackEndpoints.listAll, { query }),
    placeholderData: keepPreviousData,
  });
}

/** How many feedback items or suggestions are new; undefined while it loads (the queue's badge and `/admin`). */
export function useFeedbackWaitingCount(kind: FeedbackKind): number | undefined {
  return useQuery({
    ...endpointQuery(feedbackEndpoints.countWaiting, { query: { kind } }),
    select: (answer) => answer.count,
  }).data;
}

/** Set a status and, optionally, an answer the author reads (admins). */
export const useReviewFeedback = () => useFeedbackMutation(feedbackEndpoints.review);
