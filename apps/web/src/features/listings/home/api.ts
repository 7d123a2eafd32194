import { useQuery } from '@tanstack/react-query';
import { courseEndpoints, homeEndpoints } from '@campus/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

/** The home page (signed in): statistics, the five cards, the active events count. */
export function useHomeMain(enabled: boolean) {
  return useQuery({ ...endpointQuery(homeEndpoints.getMain, {}), enabled });
}

/** The statistics for visitors who are not signed in (public). */
export function usePublicStatistics(enabled: boolean) {
  return useQuery({
    ...endpointQuery(courseEndpoints.getStatistics, {}),
    enabled,
    staleTime: 5 * 60_000,
  });
}
