import { useQuery } from '@tanstack/react-query';
import {
  matchingAdminEndpoints,
  matchingResultEndpoints,
  qbBundleEndpoints,
  qbBundlePreviewEndpoints,
  type MatchCalculationListQuery,
  type MatchCalculationStatus,
} from '@campus/contracts';
import { endpointQuery, useEndpointMutation } from '../../../../lib/endpoint-client';

const admin = matchingAdminEndpoints;
const results = matchingResultEndpoints;

/** How often a queued or running calculation is read again. */
export const pollIntervalMs = 2000;

/** A calculation that has not finished yet: its progress is polled and it can be cancelled. */
export function isActiveStatus(status: MatchCalculationStatus | undefined): boolean {
  return status === 'queued' || status === 'running';
}

/** Whether dating is offered as a purpose, and the bundle a round scores when it names none. */
export const useMatchSettings = () => useQuery(endpointQuery(admin.getSettings, {}));
export const useUpdateMatchSettings = () => useEndpointMutation(admin.updateSettings);

/** One round with its criteria and pool counts. */
export const useAdminRound = (roundId: string | undefined) =>
  useQuery({
    ...endpointQuery(admin.getRound, { params: { round_id: roundId ?? '' } }),
    enabled: roundId !== undefined,
  });
export const useCreateRound = () => useEndpointMutation(admin.createRound);
export const useUpdateRound = () => useEndpointMutation(admin.updateRound);

/** A round's calculations, the newest first. */
export const useCalculations = (query: MatchCalculationListQuery, enabled: boolean) =>
  useQuery({ ...endpointQuery(results.listCalculations, { query }), enabled });

/** One calculation, read again every 2 s while it is queued or running. */
export const useCalculation = (calculationId: string | undefined) =>
  useQuery({
    ...endpointQuery(results.getCalculation, {
      params: { calculation_id: calculationId ?? '' },
    }),
    enabled: calculationId !== undefined,
    refetchInterval: (query) => (isActiveStatus(query.state.data?.status) ? pollIntervalMs : false),
  });

export const useStartCalculation = () => useEndpointMutation(results.startCalculation);
export const useCancelCalculation = () => useEndpointMutation(results.cancelCalculation);
export const usePublishCalculation = () => useEndpointMutation(results.publishCalculation);
export const useRerunCalculation = () => useEndpointMutation(results.rerunCalculation);

/** The quiz builder's bundles a round can score (admins). */
export const useBundleChoices = () =>
  useQuery(endpointQuery(qbBundleEndpoints.listBundles, { query: { page: 1, page_size: 100 } }));

/** A bundle's quizzes with their questions (the criteria choose among them). */
export const useBundleQuestions = (bundleId: string | undefined) =>
  useQuery({
    ...endpointQuery(qbBundlePreviewEndpoints.previewBundle, {
      params: { bundle_id: bundleId ?? '' },
    }),
    enabled: bundleId !== undefined,
  });
