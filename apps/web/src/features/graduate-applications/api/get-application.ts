import { useQuery } from '@tanstack/react-query';
import { graduateApplicationSchema, type GraduateApplication } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { applicationKeys } from './query-keys';

/** `GET reception-vip/applications/{id}`. */
export async function fetchApplication(id: string): Promise<GraduateApplication> {
  return withProblem(async () =>
    graduateApplicationSchema.parse(
      await api.get(`reception-vip/applications/${encodeURIComponent(id)}`).json<unknown>(),
    ),
  );
}

/** One application, starting from the row the list already has while the fresh copy loads. */
export function useApplication(id: string | null, fromList: GraduateApplication | undefined) {
  return useQuery({
    queryKey: applicationKeys.detail(id ?? ''),
    queryFn: () => fetchApplication(id ?? ''),
    enabled: id !== null,
    ...(fromList === undefined ? {} : { placeholderData: fromList }),
  });
}
