import { useQuery } from '@tanstack/react-query';
import { matchingEndpoints } from '@campus/contracts';
import { endpointQuery, useEndpointMutation } from '../../lib/endpoint-client';

/** The open rounds and those I took part in, with the consent versions to accept. */
export const useMyRounds = () => useQuery(endpointQuery(matchingEndpoints.listRounds, {}));

/** My progress in a round I opted in to. */
export const useRoundProgress = (roundId: string) =>
  useQuery(endpointQuery(matchingEndpoints.getProgress, { params: { round_id: roundId } }));

/** My physical record, or null until I fill it. */
export const useMyPhysical = () => useQuery(endpointQuery(matchingEndpoints.getPhysical, {}));

export const useOptIn = () => useEndpointMutation(matchingEndpoints.optIn);
export const useChangeParticipation = () =>
  useEndpointMutation(matchingEndpoints.changeParticipation);
export const useSavePhysical = () => useEndpointMutation(matchingEndpoints.savePhysical);

/** My published matches of every round, newest first, answers in the reader's language. */
export const useMyMatches = (lang: 'en' | 'tr') =>
  useQuery(
    endpointQuery(matchingEndpoints.listOwnMatches, { query: { page: 1, page_size: 100, lang } }),
  );

export const useAcceptMatch = () => useEndpointMutation(matchingEndpoints.acceptMatch);
export const useDeclineMatch = () => useEndpointMutation(matchingEndpoints.declineMatch);

/** The people I blocked, as masked e-mail addresses and aliases. */
export const useMyBlocks = () => useQuery(endpointQuery(matchingEndpoints.listBlocks, {}));
export const useCreateBlock = () => useEndpointMutation(matchingEndpoints.createBlock);
export const useRemoveBlock = () => useEndpointMutation(matchingEndpoints.removeBlock);
export const useReportMatch = () => useEndpointMutation(matchingEndpoints.reportMatch);
