import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courseListSchema, type CourseList } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import type { AdminCourseListParams } from '../review/review-params';
import { reviewKeys } from './review-query-keys';

/** `GET coursefile/courses?status=&q=&department=&sort=code&page=&page_size=`; draft and archived for moderators. */
export async function fetchAdminCourses(params: AdminCourseListParams): Promise<CourseList> {
  const searchParams = new URLSearchParams({
    status: params.status,
    sort: 'code',
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.q !== '') searchParams.set('q', params.q);
  if (params.department !== '') searchParams.set('department', params.department);
  return withProblem(async () =>
    courseListSchema.parse(await api.get('coursefile/courses', { searchParams }).json<unknown>()),
  );
}

/** One page of the moderators' course list; the previous page stays on screen while the next one loads. */
export function useAdminCourses(params: AdminCourseListParams) {
  return useQuery({
    queryKey: reviewKeys.courseList(params),
    queryFn: () => fetchAdminCourses(params),
    placeholderData: keepPreviousData,
  });
}
