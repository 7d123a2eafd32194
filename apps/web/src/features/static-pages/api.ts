import { useQuery } from '@tanstack/react-query';
import { courseEndpoints } from '@campus/contracts';
import { endpointQuery } from '../../lib/endpoint-client';

/** The home statistics (courses with open and VIP data); they change slowly, so one read per visit is enough. */
export function useCourseStatistics() {
  return useQuery({
    ...endpointQuery(courseEndpoints.getStatistics, {}),
    staleTime: 5 * 60_000,
  });
}
