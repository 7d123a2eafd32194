import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditEntries } from '../../platform/audit/audit.tables';
import { graduateApplications, sessions } from './accounts.tables';

/** The reads of a person's data export (the profile itself comes from the users repository). */
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
  };
}
