import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { userRoleSchema } from './roles';
import { trimmedText } from './schema-parts';

export const auditLimits = {
  queryMaxLength: 100,
  actionMaxLength: 100,
} as const;

/** `GET /admin/audit` (admins): the audit log, newest first. */
export const auditQuerySchema = paginationQuerySchema.extend({
  /** Words matched against the action, the target and the actor's name and e-mail. */
  q: z.string().trim().max(auditLimits.queryMaxLength).optional(),
  /** One action, as listed by `GET /admin/audit/actions`. */
  action: trimmedText(1, auditLimits.actionMaxLength).optional(),
  /** Entries of one day range (UTC days, both included). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Who did it: null for the system or a person no longer identified (a deleted account). */
export const auditActorSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: userRoleSchema,
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  audit_id: z.number().int(),
  action: z.string(),
  actor: auditActorSchema.nullable(),
  /** Set when the entry names an actor whose account is gone. */
  actor_deleted: z.boolean(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /admin/audit/actions`: every action the log holds, with how often. */
export const auditActionsSchema = z.object({
  items: z.array(z.object({ action: z.string(), count: z.number().int() })),
});
export type AuditActions = z.infer<typeof auditActionsSchema>;
