import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ownExperienceListSchema, type OwnExperienceList } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import type { ExperienceReviewParams } from '../review/review-params';
import { reviewKeys } from './review-query-keys';

/** `GET coursefile/review/experiences?status=&page=&page_size=` (moderators); waiting ones come oldest first. */
export async function fetchReviewExperiences(
  params: ExperienceReviewParams,
): Promise<OwnExperienceList> {
  const searchParams = new URLSearchParams({
    status: params.status,
    page: String(params.page),
    page_size: String(params.page_size),
  });
  return withProblem(async () =>
    ownExperienceListSchema.parse(
      await api.get('coursefile/review/experiences', { searchParams }).json<unknown>(),
    ),
  );
}

/** One page of the review queue; the previous page stays on screen while the next one loads. */
export function useReviewExperiences(params: ExperienceReviewParams) {
  return useQuery({
    queryKey: reviewKeys.experienceList(params),
    queryFn: () => fetchReviewExperiences(params),
    placeholderData: keepPreviousData,
  });
}
