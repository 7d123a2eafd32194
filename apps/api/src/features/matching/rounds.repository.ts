import { and, count, desc, eq, inArray, lte, gte, or, sql } from 'drizzle-orm';
import type { MatchParticipantStatus, MatchRoundStatus } from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  matchCriteria,
  matchParticipants,
  matchRounds,
  matchSettings,
  type MatchCriterionRow,
  type MatchRoundRow,
} from './matching.tables';
import { readPage } from '../../db/paging';

export type RoundValues = Omit<
  typeof matchRounds.$inferInsert,
  'round_id' | 'created_at' | 'updated_at' | 'created_by'
>;

export interface CriterionValues {
  question_id: string;
  mode: MatchCriterionRow['mode'];
  weight: number | null;
}

export function createRoundsRepository(db: Executor) {
  return {
    async findPage(filter: { page: number; page_size: number; status?: MatchRoundStatus }) {
      const where = filter.status === undefined ? undefined : eq(matchRounds.status, filter.status);
      return readPage(
        db
          .select()
          .from(matchRounds)
          .where(where)
          .orderBy(desc(matchRounds.created_at), matchRounds.round_id),
        filter,
        db.$count(matchRounds, where),
      );
    },

    async find(roundId: string, lock = false): Promise<MatchRoundRow | undefined> {
      const query = db.select().from(matchRounds).where(eq(matchRounds.round_id, roundId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Open rounds taking opt-ins now, and rounds the person took part in. */
    async findVisibleTo(userId: string, now: Date): Promise<MatchRoundRow[]> {
      const joined = db
        .select({ round_id: matchParticipants.round_id })
        .from(matchParticipants)
        .where(eq(matchParticipants.user_id, userId));
      return db
        .select()
        .from(matchRounds)
        .where(
          or(
            and(
              eq(matchRounds.status, 'open'),
              lte(matchRounds.opens_at, now),
              gte(matchRounds.closes_at, now),
            ),
            inArray(matchRounds.round_id, joined),
          ),
        )
        .orderBy(desc(matchRounds.opens_at), matchRounds.round_id);
    },

    async insert(values: RoundValues & { created_by: string }): Promise<MatchRoundRow> {
      const [row] = await db.insert(matchRounds).values(values).returning();
      if (row === undefined) throw new Error('The round was not inserted');
      return row;
    },

    async update(roundId: string, values: RoundValues): Promise<MatchRoundRow | undefined> {
      const [row] = await db
        .update(matchRounds)
        .set({ ...values, updated_at: new Date() })
        .where(eq(matchRounds.round_id, roundId))
        .returning();
      return row;
    },

    async findCriteria(roundIds: readonly string[]): Promise<MatchCriterionRow[]> {
      if (roundIds.length === 0) return [];
      return db
        .select()
        .from(matchCriteria)
        .where(inArray(matchCriteria.round_id, [...roundIds]))
        .orderBy(matchCriteria.question_id);
    },

    async replaceCriteria(roundId: string, criteria: readonly CriterionValues[]): Promise<void> {
      await db.delete(matchCriteria).where(eq(matchCriteria.round_id, roundId));
      if (criteria.length > 0)
        await db
          .insert(matchCriteria)
          .values(criteria.map((criterion) => ({ ...criterion, round_id: roundId })));
    },

    /** Participants per round and status. */
    async countParticipants(
      roundIds: readonly string[],
    ): Promise<Map<string, Partial<Record<MatchParticipantStatus, number>>>> {
      const result = new Map<string, Partial<Record<MatchParticipantStatus, number>>>();
      if (roundIds.length === 0) return result;
      const rows = await db
        .select({
          round_id: matchParticipants.round_id,
          status: matchParticipants.status,
          value: count(),
        })
        .from(matchParticipants)
        .where(inArray(matchParticipants.round_id, [...roundIds]))
        .groupBy(matchParticipants.round_id, matchParticipants.status);
      for (const row of rows)
        result.set(row.round_id, { ...result.get(row.round_id), [row.status]: row.value });
      return result;
    },

    async findDatingEnabled(): Promise<boolean> {
      const [row] = await db
        .select({ value: matchSettings.value })
        .from(matchSettings)
        .where(eq(matchSettings.key, 'dating_enabled'));
      return row?.value === true;
    },

    async saveDatingEnabled(value: boolean, updatedBy: string): Promise<void> {
      await db
        .insert(matchSettings)
        .values({ key: 'dating_enabled', value, updated_by: updatedBy })
        .onConflictDoUpdate({
          target: matchSettings.key,
          set: { value, updated_by: updatedBy, updated_at: sql`now()` },
        });
    },
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
