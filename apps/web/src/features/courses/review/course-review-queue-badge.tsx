import { QueueCountBadge } from '../../../components/queue-count-badge';
import { useCourseReviewWaitingCount } from '../api';

/** The number of course experiences waiting for review, for the admin panel's tab. */
export function CourseReviewQueueBadge() {
  return <QueueCountBadge count={useCourseReviewWaitingCount()} />;
}
