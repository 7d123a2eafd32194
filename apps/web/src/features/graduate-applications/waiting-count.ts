import { useApplications } from './api/list-applications';

/** How many graduate (VIP) applications wait for a decision; undefined while it loads. */
export function useGraduateApplicationsWaitingCount(): number | undefined {
  return useApplications({ status: 'pending', q: '', page: 1, page_size: 10 }).data?.total;
}
