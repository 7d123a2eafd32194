import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  courseEndpoints,
  courseExperienceEndpoints,
  type CourseDetail,
  type CourseExperienceList,
  type CourseListQuery,
  type Endpoint,
  type EndpointInput,
  type ExperienceReviewQuery,
  type PaginationQuery,
  type PublicExperience,
  type VipCourseDetail,
  type VipExperience,
} from '@campus/contracts';
import {
  endpointKey,
  endpointQuery,
  useEndpointList,
  useEndpointMutation,
  useWaitingCount,
} from '../../lib/endpoint-client';
import { useAuth } from '../../lib/auth-store';

/**
 * The course catalogue, a course's page, the experiences shared about courses
 * and the moderators' panels. Every answer is under the `courses` key, so a
 * change refetches whatever of it is on screen.
 */

/**
 * Who reads a course's data, for the query keys of answers that differ by
 * access: the user's id, or 'guest'. `ready` is false until the first session
 * check has finished, so a page does not ask twice (as a guest, then signed in).
 */
export function useViewer(): { viewer: string; ready: boolean } {
  const { user_current, loading } = useAuth();
  return { viewer: user_current?.user_id ?? 'guest', ready: !loading };
}

/** The key of an answer that depends on who asks (VIP or not): the endpoint's key, then the viewer. */
export function viewerKey<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  viewer: string,
): QueryKey {
  return [...endpointKey(endpoint, input), viewer];
}

function viewerQuery<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, viewer: string) {
  return { ...endpointQuery(endpoint, input), queryKey: viewerKey(endpoint, input, viewer) };
}

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export const useCourses = (query: CourseListQuery) =>
  useEndpointList(courseEndpoints.list, { query });

/** The catalogue's constants change only with a release: read once per visit. */
export function useCourseConstants() {
  return useQuery({
    ...endpointQuery(courseEndpoints.getConstants, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether the answer carries the VIP data (grade distribution and instructors). */
export function isVipCourseDetail(detail: CourseDetail): detail is VipCourseDetail {
  return detail.is_vip && 'grade_distribution' in detail && 'instructors' in detail;
}

/** The course page's data for the current viewer; waits for the session check. */
export function useCourseDetail(courseId: string | undefined) {
  const { viewer, ready } = useViewer();
  return useQuery({
    ...viewerQuery(
      courseExperienceEndpoints.getCourse,
      { params: { course_id: courseId ?? '' } },
      viewer,
    ),
    enabled: courseId !== undefined && ready,
  });
}

/** Whether an experience carries its VIP part (grade, details, exam tips, resources). */
export function isVipExperience(
  experience: PublicExperience | VipExperience,
): experience is VipExperience {
  return 'details' in experience;
}

/**
 * One page of a course's approved experiences, in full with VIP access; the previous page stays
 * on screen while the next one loads. When the page before it is known (the reader paged
 * forward), it is asked for after that page's `next_cursor`, so that the server reads only this
 * page's rows however deep it is.
 */
export function useCourseExperiences(courseId: string, query: PaginationQuery) {
  const { viewer, ready } = useViewer();
  const queryClient = useQueryClient();
  const params = { course_id: courseId };
  const cursor =
    query.page === 1
      ? undefined
      : queryClient
          .getQueriesData<CourseExperienceList>({
            queryKey: viewerKey(
              courseExperienceEndpoints.listApproved,
              { params, query: { ...query, page: query.page - 1 } },
              viewer,
            ),
          })
          .map(([, answer]) => answer?.next_cursor)
          .find((next) => typeof next === 'string');
  return useQuery({
    ...viewerQuery(
      courseExperienceEndpoints.listApproved,
      { params, query: cursor === undefined ? query : { ...query, cursor } },
      viewer,
    ),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

/** One page of the signed-in person's contributions, newest first (nothing is asked while signed out). */
export function useMyExperiences(query: PaginationQuery) {
  const { viewer, ready } = useViewer();
  return useQuery({
    ...viewerQuery(courseExperienceEndpoints.listOwn, { query }, viewer),
    enabled: ready && viewer !== 'guest',
    placeholderData: keepPreviousData,
  });
}

/** Shares an experience, which waits for review (409: one was already shared for that semester). */
export const useShareExperience = () => useEndpointMutation(courseExperienceEndpoints.share);

/** One page of the moderators' course list (any status); the previous page stays on screen while the next one loads. */
export const useAdminCourses = (query: CourseListQuery) =>
  useEndpointList(courseEndpoints.list, { query });

/** The course to edit (with its descriptions), always read afresh when the form opens so that nobody edits an old copy. */
export function useAdminCourse(courseId: string | null) {
  return useQuery({
    ...endpointQuery(courseExperienceEndpoints.getCourse, {
      params: { course_id: courseId ?? '' },
    }),
    select: (detail) => detail.course,
    enabled: courseId !== null,
    refetchOnMount: 'always',
  });
}

/** Adds a course (moderators): 409 for a code in use, 400 with field errors. */
export const useCreateCourse = () => useEndpointMutation(courseEndpoints.create);

/** Saves every field of a course (moderators): 409 for a code in use. */
export const useUpdateCourse = () => useEndpointMutation(courseEndpoints.update);

/** One page of the review queue (waiting ones oldest first); the previous page stays on screen while the next one loads. */
export const useReviewExperiences = (query: ExperienceReviewQuery) =>
  useEndpointList(courseExperienceEndpoints.listForReview, { query });

/** How many experiences wait for review; undefined while it loads (the queue's badge and `/admin`). */
export const useCourseReviewWaitingCount = () =>
  useWaitingCount(courseExperienceEndpoints.countWaiting, {});

/**
 * A moderator's decision on an experience: afterwards, and after a failure
 * too (someone else may have reviewed it), the course data is refetched.
 */
const useReviewMutation = <E extends Endpoint>(endpoint: E) =>
  useEndpointMutation(endpoint, { refreshOnError: true });

/** Publishes a waiting experience (409 once reviewed). */
export const useApproveExperience = () => useReviewMutation(courseExperienceEndpoints.approve);

/** Rejects a waiting experience with a note its author sees (409 once reviewed). */
export const useRejectExperience = () => useReviewMutation(courseExperienceEndpoints.reject);

/** Deletes an experience of any status. */
export const useDeleteExperience = () => useReviewMutation(courseExperienceEndpoints.remove);
