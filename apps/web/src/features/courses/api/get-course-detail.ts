import { useQuery } from '@tanstack/react-query';
import { courseDetailSchema } from '@campus/contracts';
import type { CourseDetail, VipCourseDetail } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { courseKeys } from './query-keys';
import { useViewer } from './viewer';

/** `GET coursefile/courses/{course_id}`: the course and its aggregates; grades and instructors with VIP access. */
export async function fetchCourseDetail(courseId: string): Promise<CourseDetail> {
  return withProblem(async () =>
    courseDetailSchema.parse(
      await api.get(`coursefile/courses/${encodeURIComponent(courseId)}`).json<unknown>(),
    ),
  );
}

/** Whether the answer carries the VIP data (grade distribution and instructors). */
export function isVipCourseDetail(detail: CourseDetail): detail is VipCourseDetail {
  return detail.is_vip && 'grade_distribution' in detail && 'instructors' in detail;
}

/** The course page's data for the current viewer; waits for the session check. */
export function useCourseDetail(courseId: string | undefined) {
  const { viewer, ready } = useViewer();
  return useQuery({
    queryKey: courseKeys.detail(courseId ?? '', viewer),
    queryFn: () => fetchCourseDetail(courseId ?? ''),
    enabled: courseId !== undefined && ready,
  });
}
