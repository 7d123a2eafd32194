import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { auditEntries } from '../../platform/audit/audit.tables';
import { users } from './accounts.tables';
import { containsFolded } from './folded-search';
import { offsetOf } from '../../db/paging';

/** The day after a `YYYY-MM-DD` day, as the exclusive end of a range. */
function dayAfter(day: string): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

function conditionsOf(filter: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.action !== undefined) conditions.push(eq(auditEntries.action, filter.action));
  if (filter.from !== undefined) {
    conditions.push(gte(auditEntries.created_at, new Date(`${filter.from}T00:00:00.000Z`)));
  }
  if (filter.to !== undefined) conditions.push(lt(auditEntries.created_at, dayAfter(filter.to)));
  const query = filter.q ?? '';
  for (const word of query.split(/\s+/).filter((part) => part !== '')) {
    const matches = or(
      containsFolded(sql`${auditEntries.action}`, word),
      containsFolded(sql`coalesce(${auditEntries.target_type}, '')`, word),
      containsFolded(sql`coalesce(${auditEntries.target_id}, '')`, word),
      containsFolded(
        sql`coalesce(${users.user_first_name} || ' ' || ${users.user_last_name} || ' ' || ${users.user_email}, '')`,
        word,
      ),
    );
    if (matches !== undefined) conditions.push(matches);
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** Reads the audit log (written by `recordAudit` everywhere) for the admins' viewer. */
export function createAdminAuditRepository(db: Executor) {
  return {
    /** One page, newest first, each entry with its actor's account when it still exists. */
    async list(filter: AuditQuery) {
      const where = conditionsOf(filter);
      const [rows, totals] = await Promise.all([
        db
          .select({
            audit_id: auditEntries.audit_id,
            action: auditEntries.action,
            actor_id: auditEntries.actor_id,
            target_type: auditEntries.target_type,
            target_id: auditEntries.target_id,
            details: auditEntries.details,
            created_at: auditEntries.created_at,
            user_id: users.user_id,
            first_name: users.user_first_name,
            last_name: users.user_last_name,
            email: users.user_email,
            role: users.user_role,
          })
          .from(auditEntries)
          .leftJoin(users, eq(users.user_id, auditEntries.actor_id))
          .where(where)
          .orderBy(desc(auditEntries.created_at), desc(auditEntries.audit_id))
          .limit(filter.page_size)
          .offset(offsetOf(filter)),
        db
          .select({ total: count() })
          .from(auditEntries)
          .leftJoin(users, eq(users.user_id, auditEntries.actor_id))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** Every action in the log with its count, most frequent first. */
    async actions() {
      return db
        .select({ action: auditEntries.action, count: count() })
        .from(auditEntries)
        .groupBy(auditEntries.action)
        .orderBy(desc(count()), auditEntries.action);
    },
  };
}

export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;
