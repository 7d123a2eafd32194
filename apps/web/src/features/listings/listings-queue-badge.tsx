import { QueueCountBadge } from '../../components/queue-count-badge';
import { useListingsWaitingCount } from './api';

/** How many unexpired listings wait for a moderator, for the admin panel's tab. */
export function ListingsQueueBadge() {
  return <QueueCountBadge count={useListingsWaitingCount()} />;
}
