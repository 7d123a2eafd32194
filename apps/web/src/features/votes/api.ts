import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  voteEndpoints,
  type Endpoint,
  type PaginationQuery,
  type VoteReviewQuery,
} from '@campus/contracts';
import { endpointQuery, useEndpointMutation } from '../../lib/endpoint-client';

/** How often the results refresh while the page is visible. */
export const resultsRefreshMs = 5000;

/** Published questions with live results, refreshed every 5 s while visible. */
export function usePublishedQuestions(page: PaginationQuery) {
  return useQuery({
    ...endpointQuery(voteEndpoints.list, { query: { status: 'published', ...page } }),
    placeholderData: keepPreviousData,
    refetchInterval: resultsRefreshMs,
    refetchIntervalInBackground: false,
  });
}

/** The caller's proposals and votes. */
export function useMyVotes(page: PaginationQuery) {
  return useQuery({
    ...endpointQuery(voteEndpoints.listOwn, { query: page }),
    placeholderData: keepPreviousData,
  });
}

/** The moderators' queue of one status. */
export function useVoteQueue(query: VoteReviewQuery) {
  return useQuery({
    ...endpointQuery(voteEndpoints.listForReview, { query }),
    placeholderData: keepPreviousData,
  });
}

/** How many proposed questions wait for a moderator; undefined while it loads (the queue's badge and `/admin`). */
export function useVotesWaitingCount(): number | undefined {
  return useQuery({
    ...endpointQuery(voteEndpoints.countWaiting, {}),
    select: (answer) => answer.count,
  }).data;
}

/** A change of votes; after a failure too the answers refresh, as the question may have changed meanwhile. */
function useVotesMutation<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onError: () => queryClient.invalidateQueries({ queryKey: [endpoint.feature] }),
  });
}

/** Propose a question: it waits for a moderator. */
export const useProposeQuestion = () => useVotesMutation(voteEndpoints.propose);
export const useCastVote = () => useVotesMutation(voteEndpoints.vote);
/** The proposer withdraws it while it waits. */
export const useWithdrawProposal = () => useVotesMutation(voteEndpoints.withdraw);
export const usePublishQuestion = () => useVotesMutation(voteEndpoints.publish);
export const useCloseQuestion = () => useVotesMutation(voteEndpoints.close);
export const useRejectQuestion = () => useVotesMutation(voteEndpoints.reject);
