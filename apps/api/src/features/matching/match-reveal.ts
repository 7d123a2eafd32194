import type { Executor } from '../../db/database';
import type { JobQueue } from '../../platform/jobs';

/**
 * A round's reveal time publishes its result (MATCHING.md "Calculation": "until
 * an admin publishes it, or its round's reveal time publishes it"): a job due
 * at `reveal_at`, scheduled in the transaction that creates or changes the
 * round, so that moving the reveal time moves the job.
 */
export const revealJob = 'match.reveal';

export const revealKeyOf = (roundId: string) => `match-reveal:${roundId}`;

export async function scheduleReveal(
  jobs: JobQueue,
  executor: Executor,
  round: { round_id: string; reveal_at: Date },
): Promise<void> {
  await jobs.enqueue(
    revealJob,
    { round_id: round.round_id },
    { singletonKey: revealKeyOf(round.round_id), runAt: round.reveal_at },
    executor,
  );
}
