import { and, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchStatus } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { matchMatches, matchMembers, type MatchMemberRow, type MatchRow } from './matching.tables';
import { readPage } from '../../db/paging';
import type { Pacer } from '../../platform/pacing';

export interface MatchExplanationValue {
  agree: { question_id: string; similarity: number }[];
  differ: { question_id: string; similarity: number }[];
}

export interface NewMatch {
  round_id: string;
  calculation_id: string | null;
  score: number;
  forced: boolean;
  rationale: string | null;
  rank: number;
  explanation: MatchExplanationValue;
  respond_by: Date;
  note?: string | null;
  created_by?: string | null;
  members: [string, string];
}

export interface MatchFilter {
  page: number;
  page_size: number;
  round_id?: string | undefined;
  calculation_id?: string | undefined;
  status?: MatchStatus | undefined;
  user_id?: string | undefined;
}

const insertBatch = 500;
/** Statuses in which a match is still open (a response or a revocation can change it). */
export const openMatchStatuses: MatchStatus[] = ['proposed', 'published', 'accepted'];

export function createMatchesRepository(db: Executor) {
  const memberOf = (userId: string) =>
    inArray(
      matchMatches.match_id,
      db
        .select({ match_id: matchMembers.match_id })
        .from(matchMembers)
        .where(eq(matchMembers.user_id, userId)),
    );

  return {
    async findPage(filter: MatchFilter) {
      const conditions: SQL[] = [];
      if (filter.round_id !== undefined)
        conditions.push(eq(matchMatches.round_id, filter.round_id));
      if (filter.calculation_id !== undefined)
        conditions.push(eq(matchMatches.calculation_id, filter.calculation_id));
      if (filter.status !== undefined) conditions.push(eq(matchMatches.status, filter.status));
      if (filter.user_id !== undefined) conditions.push(memberOf(filter.user_id));
      const where = and(...conditions);
      return readPage(
        db
          .select()
          .from(matchMatches)
          .where(where)
          .orderBy(desc(matchMatches.created_at), matchMatches.match_id),
        filter,
        db.$count(matchMatches, where),
      );
    },

    /** A person's matches once published (never a proposed one), newest first. */
    async findOwnPage(userId: string, filter: { page: number; page_size: number }) {
      const where = and(memberOf(userId), ne(matchMatches.status, 'proposed'));
      return readPage(
        db
          .select()
          .from(matchMatches)
          .where(where)
          .orderBy(desc(matchMatches.published_at), matchMatches.match_id),
        filter,
        db.$count(matchMatches, where),
      );
    },

    async find(matchId: string, lock = false): Promise<MatchRow | undefined> {
      const query = db.select().from(matchMatches).where(eq(matchMatches.match_id, matchId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findMany(matchIds: readonly string[]): Promise<MatchRow[]> {
      if (matchIds.length === 0) return [];
      return db
        .select()
        .from(matchMatches)
        .where(inArray(matchMatches.match_id, [...matchIds]));
    },

    async findMembers(matchIds: readonly string[]): Promise<MatchMemberRow[]> {
      if (matchIds.length === 0) return [];
      return db
        .select()
        .from(matchMembers)
        .where(inArray(matchMembers.match_id, [...matchIds]))
        .orderBy(matchMembers.user_id);
    },

    async findOfCalculation(calculationId: string, status?: MatchStatus): Promise<MatchRow[]> {
      return db
        .select()
        .from(matchMatches)
        .where(
          and(
            eq(matchMatches.calculation_id, calculationId),
            status === undefined ? undefined : eq(matchMatches.status, status),
          ),
        );
    },

    /** Inserts in batches; a calculation's thousands rest between them as `pacer` says. */
    async insertMany(matches: readonly NewMatch[], pacer?: Pacer): Promise<MatchRow[]> {
      const inserted: MatchRow[] = [];
      for (let start = 0; start < matches.length; start += insertBatch) {
        if (start > 0) await pacer?.rest();
        const batch = matches.slice(start, start + insertBatch);
        const rows = await db
          .insert(matchMatches)
          .values(batch.map(({ members: _members, ...values }) => values))
          .returning();
        await db.insert(matchMembers).values(
          rows.flatMap((row, index) =>
            (batch[index]?.members ?? []).map((userId) => ({
              match_id: row.match_id,
              user_id: userId,
            })),
          ),
        );
        inserted.push(...rows);
      }
      return inserted;
    },

    async update(
      matchId: string,
      values: Partial<
        Pick<
          MatchRow,
          | 'status'
          | 'respond_by'
          | 'rationale'
          | 'note'
          | 'published_at'
          | 'closed_at'
          | 'revoke_reason'
        >
      >,
    ): Promise<MatchRow | undefined> {
      const [row] = await db
        .update(matchMatches)
        .set({ ...values, updated_at: new Date() })
        .where(eq(matchMatches.match_id, matchId))
        .returning();
      return row;
    },

    async updateMember(
      matchId: string,
      userId: string,
      values: Partial<Omit<MatchMemberRow, 'match_id' | 'user_id'>>,
    ): Promise<void> {
      await db
        .update(matchMembers)
        .set(values)
        .where(and(eq(matchMembers.match_id, matchId), eq(matchMembers.user_id, userId)));
    },

    /** Published matches past their deadline become expired. */
    async expireDue(now: Date): Promise<void> {
      await db
        .update(matchMatches)
        .set({ status: 'expired', closed_at: now, updated_at: now })
        .where(and(eq(matchMatches.status, 'published'), lt(matchMatches.respond_by, now)));
    },

    /** Removes a person's proposed matches of a round (paused, left, excluded). */
    async deleteProposedOf(roundId: string, userId: string): Promise<void> {
      await db
        .delete(matchMatches)
        .where(
          and(
            eq(matchMatches.round_id, roundId),
            eq(matchMatches.status, 'proposed'),
            memberOf(userId),
          ),
        );
    },

    /**
     * How many open matches a person has in a round: published or accepted
     * ones, and proposed ones an admin added (a calculation's proposals are
     * replaced by the next calculation).
     */
    async countOpenOf(roundId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(matchMatches)
        .where(
          and(
            eq(matchMatches.round_id, roundId),
            memberOf(userId),
            sql`(${matchMatches.status} in ('published', 'accepted') or (${matchMatches.status} = 'proposed' and ${matchMatches.calculation_id} is null))`,
          ),
        );
      return row?.value ?? 0;
    },

    /** Revokes a person's open published matches of a round, with a reason. */
    async revokeOpenOf(roundId: string, userId: string, reason: string, now: Date): Promise<void> {
      await db
        .update(matchMatches)
        .set({ status: 'revoked', revoke_reason: reason, closed_at: now, updated_at: now })
        .where(
          and(
            eq(matchMatches.round_id, roundId),
            inArray(matchMatches.status, ['published', 'accepted']),
            memberOf(userId),
          ),
        );
    },

    async remove(matchId: string): Promise<void> {
      await db.delete(matchMatches).where(eq(matchMatches.match_id, matchId));
    },

    async deleteOfCalculation(calculationId: string): Promise<void> {
      await db.delete(matchMatches).where(eq(matchMatches.calculation_id, calculationId));
    },

    /** Pairs of these people matched in other rounds (published or later), as [a, b]. */
    async findEarlierPartners(
      userIds: readonly string[],
      roundId: string,
    ): Promise<[string, string][]> {
      if (userIds.length === 0) return [];
      const other = alias(matchMembers, 'other_member');
      const rows = await db
        .select({ a: matchMembers.user_id, b: other.user_id })
        .from(matchMembers)
        .innerJoin(
          other,
          and(eq(other.match_id, matchMembers.match_id), lt(matchMembers.user_id, other.user_id)),
        )
        .innerJoin(matchMatches, eq(matchMatches.match_id, matchMembers.match_id))
        .where(
          and(
            ne(matchMatches.round_id, roundId),
            ne(matchMatches.status, 'proposed'),
            inArray(matchMembers.user_id, [...userIds]),
            inArray(other.user_id, [...userIds]),
          ),
        );
      return rows.map((row) => [row.a, row.b]);
    },

    async countByStatus(calculationId: string): Promise<Map<MatchStatus, number>> {
      const rows = await db
        .select({ status: matchMatches.status, value: count() })
        .from(matchMatches)
        .where(eq(matchMatches.calculation_id, calculationId))
        .groupBy(matchMatches.status);
      return new Map(rows.map((row) => [row.status, row.value]));
    },

    /** The matched user ids of a calculation's matches (for the CSV's "matched" column). */
    async findMatchedKeys(calculationId: string): Promise<Set<string>> {
      const rows = await db
        .select({
          users: sql<string[]>`array_agg(${matchMembers.user_id} order by ${matchMembers.user_id})`,
        })
        .from(matchMembers)
        .innerJoin(matchMatches, eq(matchMatches.match_id, matchMembers.match_id))
        .where(eq(matchMatches.calculation_id, calculationId))
        .groupBy(matchMembers.match_id);
      return new Set(rows.map((row) => row.users.join(':')));
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
