import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  voteCastBodySchema,
  voteMineSchema,
  voteProposeBodySchema,
  voteQuestionPageSchema,
  voteQuestionSchema,
  voteRejectBodySchema,
  type VoteProposeInput,
  type VoteQuestion,
  type VoteQuestionStatus,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface PageParams {
  page: number;
  page_size: number;
}

export interface QueueParams extends PageParams {
  status: VoteQuestionStatus;
}

/** How often the results refresh while the page is visible. */
export const resultsRefreshMs = 5000;

export const voteKeys = {
  all: ['votes'] as const,
  published: (params: PageParams) => [...voteKeys.all, 'published', params] as const,
  mine: (params: PageParams) => [...voteKeys.all, 'mine', params] as const,
  queue: (params: QueueParams) => [...voteKeys.all, 'queue', params] as const,
  proposedCount: () => [...voteKeys.all, 'proposed-count'] as const,
};

function pageSearch(params: PageParams): Record<string, string> {
  return { page: String(params.page), page_size: String(params.page_size) };
}

/** `GET votes/questions?status=published`: live results, refreshed every 5 s while visible. */
export function usePublishedQuestions(params: PageParams) {
  return useQuery({
    queryKey: voteKeys.published(params),
    queryFn: () =>
      withProblem(async () =>
        voteQuestionPageSchema.parse(
          await api
            .get('votes/questions', {
              searchParams: { status: 'published', ...pageSearch(params) },
            })
            .json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: resultsRefreshMs,
    refetchIntervalInBackground: false,
  });
}

/** `GET votes/mine`: the caller's proposals and votes. */
export function useMyVotes(params: PageParams) {
  return useQuery({
    queryKey: voteKeys.mine(params),
    queryFn: () =>
      withProblem(async () =>
        voteMineSchema.parse(
          await api.get('votes/mine', { searchParams: pageSearch(params) }).json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET votes/review?status=` (moderators). */
export function useVoteQueue(params: QueueParams) {
  return useQuery({
    queryKey: voteKeys.queue(params),
    queryFn: () =>
      withProblem(async () =>
        voteQuestionPageSchema.parse(
          await api
            .get('votes/review', { searchParams: { status: params.status, ...pageSearch(params) } })
            .json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** How many proposed questions wait for a moderator. */
export function useProposedCount() {
  return useQuery({
    queryKey: voteKeys.proposedCount(),
    queryFn: () =>
      withProblem(async () =>
        voteQuestionPageSchema.parse(
          await api
            .get('votes/review', {
              searchParams: { status: 'proposed', page: '1', page_size: '10' },
            })
            .json<unknown>(),
        ),
      ),
    select: (page) => page.total,
  });
}

function questionOf(call: () => Promise<unknown>): Promise<VoteQuestion> {
  return withProblem(async () => voteQuestionSchema.parse(await call()));
}

function useVotesMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // After a failure too: the question may have changed meanwhile.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: voteKeys.all });
    },
  });
}

/** `POST votes/questions`: it waits for a moderator. */
export function useProposeQuestion() {
  return useVotesMutation((input: VoteProposeInput) => {
    const json = voteProposeBodySchema.parse(input);
    return questionOf(() => api.post('votes/questions', { json }).json<unknown>());
  });
}

/** `POST votes/questions/{id}/vote { option_id }`. */
export function useCastVote() {
  return useVotesMutation(({ id, optionId }: { id: string; optionId: string }) => {
    const json = voteCastBodySchema.parse({ option_id: optionId });
    return questionOf(() =>
      api.post(`votes/questions/${encodeURIComponent(id)}/vote`, { json }).json<unknown>(),
    );
  });
}

/** `DELETE votes/questions/{id}`: the proposer withdraws it while it waits. */
export function useWithdrawProposal() {
  return useVotesMutation(async (id: string) => {
    await withProblem(() => api.delete(`votes/questions/${encodeURIComponent(id)}`));
  });
}

/** `POST votes/review/{id}/publish | close` (moderators). */
export function useReviewAction(action: 'publish' | 'close') {
  return useVotesMutation((id: string) =>
    questionOf(() => api.post(`votes/review/${encodeURIComponent(id)}/${action}`).json<unknown>()),
  );
}

/** `POST votes/review/{id}/reject { note }` (moderators). */
export function useRejectQuestion() {
  return useVotesMutation(({ id, note }: { id: string; note: string }) => {
    const json = voteRejectBodySchema.parse({ note });
    return questionOf(() =>
      api.post(`votes/review/${encodeURIComponent(id)}/reject`, { json }).json<unknown>(),
    );
  });
}
