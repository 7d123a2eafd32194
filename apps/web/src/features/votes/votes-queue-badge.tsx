import { QueueCountBadge } from '../../components/queue-count-badge';
import { useProposedCount } from './api/votes-api';

/** How many proposed questions wait for a moderator, for the admin panel's tab. */
export function VotesQueueBadge() {
  const { data } = useProposedCount();
  return <QueueCountBadge count={data} />;
}
