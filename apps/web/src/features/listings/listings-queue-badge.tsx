import { QueueCountBadge } from '../../components/queue-count-badge';
import { useWaitingListingsCount } from './api';

/** How many unexpired listings wait for a moderator, for the admin panel's tab. */
export function ListingsQueueBadge() {
  return <QueueCountBadge count={useListingsWaitingCount()} />;
}

/** How many unexpired listings wait for a moderator; undefined while it loads. */
export function useListingsWaitingCount(): number | undefined {
  return useWaitingListingsCount().data;
}
