import {
  feedbackEndpoints,
  type FeedbackAdminQuery,
  type FeedbackKind,
  type PaginationQuery,
} from '@campus/contracts';
import { useEndpointList, useEndpointMutation, useWaitingCount } from '../../lib/endpoint-client';

export const useSendFeedback = () =>
  useEndpointMutation(feedbackEndpoints.sendFeedback, { refreshOnError: true });
export const useSendSuggestion = () =>
  useEndpointMutation(feedbackEndpoints.sendSuggestion, { refreshOnError: true });

/** Both kinds, newest first, with status and answer. */
export function useMyFeedback(page: PaginationQuery) {
  return useEndpointList(feedbackEndpoints.listOwn, { query: page });
}

/** One kind, by status and a search (admins). */
export function useAdminFeedback(query: FeedbackAdminQuery) {
  return useEndpointList(feedbackEndpoints.listAll, { query });
}

/** How many feedback items or suggestions are new; undefined while it loads (the queue's badge and `/admin`). */
export function useFeedbackWaitingCount(kind: FeedbackKind): number | undefined {
  return useWaitingCount(feedbackEndpoints.countWaiting, { query: { kind } });
}

/** Set a status and, optionally, an answer the author reads (admins). */
export const useReviewFeedback = () =>
  useEndpointMutation(feedbackEndpoints.review, { refreshOnError: true });
