import { voteEndpoints, type PaginationQuery, type VoteReviewQuery } from '@campus/contracts';
import { useEndpointList, useEndpointMutation, useWaitingCount } from '../../lib/endpoint-client';

/** How often the results refresh while the page is visible. */
export const resultsRefreshMs = 5000;

/** Published questions with live results, refreshed every 5 s while visible. */
export function usePublishedQuestions(page: PaginationQuery) {
  return useEndpointList(
    voteEndpoints.list,
    { query: { status: 'published', ...page } },
    { refetchInterval: resultsRefreshMs },
  );
}

/** The caller's proposals and votes. */
export function useMyVotes(page: PaginationQuery) {
  return useEndpointList(voteEndpoints.listOwn, { query: page });
}

/** The moderators' queue of one status. */
export function useVoteQueue(query: VoteReviewQuery) {
  return useEndpointList(voteEndpoints.listForReview, { query });
}

/** How many proposed questions wait for a moderator; undefined while it loads (the queue's badge and `/admin`). */
export function useVotesWaitingCount(): number | undefined {
  return useWaitingCount(voteEndpoints.countWaiting, {});
}

/** Propose a question: it waits for a moderator. */
export const useProposeQuestion = () =>
  useEndpointMutation(voteEndpoints.propose, { refreshOnError: true });
export const useCastVote = () => useEndpointMutation(voteEndpoints.vote, { refreshOnError: true });
/** The proposer withdraws it while it waits. */
export const useWithdrawProposal = () =>
  useEndpointMutation(voteEndpoints.withdraw, { refreshOnError: true });
export const usePublishQuestion = () =>
  useEndpointMutation(voteEndpoints.publish, { refreshOnError: true });
export const useCloseQuestion = () =>
  useEndpointMutation(voteEndpoints.close, { refreshOnError: true });
export const useRejectQuestion = () =>
  useEndpointMutation(voteEndpoints.reject, { refreshOnError: true });
