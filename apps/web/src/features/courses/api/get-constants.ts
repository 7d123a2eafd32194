import { useQuery } from '@tanstack/react-query';
import { courseConstantsSchema } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { courseKeys } from './query-keys';

/** `GET coursefile/courses-constants`: the enumerations, the departments and the page sizes. */
export async function fetchCourseConstants() {
  return withProblem(async () =>
    courseConstantsSchema.parse(await api.get('coursefile/courses-constants').json<unknown>()),
  );
}

/** The catalogue's constants change only with a release: read once per visit. */
export function useCourseConstants() {
  return useQuery({
    queryKey: courseKeys.constants(),
    queryFn: fetchCourseConstants,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
