import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { WaitlistFeature } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { waitlistEntries, type WaitlistEntryRow } from './waitlist.tables';
import { readPage, type PageRequest } from '../../db/paging';

export function createWaitlistRepository(db: Executor) {
  return {
    /** Every entry of a person (at most one per feature, so a handful). */
    async byUser(userId: string): Promise<WaitlistEntryRow[]> {
      return db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.user_id, userId))
        .orderBy(asc(waitlistEntries.created_at), asc(waitlistEntries.feature));
    },

    /** Inserts an entry; undefined when the person is already on that waitlist. */
    async insert(
      userId: string,
      feature: WaitlistFeature,
      note: string | null,
    ): Promise<WaitlistEntryRow | undefined> {
      const rows = await db
        .insert(waitlistEntries)
        .values({ user_id: userId, feature, note })
        .onConflictDoNothing()
        .returning();
      return rows[0];
    },

    async delete(userId: string, feature: WaitlistFeature): Promise<WaitlistEntryRow | undefined> {
      const rows = await db
        .delete(waitlistEntries)
        .where(and(eq(waitlistEntries.user_id, userId), eq(waitlistEntries.feature, feature)))
        .returning();
      return rows[0];
    },

    /** How many people wait for each feature that has anyone. */
    async counts(): Promise<{ feature: WaitlistFeature; count: number }[]> {
      return db
        .select({ feature: waitlistEntries.feature, count: count() })
        .from(waitlistEntries)
        .groupBy(waitlistEntries.feature);
    },

    /** One page of a feature's entries (or every feature's), newest first. */
    async page(feature: WaitlistFeature | undefined, request: PageRequest) {
      const where: SQL | undefined =
        feature === undefined ? undefined : eq(waitlistEntries.feature, feature);
      return readPage(
        db
          .select()
          .from(waitlistEntries)
          .where(where)
          .orderBy(
            desc(waitlistEntries.created_at),
            asc(waitlistEntries.user_id),
            asc(waitlistEntries.feature),
          ),
        request,
        db.$count(waitlistEntries, where),
      );
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
