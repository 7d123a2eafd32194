import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  questionEndpoints,
  type Endpoint,
  type EndpointInput,
  type Locale,
  type PoolQuestionListQuery,
  type QaEntryListQuery,
} from '@campus/contracts';
import {
  callEndpoint,
  endpointKey,
  endpointQuery,
  useEndpointMutation,
  useWaitingCount,
} from '../../lib/endpoint-client';

/** Every group fits on one page: ids are 4-digit and a university has a few dozen at most. */
const allGroups = { page: 1, page_size: 100 };

/**
 * An answer that differs by reader (moderators see more, `is_mine` is the
 * viewer's): its key also carries the viewer's id or 'guest'.
 */
function viewerQuery<E extends Endpoint>(viewer: string, endpoint: E, input: EndpointInput<E>) {
  return queryOptions({
    queryKey: [...endpointKey(endpoint, input), viewer],
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
  });
}

// ─── Question groups ────────────────────────────────────────────────────────

/** The pool's groups with their open questions (public). */
export function usePoolGroups() {
  return useQuery(endpointQuery(questionEndpoints.listPoolGroups, { query: allGroups }));
}

/** The bank's groups with the entries the reader may see (public). */
export function useQaGroups(viewer: string) {
  return useQuery(viewerQuery(viewer, questionEndpoints.listQaGroups, { query: allGroups }));
}

export const useCreateGroup = () => useEndpointMutation(questionEndpoints.createGroup);
export const useUpdateGroup = () => useEndpointMutation(questionEndpoints.updateGroup);
export const useDeleteGroup = () => useEndpointMutation(questionEndpoints.removeGroup);

// ─── Q&A bank ───────────────────────────────────────────────────────────────

/** Answered entries for everyone, every status for moderators. */
export function useQaEntries(viewer: string, query: QaEntryListQuery, enabled = true) {
  return useQuery({
    ...viewerQuery(viewer, questionEndpoints.listEntries, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useCreateQaEntry = () => useEndpointMutation(questionEndpoints.createEntry);
export const useUpdateQaEntry = () => useEndpointMutation(questionEndpoints.updateEntry);
export const useDeleteQaEntry = () => useEndpointMutation(questionEndpoints.removeEntry);
export const useReorderQaGroup = () => useEndpointMutation(questionEndpoints.reorderEntries);

/** How many bank entries are pending or in review; undefined while it loads (the queue's badge and `/admin`). */
export const useQuestionsWaitingCount = () => useWaitingCount(questionEndpoints.countWaiting, {});

// ─── Question pool ──────────────────────────────────────────────────────────

/** The pool's filters; `mine` goes out only when set. */
export type PoolQuestionFilters = Omit<PoolQuestionListQuery, 'mine'> & { mine?: boolean };

/** Newest first; an anonymous asker is never named. */
export function usePoolQuestions(viewer: string, filters: PoolQuestionFilters, enabled = true) {
  const query = { ...filters, mine: filters.mine === true ? ('true' as const) : undefined };
  return useQuery({
    ...viewerQuery(viewer, questionEndpoints.listQuestions, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The question and the first page of replies. */
export function useThread(viewer: string, questionId: string) {
  return useQuery(
    viewerQuery(viewer, questionEndpoints.getThread, { params: { question_id: questionId } }),
  );
}

/** A later page of replies. */
export function useReplies(viewer: string, questionId: string, page: number) {
  return useQuery({
    ...viewerQuery(viewer, questionEndpoints.listReplies, {
      params: { question_id: questionId },
      query: { page, page_size: 25 },
    }),
    placeholderData: keepPreviousData,
  });
}

/** The read-only sample thread (public), in a language. */
export function useDemoThread(locale: Locale) {
  return useQuery(endpointQuery(questionEndpoints.getDemoThread, { query: { locale } }));
}

export const useAskQuestion = () => useEndpointMutation(questionEndpoints.askQuestion);
export const useEditQuestion = () => useEndpointMutation(questionEndpoints.updateQuestion);
export const useDeleteQuestion = () => useEndpointMutation(questionEndpoints.removeQuestion);
export const useSetQuestionStatus = () => useEndpointMutation(questionEndpoints.setQuestionStatus);
export const usePostReply = () => useEndpointMutation(questionEndpoints.createReply);
export const useDeleteReply = () => useEndpointMutation(questionEndpoints.removeReply);

/** How many of my pool questions are still open (the home page's shortcut). */
export function useMyOpenQuestionCount(viewer: string, enabled: boolean) {
  const questions = usePoolQuestions(
    viewer,
    { mine: true, status: 'open', page: 1, page_size: 10 },
    enabled,
  );
  return { ...questions, count: questions.data?.total };
}
