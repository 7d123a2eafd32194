import { QueueCountBadge } from '../../../components/queue-count-badge';
import { useTherapistPoolsWaitingCount } from '../api';

/** Waiting entries of both pools plus open reports, for the admin panel's tab. */
export function TherapistPoolsQueueBadge() {
  return <QueueCountBadge count={useTherapistPoolsWaitingCount()} />;
}
