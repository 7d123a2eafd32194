import { useApplications } from './api';

/** How many graduate (VIP) applications wait for a decision; undefined while it loads. */
export function useGraduateApplicationsWaitingCount(): number | undefined {
  return useApplications({ status: 'pending', page: 1, page_size: 10 }).data?.total;
}
