import { useQuery } from '@tanstack/react-query';
import {
  matchingResultEndpoints,
  type EndpointInput,
  type MatchAdminListQuery,
} from '@campus/contracts';
import {
  endpointKey,
  endpointQuery,
  useEndpointList,
  useEndpointMutation,
} from '../../../../lib/endpoint-client';

export type MatchLang = 'en' | 'tr';

type PreviewBody = EndpointInput<typeof matchingResultEndpoints.previewPair>['body'];

/** One page of matches; the previous page stays on screen while the next one loads. */
export const useAdminMatches = (query: MatchAdminListQuery) =>
  useEndpointList(matchingResultEndpoints.listMatches, { query });

/** One match with both responses and its explanation in the reader's language. */
export const useAdminMatch = (matchId: string | undefined, lang: MatchLang) =>
  useQuery({
    ...endpointQuery(matchingResultEndpoints.getMatch, {
      params: { match_id: matchId ?? '' },
      query: { lang },
    }),
    enabled: matchId !== undefined,
  });

/**
 * The open (proposed, published or accepted) matches a person already has in
 * a round: the add page warns before a second one.
 */
export const usePersonMatches = (roundId: string | undefined, userId: string | undefined) =>
  useQuery({
    ...endpointQuery(matchingResultEndpoints.listMatches, {
      query: { round_id: roundId, user_id: userId, page: 1, page_size: 10 },
    }),
    enabled: roundId !== undefined && userId !== undefined,
  });

/**
 * The live score and explanation of two participants (a POST that changes
 * nothing, read like a query; its body is part of the key).
 */
export const usePairPreview = (body: PreviewBody | undefined) =>
  useQuery({
    ...endpointQuery(matchingResultEndpoints.previewPair, {
      body: body ?? { round_id: '', user_a: '', user_b: '' },
    }),
    queryKey: [...endpointKey(matchingResultEndpoints.previewPair), body],
    enabled: body !== undefined,
    retry: false,
  });

export const useCreateMatch = () => useEndpointMutation(matchingResultEndpoints.createMatch);
export const useUpdateMatch = () => useEndpointMutation(matchingResultEndpoints.updateMatch);
export const usePublishMatch = () => useEndpointMutation(matchingResultEndpoints.publishMatch);
export const useRevokeMatch = () => useEndpointMutation(matchingResultEndpoints.revokeMatch);
