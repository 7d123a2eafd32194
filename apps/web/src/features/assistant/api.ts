import { useQuery } from '@tanstack/react-query';
import {
  assistantEndpoints,
  type AssistantFeedbackListQuery,
  type PaginationQuery,
} from '@campus/contracts';
import { endpointQuery, useEndpointList, useEndpointMutation } from '../../lib/endpoint-client';

const minuteMs = 60_000;

/** Whether answers come from a model or are offline excerpts (the badge), and the limits. */
export function useAssistantStatus() {
  return useQuery({ ...endpointQuery(assistantEndpoints.status, {}), staleTime: 5 * minuteMs });
}

/** My conversations, newest first (the first 100: the side list). */
export function useConversations() {
  return useEndpointList(assistantEndpoints.listConversations, {
    query: { page: 1, page_size: 100 },
  });
}

/** One conversation with its messages, oldest first; nothing while none is chosen. */
export function useConversation(conversationId: string | null) {
  return useQuery({
    ...endpointQuery(assistantEndpoints.getConversation, {
      params: { conversation_id: conversationId ?? '' },
    }),
    enabled: conversationId !== null,
  });
}

export const useRenameConversation = () =>
  useEndpointMutation(assistantEndpoints.renameConversation);
export const useDeleteConversation = () =>
  useEndpointMutation(assistantEndpoints.deleteConversation);
export const useDeleteAllConversations = () =>
  useEndpointMutation(assistantEndpoints.deleteAllConversations);
export const useRateAnswer = () => useEndpointMutation(assistantEndpoints.rate);

/** Questions, answers and ratings per day (admins). */
export function useAssistantUsage(days: number) {
  return useEndpointList(assistantEndpoints.usage, { query: { days } });
}

/** Ratings with their reasons, newest first (admins). */
export function useAssistantFeedback(query: AssistantFeedbackListQuery) {
  return useEndpointList(assistantEndpoints.listFeedback, { query });
}

/** The exchanges people shared with the team (admins). */
export function useAssistantShared(query: PaginationQuery) {
  return useEndpointList(assistantEndpoints.listShared, { query });
}

/** What the search index holds (admins). */
export function useAssistantIndex() {
  return useQuery(endpointQuery(assistantEndpoints.indexStatus, {}));
}

/** The evaluation questions run on the live index (admins); only when asked for. */
export function useAssistantEvaluation() {
  return useQuery({
    ...endpointQuery(assistantEndpoints.runEvaluation, {}),
    enabled: false,
    staleTime: Infinity,
  });
}

export const useRebuildIndex = () => useEndpointMutation(assistantEndpoints.rebuildIndex);
