export { TherapistPoolPage } from './pool-page';
export { TherapistPoolsModerationPanel } from './moderation/therapist-pools-moderation-panel';
export { TherapistPoolsQueueBadge } from './moderation/therapist-pools-queue-badge';
export { useTherapistPoolsWaitingCount } from './api';
export { MyPoolEntriesSection } from './my-entries/my-pool-entries-section';
