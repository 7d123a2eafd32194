import { QueueCountBadge } from '../../../components/queue-count-badge';
import { useQuestionsWaitingCount } from '../api';

/** How many bank entries are pending or in review, for the admin panel's tab. */
export function QuestionsQueueBadge() {
  return <QueueCountBadge count={useQuestionsWaitingCount()} />;
}
