import { useApplications } from './api';

/** How many job applications are new; undefined while it loads. */
export function useCareerWaitingCount(): number | undefined {
  return useApplications({ status: 'new', page: 1, page_size: 10 }).data?.total;
}
