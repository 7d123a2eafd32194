import { QueueCountBadge } from '../../../components/queue-count-badge';
import { useReports, useReviewQueue } from '../api';

/** Waiting entries of both pools plus open reports, for the admin panel's tab. */
export function TherapistPoolsQueueBadge() {
  return <QueueCountBadge count={useTherapistPoolsWaitingCount()} />;
}

/** Waiting entries of both pools plus open reports; undefined while they load. */
export function useTherapistPoolsWaitingCount(): number | undefined {
  const waiting = useReviewQueue({ status: 'waiting', page: 1, page_size: 10 });
  const reports = useReports({ status: 'open', page: 1, page_size: 10 });
  const count =
    waiting.data === undefined || reports.data === undefined
      ? undefined
      : waiting.data.total + reports.data.total;
  return count;
}
