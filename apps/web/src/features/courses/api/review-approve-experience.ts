import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownExperienceSchema, type OwnExperience } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { invalidateCourseData } from './review-query-keys';

/** `POST coursefile/review/experiences/{id}/approve`: publishes a waiting experience (409 once reviewed). */
export async function approveExperience(id: string): Promise<OwnExperience> {
  return withProblem(async () =>
    ownExperienceSchema.parse(
      await api
        .post(`coursefile/review/experiences/${encodeURIComponent(id)}/approve`)
        .json<unknown>(),
    ),
  );
}

/** Approves; afterwards, and after a failure too (someone else may have reviewed it), the data is refetched. */
export function useApproveExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveExperience,
    onSettled: () => invalidateCourseData(queryClient),
  });
}
