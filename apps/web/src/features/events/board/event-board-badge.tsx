import type { EventAdminListQuery } from '@campus/contracts';
import { QueueCountBadge } from '../../../components/queue-count-badge';
import { useEventBoard } from '../api';

/** Inactive events with a date and time from now on: the ones waiting to be published. */
const waitingQuery: EventAdminListQuery = {
  status: 'inactive',
  when: 'upcoming',
  page: 1,
  page_size: 10,
};

/**
 * The number of events waiting to be published, for the admin panel's tab.
 * Its query sits under the feature's key root, so every change on the board
 * (add, activate, deactivate, delete) reads it again.
 */
export function EventBoardBadge() {
  return <QueueCountBadge count={useEventsWaitingCount()} />;
}

/** The number of events waiting to be published; undefined while it loads. */
export function useEventsWaitingCount(): number | undefined {
  return useEventBoard(waitingQuery).data?.total;
}
