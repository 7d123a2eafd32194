import { useQuery } from '@tanstack/react-query';
import { courseDetailSchema, type CourseDetailCourse } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { reviewKeys } from './review-query-keys';

/** `GET coursefile/courses/{course_id}`: only the course itself (with its descriptions), for the edit form. */
export async function fetchAdminCourse(courseId: string): Promise<CourseDetailCourse> {
  return withProblem(async () => {
    const detail = courseDetailSchema.parse(
      await api.get(`coursefile/courses/${encodeURIComponent(courseId)}`).json<unknown>(),
    );
    return detail.course;
  });
}

/** The course to edit, always read afresh when the form opens so that nobody edits an old copy. */
export function useAdminCourse(courseId: string | null) {
  return useQuery({
    queryKey: reviewKeys.course(courseId ?? ''),
    queryFn: () => fetchAdminCourse(courseId ?? ''),
    enabled: courseId !== null,
    refetchOnMount: 'always',
  });
}
