import { and, eq } from 'drizzle-orm';
import { auditEntries } from '../../src/platform/audit/audit.tables';
import type { TestContext } from './app';

/** The audit entries of one action on one target, oldest first. */
export async function auditOf(t: TestContext, action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)))
    .orderBy(auditEntries.created_at);
}
