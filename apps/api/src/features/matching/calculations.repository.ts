import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { MatchCalculationListQuery } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { matchCalculations, type MatchCalculationRow } from './matching.tables';
import { readPage } from '../../db/paging';

export type CalculationValues = Partial<
  Omit<MatchCalculationRow, 'calculation_id' | 'round_id' | 'queued_at' | 'algorithm'>
>;

export function createCalculationsRepository(db: Executor) {
  /** Changes the calculation `where` picks; undefined when it picks none. */
  async function updateWhere(
    where: SQL | undefined,
    values: CalculationValues,
  ): Promise<MatchCalculationRow | undefined> {
    const [row] = await db.update(matchCalculations).set(values).where(where).returning();
    return row;
  }

  return {
    async findPage(filter: MatchCalculationListQuery) {
      const conditions: SQL[] = [];
      if (filter.round_id !== undefined)
        conditions.push(eq(matchCalculations.round_id, filter.round_id));
      if (filter.status !== undefined) conditions.push(eq(matchCalculations.status, filter.status));
      const where = and(...conditions);
      return readPage(
        db
          .select()
          .from(matchCalculations)
          .where(where)
          .orderBy(desc(matchCalculations.queued_at), matchCalculations.calculation_id),
        filter,
        db.$count(matchCalculations, where),
      );
    },

    async find(calculationId: string, lock = false): Promise<MatchCalculationRow | undefined> {
      const query = db
        .select()
        .from(matchCalculations)
        .where(eq(matchCalculations.calculation_id, calculationId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The calculation the reveal time publishes: the round's newest succeeded and certified one. */
    async findRevealable(roundId: string): Promise<MatchCalculationRow | undefined> {
      const [row] = await db
        .select()
        .from(matchCalculations)
        .where(
          and(
            eq(matchCalculations.round_id, roundId),
            eq(matchCalculations.status, 'succeeded'),
            eq(matchCalculations.certified, true),
          ),
        )
        .orderBy(desc(matchCalculations.finished_at), desc(matchCalculations.queued_at))
        .limit(1);
      return row;
    },

    /** Whether a calculation of the round has been published. */
    async hasPublished(roundId: string): Promise<boolean> {
      const [row] = await db
        .select({ value: count() })
        .from(matchCalculations)
        .where(
          and(eq(matchCalculations.round_id, roundId), eq(matchCalculations.status, 'published')),
        );
      return (row?.value ?? 0) > 0;
    },

    async findStatus(calculationId: string): Promise<MatchCalculationRow['status'] | undefined> {
      const [row] = await db
        .select({ status: matchCalculations.status })
        .from(matchCalculations)
        .where(eq(matchCalculations.calculation_id, calculationId));
      return row?.status;
    },

    async insert(values: {
      round_id: string;
      algorithm: string;
      parameters: unknown;
      started_by: string | null;
    }): Promise<MatchCalculationRow> {
      const [row] = await db.insert(matchCalculations).values(values).returning();
      if (row === undefined) throw new Error('The calculation was not inserted');
      return row;
    },

    update(calculationId: string, values: CalculationValues) {
      return updateWhere(eq(matchCalculations.calculation_id, calculationId), values);
    },

    /** Changes a calculation only while it is queued or running (a cancel wins). */
    updateWhileActive(calculationId: string, values: CalculationValues) {
      return updateWhere(
        and(
          eq(matchCalculations.calculation_id, calculationId),
          inArray(matchCalculations.status, ['queued', 'running']),
        ),
        values,
      );
    },
  };
}

export type CalculationsRepository = ReturnType<typeof createCalculationsRepository>;
