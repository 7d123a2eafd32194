import { QueueCountBadge } from '../../components/queue-count-badge';
import { useProposedCount } from './api';

/** How many proposed questions wait for a moderator, for the admin panel's tab. */
export function VotesQueueBadge() {
  return <QueueCountBadge count={useVotesWaitingCount()} />;
}

/** How many proposed questions wait for a moderator; undefined while it loads. */
export function useVotesWaitingCount(): number | undefined {
  return useProposedCount().data;
}
