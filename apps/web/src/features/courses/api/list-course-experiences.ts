import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicExperienceListSchema, vipExperienceListSchema } from '@campus/contracts';
import type {
  PublicExperience,
  PublicExperienceList,
  VipExperience,
  VipExperienceList,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { courseKeys, type PageParams } from './query-keys';
import { useViewer } from './viewer';

export type CourseExperienceList = VipExperienceList | PublicExperienceList;

/** `GET coursefile/courses/{course_id}/experiences?page=&page_size=`: approved experiences, in full with VIP access. */
export async function fetchCourseExperiences(
  courseId: string,
  params: PageParams,
): Promise<CourseExperienceList> {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  return withProblem(async () => {
    const body = await api
      .get(`coursefile/courses/${encodeURIComponent(courseId)}/experiences`, { searchParams })
      .json<unknown>();
    // VIP answers are tried first; without the VIP fields an answer can only be the public one.
    const vip = vipExperienceListSchema.safeParse(body);
    return vip.success ? vip.data : publicExperienceListSchema.parse(body);
  });
}

/** Whether an experience carries its VIP part (grade, details, exam tips, resources). */
export function isVipExperience(
  experience: PublicExperience | VipExperience,
): experience is VipExperience {
  return 'details' in experience;
}

/** One page of a course's experiences; the previous page stays on screen while the next one loads. */
export function useCourseExperiences(courseId: string, params: PageParams) {
  const { viewer, ready } = useViewer();
  return useQuery({
    queryKey: courseKeys.experiencePage(courseId, viewer, params),
    queryFn: () => fetchCourseExperiences(courseId, params),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
