import { QueueCountBadge } from '../../components/queue-count-badge';
import { useVotesWaitingCount } from './api';

/** How many proposed questions wait for a moderator, for the admin panel's tab. */
export function VotesQueueBadge() {
  return <QueueCountBadge count={useVotesWaitingCount()} />;
}
