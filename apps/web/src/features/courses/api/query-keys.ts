import type { CourseListParams } from '../list-params';

/** A page of a list: `?page=&page_size=`. */
export interface PageParams {
  page: number;
  page_size: number;
}

/**
 * TanStack Query keys of the course catalogue and the course page. Answers
 * that depend on who asks (VIP or not) carry the viewer: a user id, or 'guest'.
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (params: CourseListParams) => [...courseKeys.lists(), params] as const,
  constants: () => [...courseKeys.all, 'constants'] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (courseId: string, viewer: string) =>
    [...courseKeys.details(), courseId, viewer] as const,
  experiences: (courseId: string) => [...courseKeys.all, 'experiences', courseId] as const,
  experiencePage: (courseId: string, viewer: string, params: PageParams) =>
    [...courseKeys.experiences(courseId), viewer, params] as const,
  myExperiences: () => [...courseKeys.all, 'my-experiences'] as const,
  myExperiencePage: (viewer: string, params: PageParams) =>
    [...courseKeys.myExperiences(), viewer, params] as const,
};
