import { asc, desc, eq } from 'drizzle-orm';
import type { GpaPlan } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { auditEntries } from '../../platform/audit/audit.tables';
import { gpaPlans, graduateApplications, sessions } from './accounts.tables';

/**
 * The reads of a person's data export (the profile itself comes from the users
 * repository) and the GPA calculator kept in the profile.
 */
export function createProfileRepository(db: Executor) {
  return {
    /** Sessions without their secrets: no salt, no generation. */
    async sessionsOf(userId: string) {
      return db
        .select({
          session_id: sessions.session_id,
          created_at: sessions.created_at,
          last_used_at: sessions.last_used_at,
          expires_at: sessions.expires_at,
          revoked_at: sessions.revoked_at,
          remember_me: sessions.remember_me,
        })
        .from(sessions)
        .where(eq(sessions.user_id, userId))
        .orderBy(desc(sessions.created_at));
    },

    async applicationOf(userId: string) {
      const rows = await db
        .select()
        .from(graduateApplications)
        .where(eq(graduateApplications.user_id, userId));
      return rows[0];
    },

    /** The audit entries this person is the actor of, oldest first. */
    async activityOf(userId: string) {
      return db
        .select({
          action: auditEntries.action,
          target_type: auditEntries.target_type,
          target_id: auditEntries.target_id,
          details: auditEntries.details,
          created_at: auditEntries.created_at,
        })
        .from(auditEntries)
        .where(eq(auditEntries.actor_id, userId))
        .orderBy(asc(auditEntries.created_at), asc(auditEntries.audit_id));
    },

    /** The saved GPA calculator row, or undefined before the first save. */
    async gpaPlanOf(userId: string) {
      const rows = await db.select().from(gpaPlans).where(eq(gpaPlans.user_id, userId));
      return rows[0];
    },

    /** Creates or replaces the person's GPA calculator; updated_at becomes now. */
    async saveGpaPlan(userId: string, plan: GpaPlan) {
      const updatedAt = new Date();
      const rows = await db
        .insert(gpaPlans)
        .values({ user_id: userId, plan, updated_at: updatedAt })
        .onConflictDoUpdate({ target: gpaPlans.user_id, set: { plan, updated_at: updatedAt } })
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The GPA plan was not saved');
      return row;
    },
  };
}
