import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courseListSchema } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import type { CourseListParams } from '../list-params';
import { courseKeys } from './query-keys';

/** `GET coursefile/courses?q=&department=&type=&level=&instructor=&sort=&page=&page_size=`, checked against the contract. */
export async function fetchCourses(params: CourseListParams) {
  const searchParams = new URLSearchParams({
    sort: params.sort,
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.q !== '') searchParams.set('q', params.q);
  if (params.department !== '') searchParams.set('department', params.department);
  if (params.type !== 'all') searchParams.set('type', params.type);
  if (params.level !== 'all') searchParams.set('level', params.level);
  if (params.instructor !== '') searchParams.set('instructor', params.instructor);
  return withProblem(async () =>
    courseListSchema.parse(await api.get('coursefile/courses', { searchParams }).json<unknown>()),
  );
}

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export function useCourses(params: CourseListParams) {
  return useQuery({
    queryKey: courseKeys.list(params),
    queryFn: () => fetchCourses(params),
    placeholderData: keepPreviousData,
  });
}
