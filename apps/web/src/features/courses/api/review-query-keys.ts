import type { QueryClient } from '@tanstack/react-query';
import type { AdminCourseListParams, ExperienceReviewParams } from '../review/review-params';
import { courseKeys } from './query-keys';

/** TanStack Query keys of the moderators' course panels, under the courses feature's own root. */
export const reviewKeys = {
  all: [...courseKeys.all, 'review'] as const,
  experienceLists: () => [...reviewKeys.all, 'experiences'] as const,
  experienceList: (params: ExperienceReviewParams) =>
    [...reviewKeys.experienceLists(), params] as const,
  courseLists: () => [...reviewKeys.all, 'courses'] as const,
  courseList: (params: AdminCourseListParams) => [...reviewKeys.courseLists(), params] as const,
  course: (courseId: string) => [...reviewKeys.all, 'course', courseId] as const,
};

/**
 * After a moderator's change every cached course answer may be out of date
 * (the queue, the lists, a course page's ratings and experiences); only the
 * constants cannot change, so they are left alone.
 */
export function invalidateCourseData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: courseKeys.all,
    predicate: (query) => query.queryKey[1] !== 'constants',
  });
}
