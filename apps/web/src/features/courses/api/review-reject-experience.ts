import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  experienceRejectBodySchema,
  ownExperienceSchema,
  type OwnExperience,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { invalidateCourseData } from './review-query-keys';

export interface ExperienceRejection {
  id: string;
  note: string;
}

/** `POST coursefile/review/experiences/{id}/reject { note }`: the author sees the note (409 once reviewed). */
export async function rejectExperience({ id, note }: ExperienceRejection): Promise<OwnExperience> {
  const body = experienceRejectBodySchema.parse({ note });
  return withProblem(async () =>
    ownExperienceSchema.parse(
      await api
        .post(`coursefile/review/experiences/${encodeURIComponent(id)}/reject`, { json: body })
        .json<unknown>(),
    ),
  );
}

/** Rejects; afterwards, and after a failure too, the data is refetched. */
export function useRejectExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectExperience,
    onSettled: () => invalidateCourseData(queryClient),
  });
}
