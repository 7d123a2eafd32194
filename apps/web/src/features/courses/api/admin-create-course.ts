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

/** `POST coursefile/courses` (moderators): the new course; 409 for a code in use, 400 with field errors. */
export async function createCourse(input: CourseWriteInput): Promise<CourseDetailCourse> {
  const body = courseWriteBodySchema.parse(input);
  return withProblem(async () =>
    courseDetailCourseSchema.parse(
      await api.post('coursefile/courses', { json: body }).json<unknown>(),
    ),
  );
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: async (course) => {
      queryClient.setQueryData(reviewKeys.course(course.course_id), course);
      await invalidateCourseData(queryClient);
    },
  });
}
