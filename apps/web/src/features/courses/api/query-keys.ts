import type { CourseListParams } from '../list-params';

/** TanStack Query keys of the course catalogue. */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (params: CourseListParams) => [...courseKeys.lists(), params] as const,
  constants: () => [...courseKeys.all, 'constants'] as const,
};
