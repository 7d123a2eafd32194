import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { matchPhysicalStatistics, type MatchStatisticsRow } from './matching.tables';
import { readPage } from '../../db/paging';

export function createStatisticsRepository(db: Executor) {
  return {
    async findPage(filter: { page: number; page_size: number; round_id?: string | undefined }) {
      const conditions: SQL[] = [];
      if (filter.round_id !== undefined)
        conditions.push(eq(matchPhysicalStatistics.round_id, filter.round_id));
      const where = and(...conditions);
      return readPage(
        db
          .select({
            statistics_id: matchPhysicalStatistics.statistics_id,
            round_id: matchPhysicalStatistics.round_id,
            calculation_id: matchPhysicalStatistics.calculation_id,
            taken_by: matchPhysicalStatistics.taken_by,
            participants: matchPhysicalStatistics.participants,
            created_at: matchPhysicalStatistics.created_at,
          })
          .from(matchPhysicalStatistics)
          .where(where)
          .orderBy(desc(matchPhysicalStatistics.created_at), matchPhysicalStatistics.statistics_id),
        filter,
        db.$count(matchPhysicalStatistics, where),
      );
    },

    async find(statisticsId: string): Promise<MatchStatisticsRow | undefined> {
      const [row] = await db
        .select()
        .from(matchPhysicalStatistics)
        .where(eq(matchPhysicalStatistics.statistics_id, statisticsId));
      return row;
    },

    async insert(values: {
      round_id: string;
      calculation_id: string | null;
      taken_by: string | null;
      participants: number;
      data: unknown;
    }): Promise<MatchStatisticsRow> {
      const [row] = await db.insert(matchPhysicalStatistics).values(values).returning();
      if (row === undefined) throw new Error('The snapshot was not inserted');
      return row;
    },

    async deleteOfCalculation(calculationId: string): Promise<void> {
      await db
        .delete(matchPhysicalStatistics)
        .where(eq(matchPhysicalStatistics.calculation_id, calculationId));
    },
  };
}
