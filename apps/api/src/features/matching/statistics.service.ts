import { z } from 'zod';
import {
  matchParticipantStatuses,
  matchStatisticsDataSchema,
  type MatchStatisticsData,
  type MatchStatisticsDetail,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { createPacer } from '../../platform/pacing';
import { isPhysicallyEligible } from './engine';
import { iso, matchingErrors } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchPhysicalRow, MatchRoundRow, MatchStatisticsRow } from './matching.tables';
import type { Pool, PoolLoader } from './pool';
import { encodePhysicals, rulesOf } from './pool-encoding';
import { createRoundsRepository } from './rounds.repository';
import { createStatisticsRepository } from './statistics.repository';
import { pageOf } from '../../platform/wire-page';

/** Cells of fewer than five people are shown as "<5" (null), never as their count. */
const smallCellLimit = 5;
const shown = (value: number) => (value > 0 && value < smallCellLimit ? null : value);

function histogram(values: readonly string[]): { label: string; count: number | null }[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, value]) => ({ label, count: shown(value) }));
}

function ageBand(age: number): string {
  if (age < 20) return '16-19';
  if (age < 23) return '20-22';
  if (age < 26) return '23-25';
  if (age < 30) return '26-29';
  return '30+';
}

function nearestRank(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0
  );
}

/** Immutable snapshots of a round's pool, taken by an admin or at each calculation's start. */
/** A snapshot of a round's pool taken as a job (`{ round_id }`). */
export const statisticsJob = 'match.statistics';
const statisticsPayloadSchema = z.object({ round_id: z.uuid() });

/** The longest stretch candidate counting holds the event loop. */
const countingSliceMs = 8;

export function createStatisticsService(dependencies: MatchingDependencies, pool: PoolLoader) {
  const { db, people } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const reader = createStatisticsRepository(db);

  /** Eligible candidates per ready person: filters, round rules, blocks, earlier partners. */
  async function countCandidates(
    executor: Executor,
    round: MatchRoundRow,
    ids: string[],
    physicals: MatchPhysicalRow[],
  ) {
    const encoded = encodePhysicals(ids, physicals);
    const rules = rulesOf(round, now());
    const pairRules = await pool.loadPairRules(executor, round, ids);
    // Excluded pairs by their index pair (i < j) as one number: no string is made per pair.
    const n = ids.length;
    const indexOf = new Map(ids.map((id, index) => [id, index]));
    const excluded = new Set<number>();
    for (const [a, b] of [
      ...pairRules.blockedPairs,
      ...pairRules.previousPairs,
      ...pairRules.forbiddenPairs,
    ]) {
      const x = indexOf.get(a);
      const y = indexOf.get(b);
      if (x !== undefined && y !== undefined) excluded.add(Math.min(x, y) * n + Math.max(x, y));
    }
    const counts = new Int32Array(n);
    const pacer = createPacer(countingSliceMs);
    let sliceStarted = performance.now();
    for (let i = 0; i < n; i += 1) {
      // A large pool is counted in slices of a few milliseconds, paced, so requests go on.
      if (performance.now() - sliceStarted > countingSliceMs) {
        await pacer.rest();
        sliceStarted = performance.now();
      }
      for (let j = i + 1; j < n; j += 1) {
        if (!isPhysicallyEligible(encoded, rules, i, j)) continue;
        if (excluded.size > 0 && excluded.has(i * n + j)) continue;
        counts[i] = (counts[i] ?? 0) + 1;
        counts[j] = (counts[j] ?? 0) + 1;
      }
    }
    return counts;
  }

  async function takeSnapshot(
    executor: Executor,
    round: MatchRoundRow,
    options: {
      calculationId: string | null;
      takenBy: string | null;
      /** The pool as the caller read it already (a calculation reads it once for both). */
      loaded?: Pool;
    },
  ): Promise<MatchStatisticsRow> {
    const loaded = options.loaded ?? (await pool.loadPool(executor, round));
    const inPool = loaded.people.filter((person) => person.participant.status !== 'left');
    const withPhysical = inPool.flatMap((person) =>
      person.physical === undefined ? [] : [person.physical],
    );
    const year = now().getUTCFullYear();
    const active = loaded.people.filter((person) => person.participant.status === 'active');
    const counts = await countCandidates(executor, round, loaded.readyIds, loaded.physicals);
    const sorted = [...counts].sort((a, b) => a - b);
    const few = loaded.readyIds.flatMap((userId, index) =>
      (counts[index] ?? 0) < 3 ? [{ userId, candidates: counts[index] ?? 0 }] : [],
    );
    const contacts = await people.contactsOf(few.map((person) => person.userId));
    const participantOf = new Map(
      loaded.people.map((person) => [person.participant.user_id, person.participant]),
    );
    const data: MatchStatisticsData = {
      participants: loaded.people.length,
      by_status: matchParticipantStatuses.map((status) => ({
        label: status,
        count: shown(loaded.people.filter((person) => person.participant.status === status).length),
      })),
      histograms: [
        {
          attribute: 'age',
          bins: histogram(withPhysical.map((row) => ageBand(year - row.birth_year))),
        },
        {
          attribute: 'gender',
          bins: histogram(withPhysical.map((row) => row.gender ?? 'unknown')),
        },
        {
          attribute: 'campus',
          bins: histogram(withPhysical.map((row) => row.campus ?? 'unknown')),
        },
        {
          attribute: 'department',
          bins: histogram(withPhysical.map((row) => row.department ?? 'unknown')),
        },
        {
          attribute: 'class_year',
          bins: histogram(
            withPhysical.map((row) =>
              row.class_year === null ? 'unknown' : String(row.class_year),
            ),
          ),
        },
        { attribute: 'languages', bins: histogram(withPhysical.flatMap((row) => row.languages)) },
        { attribute: 'meeting_mode', bins: histogram(withPhysical.map((row) => row.meeting_mode)) },
      ],
      gender_sought:
        round.purpose === 'dating'
          ? histogram(
              withPhysical.flatMap((row) =>
                row.genders_sought.map((sought) => `${row.gender ?? 'unknown'}>${sought}`),
              ),
            ).map((bin) => {
              const [gender = '', sought = ''] = bin.label.split('>');
              return { gender, sought, count: bin.count };
            })
          : [],
      completion: {
        ready: shown(active.filter((person) => person.readiness === 'ready').length),
        no_physical: shown(active.filter((person) => person.readiness === 'no_physical').length),
        bundle_incomplete: shown(
          active.filter((person) => person.readiness === 'bundle_incomplete').length,
        ),
      },
      candidates: {
        min: sorted[0] ?? 0,
        p10: nearestRank(sorted, 0.1),
        median: nearestRank(sorted, 0.5),
        under_three: few.map((person) => {
          const contact = contacts.get(person.userId);
          return {
            participant_id: participantOf.get(person.userId)?.participant_id ?? '',
            name: contact === undefined ? '' : `${contact.first_name} ${contact.last_name}`,
            candidates: person.candidates,
          };
        }),
      },
    };
    return createStatisticsRepository(executor).insert({
      round_id: round.round_id,
      calculation_id: options.calculationId,
      taken_by: options.takenBy,
      participants: loaded.people.length,
      data,
    });
  }

  function detailOf(row: MatchStatisticsRow): MatchStatisticsDetail {
    return {
      statistics_id: row.statistics_id,
      round_id: row.round_id,
      calculation_id: row.calculation_id,
      taken_by: row.taken_by,
      participants: row.participants,
      created_at: iso(row.created_at),
      data: matchStatisticsDataSchema.parse(row.data),
    };
  }

  return {
    takeSnapshot,

    async findSnapshots(query: { page: number; page_size: number; round_id?: string | undefined }) {
      const { rows, total } = await reader.findPage(query);
      return pageOf(
        rows.map((row) => ({
          ...row,
          created_at: iso(row.created_at),
          calculation_id: row.calculation_id,
        })),
        query,
        total,
      );
    },

    async findSnapshot(statisticsId: string): Promise<MatchStatisticsDetail> {
      const row = await reader.find(statisticsId);
      if (row === undefined) throw matchingErrors.noSuchStatistics();
      return detailOf(row);
    },

    /** Its job: a snapshot nobody asked for by hand (the demo's, taken once its app runs). */
    registerJobs(): void {
      dependencies.jobs.register(statisticsJob, async (payload) => {
        const { round_id: roundId } = statisticsPayloadSchema.parse(payload);
        const round = await createRoundsRepository(db).find(roundId);
        if (round !== undefined)
          await takeSnapshot(db, round, { calculationId: null, takenBy: null });
      });
    },

    async takeOwnSnapshot(roundId: string, admin: AuthUser): Promise<MatchStatisticsDetail> {
      const round = await createRoundsRepository(db).find(roundId);
      if (round === undefined) throw matchingErrors.noSuchRound();
      return detailOf(
        await takeSnapshot(db, round, { calculationId: null, takenBy: admin.userId }),
      );
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
