import {
  matchCalculationParametersSchema,
  matchCalculationSchema,
  type MatchCalculation,
  type MatchCalculationListQuery,
  type MatchCalculationParameters,
  type MatchCalculationStartBody,
} from '@campus/contracts';
import { z } from 'zod';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import {
  calculationJob,
  calculationMaxAttempts,
  type CalculationRunner,
} from './calculation-runner';
import { createCalculationsRepository } from './calculations.repository';
import { createMatchesRepository } from './matches.repository';
import type { MatchNotices } from './match-notices';
import { revealJob } from './match-reveal';
import { isoOrNull, iso, matchingErrors, pseudonymOf } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchCalculationRow } from './matching.tables';
import { createPairsRepository } from './pairs.repository';
import { createParticipantsRepository } from './participants.repository';
import { createRoundsRepository } from './rounds.repository';
import { pageOf } from '../../platform/wire-page';

export const calculationAlgorithm = 'blossom-primal-dual+pricing';

const singletonKeyOf = (calculationId: string) => `match-calculation:${calculationId}`;
const revealPayloadSchema = z.object({ round_id: z.uuid() });

function calculationOf(row: MatchCalculationRow): MatchCalculation {
  return matchCalculationSchema.parse({
    calculation_id: row.calculation_id,
    round_id: row.round_id,
    status: row.status,
    algorithm: row.algorithm,
    parameters: row.parameters,
    phase: row.phase,
    progress: row.progress,
    heartbeat_at: isoOrNull(row.heartbeat_at),
    error: row.error,
    input_hash: row.input_hash,
    certified: row.certified,
    queued_at: iso(row.queued_at),
    started_at: isoOrNull(row.started_at),
    finished_at: isoOrNull(row.finished_at),
    published_at: isoOrNull(row.published_at),
    counts: row.counts,
    timings: row.timings,
    objective: row.objective,
    certificates: row.certificates ?? [],
    metrics: row.metrics,
  });
}

const csvCell = (value: string | number | null) => (value === null ? '' : String(value));

/** Calculations (admins): start as a job, follow, cancel, publish, run again, export. */
export function createCalculationsService(
  dependencies: MatchingDependencies,
  runner: CalculationRunner,
  notices: MatchNotices,
) {
  const { db, jobs, secret } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const reader = createCalculationsRepository(db);

  async function startWith(
    roundId: string,
    parameters: MatchCalculationParameters,
    admin: AuthUser,
  ): Promise<MatchCalculation> {
    const round = await createRoundsRepository(db).find(roundId);
    if (round === undefined) throw matchingErrors.noSuchRound();
    try {
      const row = await db.transaction(async (transaction) => {
        const inserted = await createCalculationsRepository(transaction).insert({
          round_id: roundId,
          algorithm: calculationAlgorithm,
          parameters,
          started_by: admin.userId,
        });
        await jobs.enqueue(
          calculationJob,
          { calculation_id: inserted.calculation_id },
          {
            singletonKey: singletonKeyOf(inserted.calculation_id),
            maxAttempts: calculationMaxAttempts,
          },
          transaction,
        );
        await recordRowAudit(
          transaction,
          admin.userId,
          'match_calculation.started',
          inserted.calculation_id,
          { round_id: roundId, parameters },
        );
        return inserted;
      });
      return calculationOf(row);
    } catch (error) {
      if (isUniqueViolation(error))
        throw AppError.conflictFor(
          'calculation_in_progress',
          'A calculation of this round is queued or running',
        );
      throw error;
    }
  }

  async function findOrFail(calculationId: string): Promise<MatchCalculationRow> {
    const row = await reader.find(calculationId);
    if (row === undefined) throw matchingErrors.noSuchCalculation();
    return row;
  }

  /**
   * Publishes a finished calculation in one transaction: its proposed matches
   * of people still active become published (the others are dropped), each
   * person's notice is enqueued, and the unmatched get priority next time.
   */
  async function publish(
    calculationId: string,
    actorId: string | null,
  ): Promise<MatchCalculationRow> {
    try {
      const row = await db.transaction(async (transaction) => {
        const calculations = createCalculationsRepository(transaction);
        const current = await calculations.find(calculationId, true);
        if (current === undefined) throw matchingErrors.noSuchCalculation();
        if (current.status === 'queued' || current.status === 'running')
          throw AppError.conflictFor(
            'calculation_unfinished',
            'A calculation can be published once it has finished',
          );
        if (current.status !== 'succeeded')
          throw AppError.conflictFor(
            'calculation_not_publishable',
            `A ${current.status} calculation cannot be published`,
          );
        const matches = createMatchesRepository(transaction);
        const proposed = await matches.findOfCalculation(calculationId, 'proposed');
        const members = await matches.findMembers(proposed.map((match) => match.match_id));
        const participants = await createParticipantsRepository(transaction).findAllOfRound(
          current.round_id,
        );
        const active = new Set(
          participants.filter((row) => row.status === 'active').map((row) => row.user_id),
        );
        const matched = new Set<string>();
        let published = 0;
        for (const match of proposed) {
          const pair = members.filter((member) => member.match_id === match.match_id);
          if (pair.length !== 2 || !pair.every((member) => active.has(member.user_id))) {
            // Paused, left or excluded since the calculation: never in a published result.
            await matches.remove(match.match_id);
            continue;
          }
          await matches.update(match.match_id, { status: 'published', published_at: now() });
          for (const member of pair) {
            matched.add(member.user_id);
            await notices.enqueueNotice(
              transaction,
              match.match_id,
              member.user_id,
              'match.published',
            );
          }
          published += 1;
        }
        const leftovers = Array.isArray(current.leftovers) ? (current.leftovers as unknown[]) : [];
        await createParticipantsRepository(transaction).setPriorities(
          current.round_id,
          leftovers.filter(
            (id): id is string => typeof id === 'string' && active.has(id) && !matched.has(id),
          ),
        );
        const updated = await calculations.update(calculationId, {
          status: 'published',
          published_at: now(),
          published_by: actorId,
        });
        await recordRowAudit(transaction, actorId, 'match_calculation.published', calculationId, {
          round_id: current.round_id,
          matches: published,
          ...(actorId === null ? { by: 'reveal_time' } : {}),
        });
        return updated ?? current;
      });
      return row;
    } catch (error) {
      if (isUniqueViolation(error))
        throw AppError.conflictFor(
          'round_published',
          'A calculation of this round has been published already',
        );
      throw error;
    }
  }

  /**
   * The reveal time came: the round's newest succeeded, certified calculation
   * is published, unless one was published already. A round moved to a later
   * reveal time waits for the job its change scheduled; a round without a
   * result is recorded, for the admins to run one.
   */
  async function revealRound(payload: unknown): Promise<void> {
    const { round_id: roundId } = revealPayloadSchema.parse(payload);
    const round = await createRoundsRepository(db).find(roundId);
    if (round === undefined || round.status === 'draft' || round.status === 'archived') return;
    if (round.reveal_at.getTime() > now().getTime()) return;
    if (await reader.hasPublished(roundId)) return;
    const calculation = await reader.findRevealable(roundId);
    if (calculation === undefined) {
      await recordRowAudit(db, null, 'match_round.reveal_without_result', roundId, {});
      return;
    }
    await publish(calculation.calculation_id, null);
  }

  return {
    /** Its job: the reveal time of a round. */
    registerJobs(): void {
      jobs.register(revealJob, revealRound);
    },

    async findCalculations(query: MatchCalculationListQuery) {
      const { rows, total } = await reader.findPage(query);
      return pageOf(rows.map(calculationOf), query, total);
    },

    async findCalculation(calculationId: string): Promise<MatchCalculation> {
      return calculationOf(await findOrFail(calculationId));
    },

    async startCalculation(body: MatchCalculationStartBody, admin: AuthUser) {
      const round = await createRoundsRepository(db).find(body.round_id);
      if (round === undefined) throw matchingErrors.noSuchRound();
      const mode = body.mode ?? round.mode;
      return startWith(
        body.round_id,
        {
          mode,
          k: mode === 'top_k' ? (body.k ?? round.k) : 1,
          min_score: body.min_score ?? round.min_score,
          candidates_per_person: body.candidates_per_person,
          transform: body.transform,
          maximize_matched: body.maximize_matched,
          priority_bonus: body.priority_bonus,
        },
        admin,
      );
    },

    async rerunCalculation(calculationId: string, admin: AuthUser) {
      const row = await findOrFail(calculationId);
      return startWith(row.round_id, matchCalculationParametersSchema.parse(row.parameters), admin);
    },

    async cancelCalculation(calculationId: string, admin: AuthUser): Promise<MatchCalculation> {
      const row = await db.transaction(async (transaction) => {
        const calculations = createCalculationsRepository(transaction);
        const current = await calculations.find(calculationId, true);
        if (current === undefined) throw matchingErrors.noSuchCalculation();
        if (current.status !== 'queued' && current.status !== 'running')
          throw AppError.conflictFor(
            'calculation_not_cancellable',
            'Only a queued or running calculation can be cancelled',
          );
        const cancelled = await calculations.update(calculationId, {
          status: 'cancelled',
          finished_at: now(),
        });
        await jobs.cancel(singletonKeyOf(calculationId), transaction);
        // Candidate pairs a running save already wrote go with it (the save drops the rest).
        await createPairsRepository(transaction).deleteOfCalculation(calculationId);
        await recordRowAudit(
          transaction,
          admin.userId,
          'match_calculation.cancelled',
          calculationId,
          { from: current.status },
        );
        return cancelled ?? current;
      });
      runner.stopWorker(calculationId);
      return calculationOf(row);
    },

    /** Publishes a finished calculation (see `publish`), as an admin. */
    async publishCalculation(calculationId: string, admin: AuthUser): Promise<MatchCalculation> {
      return calculationOf(await publish(calculationId, admin.userId));
    },

    /** The candidate pairs as CSV lines, with pseudonymous ids instead of accounts. */
    async exportPairs(calculationId: string) {
      const row = await findOrFail(calculationId);
      const matched = await createMatchesRepository(db).findMatchedKeys(calculationId);
      const pairs = createPairsRepository(db);
      async function* lines(): AsyncGenerator<string> {
        yield 'person_a,person_b,score,satisfaction_ab,satisfaction_ba,matched\n';
        const buffered: string[] = [];
        await pairs.forEachOfCalculation(calculationId, (batch) => {
          for (const pair of batch)
            buffered.push(
              [
                pseudonymOf(secret, calculationId, pair.user_a),
                pseudonymOf(secret, calculationId, pair.user_b),
                csvCell(pair.score),
                csvCell(pair.satisfaction_ab),
                csvCell(pair.satisfaction_ba),
                matched.has(`${pair.user_a}:${pair.user_b}`) ? '1' : '0',
              ].join(',') + '\n',
            );
        });
        yield* buffered;
      }
      return { fileName: `matching-pairs-${row.calculation_id}.csv`, lines: lines() };
    },
  };
}

export type CalculationsService = ReturnType<typeof createCalculationsService>;
