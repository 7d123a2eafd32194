import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sessions, twoStepRecoveryCodes, twoStepSecrets, users } from './accounts.tables';

export type TwoStepSecretRow = typeof twoStepSecrets.$inferSelect;

/** Two-step sign-in's secrets (one per account) and recovery codes. */
export function createTwoStepRepository(db: Executor) {
  return {
    async findSecret(userId: string): Promise<TwoStepSecretRow | undefined> {
      const rows = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.user_id, userId));
      return rows[0];
    },

    /**
     * A new secret waiting for its first code; it replaces one that waited
     * before, never one that is on.
     */
    async savePendingSecret(userId: string, sealedSecret: string, at: Date): Promise<void> {
      await db
        .insert(twoStepSecrets)
        .values({ user_id: userId, sealed_secret: sealedSecret })
        .onConflictDoUpdate({
          target: twoStepSecrets.user_id,
          set: { sealed_secret: sealedSecret, enabled_at: null, last_step: 0, created_at: at },
          setWhere: isNull(twoStepSecrets.enabled_at),
        });
    },

    async enableSecret(userId: string, at: Date): Promise<void> {
      await db
        .update(twoStepSecrets)
        .set({ enabled_at: at })
        .where(eq(twoStepSecrets.user_id, userId));
    },

    /** Moves the last used step forward to `step`; false when it was there already or beyond. */
    async advanceStep(userId: string, step: number): Promise<boolean> {
      const moved = await db
        .update(twoStepSecrets)
        .set({ last_step: step })
        .where(and(eq(twoStepSecrets.user_id, userId), sql`${twoStepSecrets.last_step} < ${step}`))
        .returning({ user_id: twoStepSecrets.user_id });
      return moved.length > 0;
    },

    /** Uses up an unused recovery code of the account; false when there is none with this hash. */
    async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const used = await db
        .update(twoStepRecoveryCodes)
        .set({ used_at: at })
        .where(
          and(
            eq(twoStepRecoveryCodes.user_id, userId),
            eq(twoStepRecoveryCodes.code_hash, codeHash),
            isNull(twoStepRecoveryCodes.used_at),
          ),
        )
        .returning({ code_id: twoStepRecoveryCodes.code_id });
      return used.length > 0;
    },

    async countRecoveryCodesLeft(userId: string): Promise<number> {
      const rows = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(twoStepRecoveryCodes)
        .where(and(eq(twoStepRecoveryCodes.user_id, userId), isNull(twoStepRecoveryCodes.used_at)));
      return rows[0]?.count ?? 0;
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.user_id, userId));
      await db
        .insert(twoStepRecoveryCodes)
        .values(codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash })));
    },

    async deleteTwoStep(userId: string): Promise<void> {
      await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.user_id, userId));
      await db.delete(twoStepSecrets).where(eq(twoStepSecrets.user_id, userId));
    },

    /** Ends the sessions of admins and moderators who have not turned two-step sign-in on. */
    async revokeSessionsOfStaffWithout(at: Date): Promise<void> {
      const staffWithout = db
        .select({ user_id: users.user_id })
        .from(users)
        .where(
          and(
            inArray(users.user_role, ['admin', 'moderator']),
            notExists(
              db
                .select({ user_id: twoStepSecrets.user_id })
                .from(twoStepSecrets)
                .where(
                  and(
                    eq(twoStepSecrets.user_id, users.user_id),
                    sql`${twoStepSecrets.enabled_at} is not null`,
                  ),
                ),
            ),
          ),
        );
      await db
        .update(sessions)
        .set({ revoked_at: at, revoke_reason: 'two_step_required' })
        .where(and(inArray(sessions.user_id, staffWithout), isNull(sessions.revoked_at)));
    },
  };
}
