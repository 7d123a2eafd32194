import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { MatchPairListQuery } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { matchPairs, type MatchPairRow, type NewMatchPairRow } from './matching.tables';
import { readPage } from '../../db/paging';
import { yieldOnly, type Pacer } from '../../platform/pacing';

const insertBatch = 250;
const readBatch = 5000;

export function createPairsRepository(db: Executor) {
  return {
    async findPage(filter: MatchPairListQuery) {
      const conditions: SQL[] = [];
      if (filter.round_id !== undefined) conditions.push(eq(matchPairs.round_id, filter.round_id));
      if (filter.calculation_id !== undefined)
        conditions.push(eq(matchPairs.calculation_id, filter.calculation_id));
      if (filter.kind !== undefined) conditions.push(eq(matchPairs.kind, filter.kind));
      if (filter.user_id !== undefined) {
        const either = or(
          eq(matchPairs.user_a, filter.user_id),
          eq(matchPairs.user_b, filter.user_id),
        );
        if (either !== undefined) conditions.push(either);
      }
      if (filter.min_score !== undefined) conditions.push(gte(matchPairs.score, filter.min_score));
      const where = and(...conditions);
      return readPage(
        db
          .select()
          .from(matchPairs)
          .where(where)
          .orderBy(sql`${matchPairs.score} desc nulls last`, asc(matchPairs.pair_id)),
        filter,
        db.$count(matchPairs, where),
      );
    },

    async find(pairId: number, lock = false): Promise<MatchPairRow | undefined> {
      const query = db.select().from(matchPairs).where(eq(matchPairs.pair_id, pairId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The admins' forced and forbidden pairs of a round. */
    async findManual(roundId: string): Promise<MatchPairRow[]> {
      return db
        .select()
        .from(matchPairs)
        .where(and(eq(matchPairs.round_id, roundId), isNull(matchPairs.calculation_id)))
        .orderBy(desc(matchPairs.created_at));
    },

    async findManualOf(roundId: string, a: string, b: string): Promise<MatchPairRow | undefined> {
      const [row] = await db
        .select()
        .from(matchPairs)
        .where(
          and(
            eq(matchPairs.round_id, roundId),
            isNull(matchPairs.calculation_id),
            eq(matchPairs.user_a, a),
            eq(matchPairs.user_b, b),
          ),
        );
      return row;
    },

    async insert(values: NewMatchPairRow): Promise<MatchPairRow | undefined> {
      const [row] = await db.insert(matchPairs).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(
      pairId: number,
      values: Pick<MatchPairRow, 'kind' | 'rationale'>,
    ): Promise<MatchPairRow | undefined> {
      const [row] = await db
        .update(matchPairs)
        .set({ ...values, updated_at: new Date() })
        .where(eq(matchPairs.pair_id, pairId))
        .returning();
      return row;
    },

    async remove(pairId: number): Promise<void> {
      await db.delete(matchPairs).where(eq(matchPairs.pair_id, pairId));
    },

    /**
     * A calculation's candidate pairs (tens of thousands), made as they are
     * written: batches small enough to build in a few milliseconds, with the
     * event loop free between them, or resting as `pacer` says
     * (platform/pacing.ts), so requests are served while it saves.
     */
    async insertCandidates(
      rows: Iterable<NewMatchPairRow>,
      pacer: Pacer = yieldOnly,
    ): Promise<void> {
      let batch: NewMatchPairRow[] = [];
      for (const row of rows) {
        batch.push(row);
        if (batch.length < insertBatch) continue;
        await db.insert(matchPairs).values(batch);
        batch = [];
        await pacer.rest();
      }
      if (batch.length > 0) await db.insert(matchPairs).values(batch);
    },

    async deleteOfCalculation(calculationId: string): Promise<void> {
      await db.delete(matchPairs).where(eq(matchPairs.calculation_id, calculationId));
    },

    /** A calculation's candidate pairs in batches, in id order. */
    async forEachOfCalculation(
      calculationId: string,
      onBatch: (rows: MatchPairRow[]) => void | Promise<void>,
    ): Promise<void> {
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(matchPairs)
          .where(and(eq(matchPairs.calculation_id, calculationId), gt(matchPairs.pair_id, after)))
          .orderBy(asc(matchPairs.pair_id))
          .limit(readBatch);
        if (rows.length === 0) return;
        await onBatch(rows);
        after = rows.at(-1)?.pair_id ?? after;
        if (rows.length < readBatch) return;
      }
    },

    async countOfCalculations(calculationIds: readonly string[]): Promise<Map<string, number>> {
      if (calculationIds.length === 0) return new Map();
      const rows = await db
        .select({ calculation_id: matchPairs.calculation_id, value: count() })
        .from(matchPairs)
        .where(inArray(matchPairs.calculation_id, [...calculationIds]))
        .groupBy(matchPairs.calculation_id);
      return new Map(rows.map((row) => [row.calculation_id ?? '', row.value]));
    },
  };
}

export type PairsRepository = ReturnType<typeof createPairsRepository>;
