import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { matchBlocks, type MatchBlockRow } from './matching.tables';

export function createBlocksRepository(db: Executor) {
  return {
    async findOwn(blockerId: string): Promise<MatchBlockRow[]> {
      return db
        .select()
        .from(matchBlocks)
        .where(eq(matchBlocks.blocker_id, blockerId))
        .orderBy(desc(matchBlocks.created_at));
    },

    async countOwn(blockerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(matchBlocks)
        .where(eq(matchBlocks.blocker_id, blockerId));
      return row?.value ?? 0;
    },

    /** A new block; undefined when the same block exists already. */
    async insert(values: {
      blocker_id: string;
      blocked_user_id?: string | null;
      email_hash?: string | null;
      label: string;
    }): Promise<MatchBlockRow | undefined> {
      const [row] = await db.insert(matchBlocks).values(values).onConflictDoNothing().returning();
      return row;
    },

    async remove(blockerId: string, blockId: string): Promise<boolean> {
      const rows = await db
        .delete(matchBlocks)
        .where(and(eq(matchBlocks.block_id, blockId), eq(matchBlocks.blocker_id, blockerId)))
        .returning({ block_id: matchBlocks.block_id });
      return rows.length > 0;
    },

    /** Blocks made by these people that name one of them, by account or e-mail hash. */
    async findAmong(
      userIds: readonly string[],
      emailHashes: readonly string[],
    ): Promise<MatchBlockRow[]> {
      if (userIds.length === 0) return [];
      const targets = or(
        inArray(matchBlocks.blocked_user_id, [...userIds]),
        emailHashes.length === 0 ? undefined : inArray(matchBlocks.email_hash, [...emailHashes]),
      );
      return db
        .select()
        .from(matchBlocks)
        .where(and(inArray(matchBlocks.blocker_id, [...userIds]), targets));
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
