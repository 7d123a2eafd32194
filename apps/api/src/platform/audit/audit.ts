import type { Executor } from '../../db/database';
import { auditEntries } from './audit.tables';

export interface AuditEvent {
  /** Who did it; null for the system or a person who is no longer identified. */
  actorId: string | null;
  /** What happened, as `<resource>.<verb>`, for example `user.role_changed`. */
  action: string;
  targetType?: string;
  targetId?: string | null;
  /** Facts about the change; never passwords, tokens or, for deletions, personal data. */
  details?: Record<string, unknown>;
}

/** Records one audit entry, inside the caller's transaction when given one. */
export async function recordAudit(db: Executor, event: AuditEvent): Promise<void> {
  await db.insert(auditEntries).values({
    actor_id: event.actorId,
    action: event.action,
    target_type: event.targetType ?? null,
    target_id: event.targetId ?? null,
    details: event.details ?? {},
  });
}

/**
 * Records `<type>.<verb>` by an actor on one row of that type, the entry most
 * changes write: the target type is the action's first part (`match.updated`
 * → `match`).
 */
export async function recordRowAudit(
  db: Executor,
  actorId: string | null,
  action: `${string}.${string}`,
  targetId: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  const targetType = action.slice(0, action.indexOf('.'));
  await recordAudit(db, { actorId, action, targetType, targetId, details });
}

/** The names (never the values) of the fields an update changes, for the audit trail. */
export function changedFields<Field extends string>(
  fields: readonly Field[],
  before: Partial<Record<Field, unknown>>,
  after: Partial<Record<Field, unknown>>,
): Field[] {
  return fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
