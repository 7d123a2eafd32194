import { useQuery } from '@tanstack/react-query';
import { courseStatisticsSchema, homeMainSchema } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** `GET home/main` (signed in): statistics, the five cards, the active events count. */
export function useHomeMain(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'main'],
    queryFn: () =>
      withProblem(async () => homeMainSchema.parse(await api.get('home/main').json<unknown>())),
    enabled,
  });
}

/** `GET coursefile/statistics` (public): the statistics for visitors who are not signed in. */
export function usePublicStatistics(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'public-statistics'],
    queryFn: () =>
      withProblem(async () =>
        courseStatisticsSchema.parse(await api.get('coursefile/statistics').json<unknown>()),
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
}
