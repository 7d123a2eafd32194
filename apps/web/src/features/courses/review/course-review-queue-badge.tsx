import { QueueCountBadge } from '../../../components/queue-count-badge';
import { useReviewExperiences } from '../api';

/** The number of course experiences waiting for review; undefined while it loads. */
export function useCourseReviewWaitingCount(): number | undefined {
  return useReviewExperiences({ status: 'waiting', page: 1, page_size: 10 }).data?.total;
}

/** The number of course experiences waiting for review, for the admin panel's tab. */
export function CourseReviewQueueBadge() {
  return <QueueCountBadge count={useCourseReviewWaitingCount()} />;
}
