import { useMutation, useQueryClient } from '@tanstack/react-query';
import { experienceCreateBodySchema, ownExperienceSchema } from '@campus/contracts';
import type { ExperienceCreateBody, OwnExperience } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { courseKeys } from './query-keys';

/**
 * `POST coursefile/courses/{course_id}/experiences`: a new contribution, which
 * waits for review. A 409 means one was already shared for that semester.
 */
export async function createExperience({
  courseId,
  body,
}: {
  courseId: string;
  body: ExperienceCreateBody;
}): Promise<OwnExperience> {
  const json = experienceCreateBodySchema.parse(body);
  return withProblem(async () =>
    ownExperienceSchema.parse(
      await api
        .post(`coursefile/courses/${encodeURIComponent(courseId)}/experiences`, { json })
        .json<unknown>(),
    ),
  );
}

/** Shares an experience; the author's own list is read again afterwards. */
export function useCreateExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExperience,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: courseKeys.myExperiences() });
    },
  });
}
