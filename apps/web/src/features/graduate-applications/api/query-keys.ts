import type { ApplicationListParams } from '../list-params';

/** TanStack Query keys of graduate applications; invalidating `all` refreshes lists and details. */
export const applicationKeys = {
  all: ['graduate-applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (params: ApplicationListParams) => [...applicationKeys.lists(), params] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
};
