import { createTherapistEntriesService } from './therapist-entries.service';
import type { TherapistPoolsDependencies } from './therapist-pools-common';
import { createTherapistReviewService } from './therapist-review.service';

export type { TherapistPoolsDependencies } from './therapist-pools-common';

/**
 * The psychologist and psychiatrist experience pools, served as one group of
 * calls (therapist-pools.routes.ts): the readers' and authors' side in
 * therapist-entries.service.ts, the moderators' review and reports in
 * therapist-review.service.ts.
 */
export function createTherapistPoolsService(dependencies: TherapistPoolsDependencies) {
  return {
    ...createTherapistEntriesService(dependencies),
    ...createTherapistReviewService(dependencies),
  };
}

export type TherapistPoolsService = ReturnType<typeof createTherapistPoolsService>;
