import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  gpaPlanSchema,
  savedGpaPlanSchema,
  type GpaPlan,
  type SavedGpaPlan,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { gpaPlanQueryKey } from './get-gpa-plan';

/** `PUT profile/me/gpa`: keeps the whole calculator in the profile, replacing the saved one. */
export async function saveGpaPlan(plan: GpaPlan): Promise<SavedGpaPlan> {
  const body = gpaPlanSchema.parse(plan);
  return withProblem(async () =>
    savedGpaPlanSchema.parse(await api.put('profile/me/gpa', { json: body }).json<unknown>()),
  );
}

/** Saves the calculator; the answer becomes the cached saved calculator of this account. */
export function useSaveGpaPlan(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGpaPlan,
    onSuccess: (saved) => {
      if (userId !== null) queryClient.setQueryData(gpaPlanQueryKey(userId), saved);
    },
  });
}
