import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ownExperienceListSchema } from '@campus/contracts';
import type { OwnExperienceList } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { courseKeys, type PageParams } from './query-keys';
import { useViewer } from './viewer';

/** `GET coursefile/my-experiences?page=&page_size=`: the signed-in person's contributions, newest first. */
export async function fetchMyExperiences(params: PageParams): Promise<OwnExperienceList> {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  return withProblem(async () =>
    ownExperienceListSchema.parse(
      await api.get('coursefile/my-experiences', { searchParams }).json<unknown>(),
    ),
  );
}

/** One page of the signed-in person's contributions (nothing is asked while signed out). */
export function useMyExperiences(params: PageParams) {
  const { viewer, ready } = useViewer();
  return useQuery({
    queryKey: courseKeys.myExperiencePage(viewer, params),
    queryFn: () => fetchMyExperiences(params),
    enabled: ready && viewer !== 'guest',
    placeholderData: keepPreviousData,
  });
}
