import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  courseDetailCourseSchema,
  courseWriteBodySchema,
  type CourseDetailCourse,
  type CourseWriteInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { invalidateCourseData, reviewKeys } from './review-query-keys';

export interface CourseUpdate {
  courseId: string;
  input: CourseWriteInput;
}

/** `PUT coursefile/courses/{course_id}` with every field (moderators); 409 for a code in use. */
export async function updateCourse({ courseId, input }: CourseUpdate): Promise<CourseDetailCourse> {
  const body = courseWriteBodySchema.parse(input);
  return withProblem(async () =>
    courseDetailCourseSchema.parse(
      await api
        .put(`coursefile/courses/${encodeURIComponent(courseId)}`, { json: body })
        .json<unknown>(),
    ),
  );
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: async (course) => {
      queryClient.setQueryData(reviewKeys.course(course.course_id), course);
      await invalidateCourseData(queryClient);
    },
  });
}
