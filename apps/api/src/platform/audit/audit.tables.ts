import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Every admin and moderator action, and security events (who, what, when).
 * `actor_id` is not a foreign key: an entry outlives its actor's account.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    audit_id: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    actor_id: uuid('actor_id'),
    action: text('action').notNull(),
    target_type: text('target_type'),
    target_id: text('target_id'),
    details: jsonb('details').notNull().default({}),
    created_at: createdAt(),
  },
  (table) => [
    index('audit_entries_created_idx').on(table.created_at),
    index('audit_entries_actor_idx').on(table.actor_id, table.created_at),
    index('audit_entries_action_idx').on(table.action, table.created_at),
  ],
);
