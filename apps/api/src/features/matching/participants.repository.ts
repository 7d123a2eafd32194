import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { escapeLikePattern, type MatchParticipantStatus } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { matchParticipants, type MatchParticipantRow } from './matching.tables';
import { readPage } from '../../db/paging';

export interface ParticipantFilter {
  page: number;
  page_size: number;
  round_id?: string | undefined;
  user_id?: string | undefined;
  status?: MatchParticipantStatus | undefined;
  /** Words of the alias, or accounts found by name or e-mail. */
  q?: string | undefined;
  userIds?: readonly string[] | undefined;
}

export interface ParticipantValues {
  round_id: string;
  user_id: string;
  alias: string;
  consent_version: number;
  dating_consent_at: Date | null;
}

export function createParticipantsRepository(db: Executor) {
  return {
    async findPage(filter: ParticipantFilter) {
      const conditions: SQL[] = [];
      if (filter.round_id !== undefined)
        conditions.push(eq(matchParticipants.round_id, filter.round_id));
      if (filter.user_id !== undefined)
        conditions.push(eq(matchParticipants.user_id, filter.user_id));
      if (filter.status !== undefined) conditions.push(eq(matchParticipants.status, filter.status));
      if (filter.q !== undefined && filter.q !== '') {
        const alias = ilike(matchParticipants.alias, `%${escapeLikePattern(filter.q)}%`);
        const people = filter.userIds ?? [];
        conditions.push(
          people.length === 0
            ? alias
            : (or(alias, inArray(matchParticipants.user_id, [...people])) ?? alias),
        );
      }
      const where = and(...conditions);
      return readPage(
        db
          .select()
          .from(matchParticipants)
          .where(where)
          .orderBy(desc(matchParticipants.created_at), matchParticipants.participant_id),
        filter,
        db.$count(matchParticipants, where),
      );
    },

    async find(participantId: string, lock = false): Promise<MatchParticipantRow | undefined> {
      const query = db
        .select()
        .from(matchParticipants)
        .where(eq(matchParticipants.participant_id, participantId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findOf(
      roundId: string,
      userId: string,
      lock = false,
    ): Promise<MatchParticipantRow | undefined> {
      const query = db
        .select()
        .from(matchParticipants)
        .where(and(eq(matchParticipants.round_id, roundId), eq(matchParticipants.user_id, userId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The participants of a round among these accounts. */
    async findManyOf(roundId: string, userIds: readonly string[]): Promise<MatchParticipantRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(matchParticipants)
        .where(
          and(
            eq(matchParticipants.round_id, roundId),
            inArray(matchParticipants.user_id, [...userIds]),
          ),
        );
    },

    async findAllOfRound(roundId: string): Promise<MatchParticipantRow[]> {
      return db
        .select()
        .from(matchParticipants)
        .where(eq(matchParticipants.round_id, roundId))
        .orderBy(matchParticipants.user_id);
    },

    async findAllOfUser(userId: string): Promise<MatchParticipantRow[]> {
      return db
        .select()
        .from(matchParticipants)
        .where(eq(matchParticipants.user_id, userId))
        .orderBy(desc(matchParticipants.created_at));
    },

    async countActive(roundIds: readonly string[]): Promise<Map<string, number>> {
      if (roundIds.length === 0) return new Map();
      const rows = await db
        .select({ round_id: matchParticipants.round_id, value: count() })
        .from(matchParticipants)
        .where(
          and(
            inArray(matchParticipants.round_id, [...roundIds]),
            eq(matchParticipants.status, 'active'),
          ),
        )
        .groupBy(matchParticipants.round_id);
      return new Map(rows.map((row) => [row.round_id, row.value]));
    },

    async insert(values: ParticipantValues): Promise<MatchParticipantRow> {
      const [row] = await db.insert(matchParticipants).values(values).returning();
      if (row === undefined) throw new Error('The participant was not inserted');
      return row;
    },

    async update(
      participantId: string,
      values: Partial<
        Pick<MatchParticipantRow, 'status' | 'status_reason' | 'admin_note' | 'priority'>
      >,
    ): Promise<MatchParticipantRow | undefined> {
      const [row] = await db
        .update(matchParticipants)
        .set({ ...values, updated_at: new Date() })
        .where(eq(matchParticipants.participant_id, participantId))
        .returning();
      return row;
    },

    /** After publishing: the unmatched active ones get priority next time, the rest lose it. */
    async setPriorities(roundId: string, unmatchedUserIds: readonly string[]): Promise<void> {
      const unmatched = [...unmatchedUserIds];
      await db
        .update(matchParticipants)
        .set({
          priority:
            unmatched.length === 0 ? sql`false` : sql`${matchParticipants.user_id} in ${unmatched}`,
        })
        .where(and(eq(matchParticipants.round_id, roundId), ne(matchParticipants.status, 'left')));
    },
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
