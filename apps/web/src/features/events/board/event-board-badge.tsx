import { QueueCountBadge } from '../../../components/queue-count-badge';
import { useEventsWaitingCount } from '../api';

/**
 * The number of events waiting to be published, for the admin panel's tab.
 * Its query sits under the feature's key root, so every change on the board
 * (add, activate, deactivate, delete) reads it again.
 */
export function EventBoardBadge() {
  return <QueueCountBadge count={useEventsWaitingCount()} />;
}
