import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applicationReviewBodySchema,
  graduateApplicationSchema,
  type GraduateApplication,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { ProblemError, withProblem } from '../../../lib/problem-error';
import { applicationKeys } from './query-keys';

export interface Review {
  id: string;
  decision: 'approve' | 'reject';
  note: string;
}

/** `POST reception-vip/applications/{id}/verify { decision, note }`: answers the reviewed application. */
export async function verifyApplication({
  id,
  decision,
  note,
}: Review): Promise<GraduateApplication> {
  const body = applicationReviewBodySchema.parse({ decision, note });
  return withProblem(async () =>
    graduateApplicationSchema.parse(
      await api
        .post(`reception-vip/applications/${encodeURIComponent(id)}/verify`, { json: body })
        .json<unknown>(),
    ),
  );
}

/**
 * Approves or rejects; afterwards every list is refetched. A 409 (someone
 * else reviewed it first) also refreshes, so the drawer shows the outcome.
 */
export function useVerifyApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyApplication,
    onSuccess: async (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.application_id), application);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
    onError: async (error) => {
      if (error instanceof ProblemError && error.problem.status === 409) {
        await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      }
    },
  });
}
