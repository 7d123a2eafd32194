import { useQuery } from '@tanstack/react-query';
import { matchingEndpoints, type MyMatchRound } from '@campus/contracts';
import { endpointQuery, useEndpointMutation } from '../../lib/endpoint-client';

/** The open rounds and those I took part in, with the consent versions to accept. */
export const useMyRounds = (enabled = true) =>
  useQuery({ ...endpointQuery(matchingEndpoints.listRounds, {}), enabled });

/** My progress in a round I opted in to. */
export const useRoundProgress = (roundId: string, enabled = true) =>
  useQuery({
    ...endpointQuery(matchingEndpoints.getProgress, { params: { round_id: roundId } }),
    enabled,
  });

/** My physical record, or null until I fill it. */
export const useMyPhysical = () => useQuery(endpointQuery(matchingEndpoints.getPhysical, {}));

export const useOptIn = () => useEndpointMutation(matchingEndpoints.optIn);
export const useChangeParticipation = () =>
  useEndpointMutation(matchingEndpoints.changeParticipation);
export const useSavePhysical = () => useEndpointMutation(matchingEndpoints.savePhysical);

/** My published matches of every round, newest first, answers in the reader's language. */
export const useMyMatches = (lang: 'en' | 'tr', enabled = true) =>
  useQuery({
    ...endpointQuery(matchingEndpoints.listOwnMatches, {
      query: { page: 1, page_size: 100, lang },
    }),
    enabled,
  });

export const useAcceptMatch = () => useEndpointMutation(matchingEndpoints.acceptMatch);
export const useDeclineMatch = () => useEndpointMutation(matchingEndpoints.declineMatch);

/** The people I blocked, as masked e-mail addresses and aliases. */
export const useMyBlocks = () => useQuery(endpointQuery(matchingEndpoints.listBlocks, {}));
export const useCreateBlock = () => useEndpointMutation(matchingEndpoints.createBlock);
export const useRemoveBlock = () => useEndpointMutation(matchingEndpoints.removeBlock);
export const useReportMatch = () => useEndpointMutation(matchingEndpoints.reportMatch);

/**
 * Where I stand in matching, for the home page's shortcut: a match waiting
 * for my answer first, then my progress in a round I take part in, then a
 * round I could join. `undefined` while loading or when it cannot be read.
 */
export type MatchingSummary =
  | { kind: 'waiting'; count: number }
  | { kind: 'ready'; revealAt: string }
  | { kind: 'answering'; done: number; total: number }
  | { kind: 'physical' }
  | { kind: 'paused'; round: MyMatchRound }
  | { kind: 'open'; round: MyMatchRound }
  | { kind: 'none' };

export function useMatchingSummary(
  enabled: boolean,
  lang: 'en' | 'tr',
): MatchingSummary | undefined {
  const rounds = useMyRounds(enabled);
  const matches = useMyMatches(lang, enabled);
  // A round I am active or paused in (one I left or was excluded from says nothing here).
  const taking = rounds.data?.items.find(
    (round) => round.participation?.status === 'active' || round.participation?.status === 'paused',
  );
  const progress = useRoundProgress(
    taking?.round_id ?? '',
    enabled && taking?.participation?.status === 'active',
  );
  if (rounds.data === undefined || matches.data === undefined) return undefined;
  const waiting = matches.data.items.filter((match) => match.can_respond).length;
  if (waiting > 0) return { kind: 'waiting', count: waiting };
  if (taking?.participation?.status === 'paused') return { kind: 'paused', round: taking };
  if (taking !== undefined) {
    if (progress.data === undefined) return undefined;
    const { ready, bundle_complete, quizzes_completed, quizzes_total } = progress.data;
    if (ready) return { kind: 'ready', revealAt: taking.reveal_at };
    if (bundle_complete) return { kind: 'physical' };
    return { kind: 'answering', done: quizzes_completed, total: quizzes_total };
  }
  const open = rounds.data.items.find((round) => round.accepting);
  return open === undefined ? { kind: 'none' } : { kind: 'open', round: open };
}
