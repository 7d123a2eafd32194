import { QueueCountBadge } from '../../../components/queue-count-badge';
import { useQaEntries } from '../api';
import { useQuestionsViewer } from '../language';

/** How many bank entries are pending or in review, for the admin panel's tab. */
export function QuestionsQueueBadge() {
  return <QueueCountBadge count={useQuestionsWaitingCount()} />;
}

/** How many bank entries are pending or in review; undefined while they load. */
export function useQuestionsWaitingCount(): number | undefined {
  const { viewer } = useQuestionsViewer();
  const pending = useQaEntries(viewer, { status: 'pending', page: 1, page_size: 10 });
  const inReview = useQaEntries(viewer, { status: 'in_review', page: 1, page_size: 10 });
  const count =
    pending.data === undefined || inReview.data === undefined
      ? undefined
      : pending.data.total + inReview.data.total;
  return count;
}
