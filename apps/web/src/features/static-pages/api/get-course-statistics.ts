import { useQuery } from '@tanstack/react-query';
import { courseStatisticsSchema } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** `GET coursefile/statistics`: how many courses have open and VIP data, checked against the contract. */
export async function fetchCourseStatistics() {
  return withProblem(async () =>
    courseStatisticsSchema.parse(await api.get('coursefile/statistics').json<unknown>()),
  );
}

/** The home statistics; they change slowly, so one read per visit is enough. */
export function useCourseStatistics() {
  return useQuery({
    queryKey: ['course-statistics'],
    queryFn: fetchCourseStatistics,
    staleTime: 5 * 60_000,
  });
}
