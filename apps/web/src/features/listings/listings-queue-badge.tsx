import { QueueCountBadge } from '../../components/queue-count-badge';
import { useWaitingListingsCount } from './api/listings-api';

/** How many unexpired listings wait for a moderator, for the admin panel's tab. */
export function ListingsQueueBadge() {
  const { data } = useWaitingListingsCount();
  return <QueueCountBadge count={data} />;
}
