import type { FeedbackKind } from '@campus/contracts';
import { useAdminFeedback } from './api';

/** How many feedback items or suggestions are new; undefined while it loads. */
export function useFeedbackWaitingCount(kind: FeedbackKind): number | undefined {
  return useAdminFeedback({ kind, status: 'new', page: 1, page_size: 10 }).data?.total;
}
