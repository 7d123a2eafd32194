import { auditEndpoints, type AuditEntry } from '@campus/contracts';
import { endpointRoutes } from '../../platform/endpoints';
import type { AdminAuditRepository } from './admin-audit.repository';

function detailsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

export const adminAuditRoutes = endpointRoutes(
  auditEndpoints,
  ({ repository }: { repository: AdminAuditRepository }) => ({
    list: async (request) => {
      const { rows, total } = await repository.list(request.query);
      const items: AuditEntry[] = rows.map((row) => ({
        audit_id: row.audit_id,
        action: row.action,
        actor:
          row.user_id === null ||
          row.first_name === null ||
          row.last_name === null ||
          row.email === null ||
          row.role === null
            ? null
            : {
                user_id: row.user_id,
                first_name: row.first_name,
                last_name: row.last_name,
                email: row.email,
                role: row.role,
              },
        actor_deleted: row.actor_id !== null && row.user_id === null,
        target_type: row.target_type,
        target_id: row.target_id,
        details: detailsOf(row.details),
        created_at: row.created_at.toISOString(),
      }));
      return { items, page: request.query.page, page_size: request.query.page_size, total };
    },
    listActions: async () => ({ items: await repository.actions() }),
  }),
);
