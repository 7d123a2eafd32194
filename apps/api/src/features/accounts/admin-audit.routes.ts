import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditActionsSchema,
  auditPageSchema,
  auditQuerySchema,
  problemSchema,
  type AuditEntry,
} from '@campus/contracts';
import type { AdminAuditRepository } from './admin-audit.repository';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const signedIn = [{ bearerAuth: [] }];

function detailsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

export const adminAuditRoutes: FastifyPluginAsyncZod<{ repository: AdminAuditRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log of admin, moderator and security actions, newest first (admins)',
        security: signedIn,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...problems },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/admin/audit/actions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'Every action the audit log holds, with its count (admins)',
        security: signedIn,
        response: { 200: auditActionsSchema, ...problems },
      },
    },
    async () => ({ items: await repository.actions() }),
  );
};
