import { z } from 'zod';
import { matchCalculationParametersSchema } from '@campus/contracts';
import type { JobContext } from '../../platform/jobs';
import { runCalculationInWorker, type CalculationResult } from './engine';
import { createCalculationsRepository } from './calculations.repository';
import { createMatchesRepository, type NewMatch } from './matches.repository';
import { explanationOf } from './explanations';
import { orderedPair } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchRoundRow, NewMatchPairRow } from './matching.tables';
import { createPairsRepository } from './pairs.repository';
import type { PoolLoader } from './pool';
import { createRoundsRepository } from './rounds.repository';
import { createStatisticsRepository } from './statistics.repository';
import type { StatisticsService } from './statistics.service';
import { createPacer, yieldOnly } from '../../platform/pacing';

/**
 * The calculation job (MATCHING.md "A calculation is a job"): loads the pool,
 * runs the engine in a worker thread (never on the event loop), writes phase,
 * progress and a heartbeat at most once a second, extends the job's lease,
 * and stores the result. Cancelling terminates the worker; a retry first
 * deletes what the calculation had written.
 */

export const calculationJob = 'match.calculate';
export const calculationMaxAttempts = 2;

const payloadSchema = z.object({ calculation_id: z.uuid() });
const heartbeatMs = 1000;
const leaseEveryMs = 60_000;
/** The abort reason when the app closes (a cancel aborts without one). */
const shutdown = new Error('The application is closing');

/** The candidate graph's rows, each pair in the stored order (a < b). */
export function* candidateRows(
  result: CalculationResult,
  ids: readonly string[],
  round: MatchRoundRow,
  calculationId: string,
): Generator<NewMatchPairRow> {
  const { candidates } = result;
  for (let k = 0; k < candidates.a.length; k += 1) {
    const first = ids[candidates.a[k] ?? 0] ?? '';
    const second = ids[candidates.b[k] ?? 0] ?? '';
    const [userA, userB] = orderedPair(first, second);
    const swapped = userA !== first;
    const satisfaction = (value: number | undefined) =>
      value === undefined || value < 0 ? null : value;
    const ab = satisfaction(candidates.satisfactionAB[k]);
    const ba = satisfaction(candidates.satisfactionBA[k]);
    const explanation: number[] = [];
    for (let slot = 0; slot < 3; slot += 1)
      explanation.push(
        candidates.agreeQuestion[3 * k + slot] ?? -1,
        candidates.agreeSimilarity[3 * k + slot] ?? -1,
      );
    for (let slot = 0; slot < 2; slot += 1)
      explanation.push(
        candidates.differQuestion[2 * k + slot] ?? -1,
        candidates.differSimilarity[2 * k + slot] ?? -1,
      );
    yield {
      round_id: round.round_id,
      calculation_id: calculationId,
      kind: 'candidate',
      user_a: userA,
      user_b: userB,
      score: candidates.score[k] ?? 0,
      satisfaction_ab: swapped ? ba : ab,
      satisfaction_ba: swapped ? ab : ba,
      explanation,
    };
  }
}

function metricsOf(result: CalculationResult) {
  const { metrics } = result;
  return {
    scores: metrics.scores,
    histogram: metrics.histogram,
    groups: metrics.groups,
    blocking_pairs: metrics.blockingPairs,
    optimal: {
      pairs: metrics.optimal.pairs,
      matched: metrics.optimal.matchedParticipants,
      score_total: metrics.optimal.scoreTotal,
    },
    greedy: {
      pairs: metrics.greedy.pairs,
      matched: metrics.greedy.matchedParticipants,
      score_total: metrics.greedy.scoreTotal,
    },
    unmatched: metrics.leftovers.length,
  };
}

/** A finished calculation's figures as stored: hash, certificate, counts, timings, metrics. */
export function resultValues(result: CalculationResult, questionIds: readonly string[]) {
  return {
    input_hash: result.inputHash,
    certified: result.certified,
    question_ids: questionIds,
    counts: {
      participants: result.counts.participants,
      eligible_pairs: result.counts.eligiblePairs,
      candidate_edges: result.counts.candidateEdges,
      pricing_rounds: result.counts.pricingRounds,
      edges_added: result.counts.edgesAdded,
      matches: result.counts.matches,
      matched_participants: result.counts.matchedParticipants,
      skipped_forced_pairs: result.skippedForcedPairs.length,
    },
    timings: result.timings,
    objective: {
      score_total: result.objective.scoreTotal,
      transformed: result.objective.transformed,
    },
    certificates: result.certificates.map((certificate) => ({
      rank: certificate.rank,
      certified: certificate.certified,
      primal: certificate.primal,
      dual: certificate.dual,
      violation_count: certificate.violationCount,
      pricing_rounds: certificate.pricingRounds,
      edges_added: certificate.edgesAdded,
      graph_edges: certificate.graphEdges,
    })),
    metrics: metricsOf(result),
    leftovers: result.metrics.leftovers,
  };
}

export function createCalculationRunner(
  dependencies: MatchingDependencies,
  pool: PoolLoader,
  statistics: StatisticsService,
) {
  const { db, jobs } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const calculations = createCalculationsRepository(db);
  /** The workers this process runs, by calculation: a cancel here stops one at once. */
  const running = new Map<string, AbortController>();

  async function clearResults(calculationId: string): Promise<void> {
    await db.transaction(async (transaction) => {
      await createMatchesRepository(transaction).deleteOfCalculation(calculationId);
      await createPairsRepository(transaction).deleteOfCalculation(calculationId);
      await createStatisticsRepository(transaction).deleteOfCalculation(calculationId);
    });
  }

  async function saveResult(
    calculationId: string,
    round: MatchRoundRow,
    result: CalculationResult,
    ids: readonly string[],
    questionIds: readonly string[],
    rationales: Map<string, string | null>,
  ): Promise<void> {
    // The candidate pairs (most of what is saved) go in first, outside the transaction and
    // resting between batches, so requests are served meanwhile on either database; on the
    // embedded one a transaction holds its one connection until it ends. The transaction then
    // checks the calculation is still running (a cancel meanwhile takes the pairs back out),
    // adds the matches and marks it finished. A crash in between leaves pairs only of a
    // running calculation, which its retry clears first.
    await createPairsRepository(db).insertCandidates(
      candidateRows(result, ids, round, calculationId),
      createPacer(),
    );
    const pacer = dependencies.concurrentDatabase ? createPacer() : yieldOnly;
    await db.transaction(async (transaction) => {
      const calculation = await createCalculationsRepository(transaction).find(calculationId, true);
      if (calculation?.status !== 'running') {
        await createPairsRepository(transaction).deleteOfCalculation(calculationId);
        return;
      }
      const matches: NewMatch[] = result.matches.map((match) => {
        const [a, b] = orderedPair(match.a, match.b);
        return {
          round_id: round.round_id,
          calculation_id: calculationId,
          score: match.score,
          forced: match.forced,
          rationale: match.forced ? (rationales.get(`${a}:${b}`) ?? null) : null,
          rank: match.rank,
          explanation: explanationOf(match),
          respond_by: round.respond_by,
          members: [a, b],
        };
      });
      await createMatchesRepository(transaction).insertMany(matches, pacer);
      await createCalculationsRepository(transaction).update(calculationId, {
        status: 'succeeded',
        phase: null,
        progress: 1,
        heartbeat_at: now(),
        finished_at: now(),
        ...resultValues(result, questionIds),
      });
    });
  }

  async function runCalculation(payload: unknown, context: JobContext): Promise<void> {
    const { calculation_id: calculationId } = payloadSchema.parse(payload);
    const calculation = await calculations.find(calculationId);
    if (calculation === undefined || !['queued', 'running'].includes(calculation.status)) return;
    const round = await createRoundsRepository(db).find(calculation.round_id);
    if (round === undefined) return;
    // A retry starts from nothing: what an earlier attempt wrote goes first.
    await clearResults(calculationId);
    const started = await calculations.updateWhileActive(calculationId, {
      status: 'running',
      phase: 'loading',
      progress: 0,
      error: null,
      started_at: now(),
      heartbeat_at: now(),
    });
    if (started === undefined) return;
    const controller = new AbortController();
    running.set(calculationId, controller);
    let latest = { phase: 'loading', progress: 0 };
    let lastLease = Date.now();
    let writing = false;
    const heartbeat = setInterval(() => {
      if (writing) return;
      writing = true;
      void (async () => {
        const row = await calculations.updateWhileActive(calculationId, {
          phase: latest.phase,
          progress: latest.progress,
          heartbeat_at: now(),
        });
        if (row === undefined) controller.abort();
        if (Date.now() - lastLease >= leaseEveryMs) {
          lastLease = Date.now();
          await jobs.extendLease(context.jobId);
        }
      })()
        .catch(() => undefined)
        .finally(() => {
          writing = false;
        });
    }, heartbeatMs);
    try {
      const loaded = await pool.loadPool(db, round);
      await statistics.takeSnapshot(db, round, { calculationId, takenBy: null, loaded });
      const parameters = matchCalculationParametersSchema.parse(calculation.parameters);
      const input = await pool.buildInput(db, loaded, parameters);
      const rationales = new Map(
        (await createPairsRepository(db).findManual(round.round_id)).map((pair) => [
          `${pair.user_a}:${pair.user_b}`,
          pair.rationale,
        ]),
      );
      const result = await runCalculationInWorker(
        input,
        (phase, done, total) => {
          latest = { phase, progress: total > 0 ? Math.min(1, done / total) : 0 };
        },
        controller.signal,
      );
      latest = { phase: 'saving', progress: 0 };
      await saveResult(
        calculationId,
        round,
        result,
        input.participantIds,
        input.questions.map((question) => question.id),
        rationales,
      );
    } catch (error) {
      if (controller.signal.reason === shutdown) {
        // The app closes: the job runs again (from nothing) at the next pass of any process.
        await calculations.updateWhileActive(calculationId, { status: 'queued' });
        throw error;
      }
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      if (context.attempt < calculationMaxAttempts) {
        await calculations.updateWhileActive(calculationId, { status: 'queued', error: message });
        throw error;
      }
      await calculations.updateWhileActive(calculationId, {
        status: 'failed',
        error: message.slice(0, 2000),
        finished_at: now(),
      });
    } finally {
      clearInterval(heartbeat);
      running.delete(calculationId);
    }
  }

  return {
    registerJobs(): void {
      jobs.register(calculationJob, runCalculation);
    },
    /** Stops this process's worker of a calculation at once (the heartbeat stops the others). */
    stopWorker(calculationId: string): void {
      running.get(calculationId)?.abort();
    },
    /** Stops every worker (the app is closing); their jobs run again elsewhere or at the next start. */
    stopAll(): void {
      for (const controller of running.values()) controller.abort(shutdown);
    },
  };
}

export type CalculationRunner = ReturnType<typeof createCalculationRunner>;
