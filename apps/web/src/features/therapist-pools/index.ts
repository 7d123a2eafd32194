export { TherapistPoolPage } from './pool-page';
export { TherapistPoolsModerationPanel } from './moderation/therapist-pools-moderation-panel';
export {
  TherapistPoolsQueueBadge,
  useTherapistPoolsWaitingCount,
} from './moderation/therapist-pools-queue-badge';
export { MyPoolEntriesSection } from './my-entries/my-pool-entries-section';
