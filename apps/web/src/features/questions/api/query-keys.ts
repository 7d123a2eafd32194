import type { PoolStatus, QaStatus } from '@campus/contracts';

export interface QaListParams {
  group_id?: number | undefined;
  status?: QaStatus | undefined;
  q?: string | undefined;
  page: number;
  page_size: number;
}

export interface PoolListParams {
  group_id?: number | undefined;
  status?: PoolStatus | undefined;
  q?: string | undefined;
  mine?: boolean | undefined;
  page: number;
  page_size: number;
}

/**
 * TanStack Query keys of the Q&A bank and the question pool. Answers differ
 * by reader (moderators see more, `is_mine` is the viewer's), so the keys
 * carry the viewer's id or 'guest'.
 */
export const questionKeys = {
  all: ['questions'] as const,
  poolGroups: () => [...questionKeys.all, 'pool-groups'] as const,
  qaGroups: (viewer: string) => [...questionKeys.all, 'qa-groups', viewer] as const,
  qaEntries: (viewer: string, params: QaListParams) =>
    [...questionKeys.all, 'qa-entries', viewer, params] as const,
  poolQuestions: (viewer: string, params: PoolListParams) =>
    [...questionKeys.all, 'pool-questions', viewer, params] as const,
  thread: (viewer: string, questionId: string) =>
    [...questionKeys.all, 'thread', viewer, questionId] as const,
  replies: (viewer: string, questionId: string, page: number) =>
    [...questionKeys.all, 'replies', viewer, questionId, page] as const,
  demo: (locale: string) => [...questionKeys.all, 'demo', locale] as const,
};

/** `URLSearchParams` of the defined values only. */
export function searchParamsOf(
  values: Record<string, string | number | boolean | undefined>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  return search;
}
