import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { escapeLikePattern, type MatchPhysicalListQuery } from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  matchParticipants,
  matchPhysicals,
  type MatchPhysicalRow,
  type NewMatchPhysicalRow,
} from './matching.tables';
import { readPage } from '../../db/paging';

export type PhysicalValues = Omit<
  NewMatchPhysicalRow,
  'physical_id' | 'user_id' | 'created_at' | 'updated_at'
>;

export function createPhysicalsRepository(db: Executor) {
  return {
    async findPage(filter: MatchPhysicalListQuery & { userIds?: readonly string[] | undefined }) {
      const conditions: SQL[] = [];
      if (filter.gender !== undefined) conditions.push(eq(matchPhysicals.gender, filter.gender));
      if (filter.campus !== undefined && filter.campus !== '')
        conditions.push(ilike(matchPhysicals.campus, `%${escapeLikePattern(filter.campus)}%`));
      if (filter.class_year !== undefined)
        conditions.push(eq(matchPhysicals.class_year, filter.class_year));
      if (filter.meeting_mode !== undefined)
        conditions.push(eq(matchPhysicals.meeting_mode, filter.meeting_mode));
      if (filter.round_id !== undefined)
        conditions.push(
          inArray(
            matchPhysicals.user_id,
            db
              .select({ user_id: matchParticipants.user_id })
              .from(matchParticipants)
              .where(eq(matchParticipants.round_id, filter.round_id)),
          ),
        );
      if (filter.userIds !== undefined)
        conditions.push(
          filter.userIds.length === 0
            ? eq(matchPhysicals.physical_id, '00000000-0000-0000-0000-000000000000')
            : inArray(matchPhysicals.user_id, [...filter.userIds]),
        );
      const where = and(...conditions);
      return readPage(
        db
          .select()
          .from(matchPhysicals)
          .where(where)
          .orderBy(desc(matchPhysicals.updated_at), matchPhysicals.physical_id),
        filter,
        db.$count(matchPhysicals, where),
      );
    },

    async find(physicalId: string, lock = false): Promise<MatchPhysicalRow | undefined> {
      const query = db
        .select()
        .from(matchPhysicals)
        .where(eq(matchPhysicals.physical_id, physicalId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findOf(userId: string): Promise<MatchPhysicalRow | undefined> {
      const [row] = await db
        .select()
        .from(matchPhysicals)
        .where(eq(matchPhysicals.user_id, userId));
      return row;
    },

    async findMany(userIds: readonly string[]): Promise<MatchPhysicalRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(matchPhysicals)
        .where(inArray(matchPhysicals.user_id, [...userIds]));
    },

    /** The person's record, made or replaced. */
    async save(userId: string, values: PhysicalValues): Promise<MatchPhysicalRow> {
      const [row] = await db
        .insert(matchPhysicals)
        .values({ ...values, user_id: userId })
        .onConflictDoUpdate({
          target: matchPhysicals.user_id,
          set: { ...values, updated_at: new Date() },
        })
        .returning();
      if (row === undefined) throw new Error('The physical record was not saved');
      return row;
    },

    async update(
      physicalId: string,
      values: PhysicalValues,
    ): Promise<MatchPhysicalRow | undefined> {
      const [row] = await db
        .update(matchPhysicals)
        .set({ ...values, updated_at: new Date() })
        .where(eq(matchPhysicals.physical_id, physicalId))
        .returning();
      return row;
    },
  };
}

export type PhysicalsRepository = ReturnType<typeof createPhysicalsRepository>;
