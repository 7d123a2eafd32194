import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  matchingResultEndpoints,
  type EndpointInput,
  type MatchPairListQuery,
} from '@campus/contracts';
import {
  callEndpoint,
  endpointKey,
  endpointQuery,
  useEndpointList,
  useEndpointMutation,
} from '../../../../lib/endpoint-client';

type PreviewBody = EndpointInput<typeof matchingResultEndpoints.previewPair>['body'];

/** The language the API renders questions and answers in: the reader's. */
export function usePairLanguage(): 'en' | 'tr' {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('tr') ? 'tr' : 'en';
}

/** One page of pairs, the best first; the previous page stays on screen while the next one loads. */
export function usePairs(query: MatchPairListQuery) {
  return useEndpointList(matchingResultEndpoints.listPairs, { query });
}

/** One pair with its explanation in the reader's language and its failing filters. */
export function usePair(pairId: number | undefined) {
  const lang = usePairLanguage();
  return useQuery({
    ...endpointQuery(matchingResultEndpoints.getPair, {
      params: { pair_id: pairId ?? 0 },
      query: { lang },
    }),
    enabled: pairId !== undefined,
  });
}

/**
 * Two participants' live score, explanation and failing filters, once the
 * round and both people are chosen (undefined: nothing asked yet). A refusal
 * (400: the same person twice, someone outside the round) is not retried.
 */
export function usePairPreview(body: PreviewBody | undefined) {
  return useQuery({
    queryKey: [...endpointKey(matchingResultEndpoints.previewPair), body ?? null],
    queryFn:
      body === undefined
        ? skipToken
        : ({ signal }) => callEndpoint(matchingResultEndpoints.previewPair, { body }, { signal }),
    retry: false,
    staleTime: 30_000,
  });
}

export const useCreatePair = () => useEndpointMutation(matchingResultEndpoints.createPair);
export const useUpdatePair = () => useEndpointMutation(matchingResultEndpoints.updatePair);
export const useRemovePair = () => useEndpointMutation(matchingResultEndpoints.removePair);
