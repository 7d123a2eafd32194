import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graduateApplicationListSchema } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import type { ApplicationListParams } from '../list-params';
import { withProblem } from '../../../lib/problem-error';
import { applicationKeys } from './query-keys';

/** `GET reception-vip/applications?status=&q=&page=&page_size=`, checked against the contract. */
export async function fetchApplications(params: ApplicationListParams) {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.status !== 'all') searchParams.set('status', params.status);
  if (params.q !== '') searchParams.set('q', params.q);
  return withProblem(async () =>
    graduateApplicationListSchema.parse(
      await api.get('reception-vip/applications', { searchParams }).json<unknown>(),
    ),
  );
}

/** One page of applications; the previous page stays on screen while the next one loads. */
export function useApplications(params: ApplicationListParams) {
  return useQuery({
    queryKey: applicationKeys.list(params),
    queryFn: () => fetchApplications(params),
    placeholderData: keepPreviousData,
  });
}
