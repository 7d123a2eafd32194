import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { invalidateCourseData } from './review-query-keys';

/** `DELETE coursefile/review/experiences/{id}` (204): removes an experience of any status. */
export async function deleteExperience(id: string): Promise<void> {
  await withProblem(() => api.delete(`coursefile/review/experiences/${encodeURIComponent(id)}`));
}

/** Deletes; afterwards, and after a failure too, the data is refetched. */
export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExperience,
    onSettled: () => invalidateCourseData(queryClient),
  });
}
