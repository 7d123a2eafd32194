import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  matchingAdminEndpoints,
  type MatchPhysicalAdmin,
  type MatchPhysicalListQuery,
  type matchPhysicalAdminBodySchema,
} from '@campus/contracts';
import type { z } from 'zod';
import {
  callEndpoint,
  endpointKey,
  endpointQuery,
  useEndpointList,
} from '../../../../lib/endpoint-client';

const endpoints = matchingAdminEndpoints;

type MatchPhysicalAdminInput = z.input<typeof matchPhysicalAdminBodySchema>;
type StatisticsListQuery = z.output<typeof endpoints.listStatistics.query>;

/** One page of physical records with the list's filters. */
export const usePhysicals = (query: MatchPhysicalListQuery) =>
  useEndpointList(endpoints.listPhysicals, { query });

/** One physical record; not asked while the route's id is not a UUID. */
export const usePhysical = (physicalId: string | undefined) =>
  useQuery({
    ...endpointQuery(endpoints.getPhysical, { params: { physical_id: physicalId ?? '' } }),
    enabled: physicalId !== undefined,
  });

/** The rounds a person takes part in: their participations in every round. */
export const usePersonParticipations = (physical: MatchPhysicalAdmin) =>
  useQuery({
    ...endpointQuery(endpoints.listParticipants, {
      query: { user_id: physical.user_id, page: 1, page_size: 100 },
    }),
    select: (page) => page.items,
  });

/**
 * Saves an admin's correction of a physical record (audited by the API).
 * The body carries `updated_at` of the record as the form read it: the API
 * answers 409 when the record changed meanwhile (another admin, or its owner).
 */
export function useCorrectPhysical(physicalId: string) {
  const queryClient = useQueryClient();
  const params = { physical_id: physicalId };
  return useMutation({
    mutationFn: (body: MatchPhysicalAdminInput) =>
      callEndpoint(endpoints.updatePhysical, { params, body }),
    onSuccess: async (saved: MatchPhysicalAdmin) => {
      queryClient.setQueryData(endpointKey(endpoints.getPhysical, { params }), saved);
      await queryClient.invalidateQueries({
        queryKey: endpointKey(endpoints.listPhysicals),
      });
    },
  });
}

/** One page of pool snapshots, the newest first. */
export const useStatisticsList = (query: StatisticsListQuery) =>
  useEndpointList(endpoints.listStatistics, { query });

/** One snapshot with its histograms; not asked while the route's id is not a UUID. */
export const useStatistics = (statisticsId: string | undefined) =>
  useQuery({
    ...endpointQuery(endpoints.getStatistics, { params: { statistics_id: statisticsId ?? '' } }),
    enabled: statisticsId !== undefined,
  });

/** Takes a snapshot of a round's pool now; the snapshot is cached for its page. */
export function useTakeStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roundId: string) =>
      callEndpoint(endpoints.takeStatistics, { body: { round_id: roundId } }),
    onSuccess: async (snapshot) => {
      queryClient.setQueryData(
        endpointKey(endpoints.getStatistics, {
          params: { statistics_id: snapshot.statistics_id },
        }),
        snapshot,
      );
      await queryClient.invalidateQueries({
        queryKey: endpointKey(endpoints.listStatistics),
      });
    },
  });
}
