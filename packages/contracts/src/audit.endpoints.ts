import { auditActionsSchema, auditPageSchema, auditQuerySchema } from './audit';
import { defineEndpoints } from './endpoint';

/** The audit log of admin, moderator and security actions (admins). */
export const auditEndpoints = defineEndpoints('audit', {
  list: {
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    summary: 'The audit log of admin, moderator and security actions, newest first (admins)',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
  listActions: {
    method: 'GET',
    path: '/admin/audit/actions',
    access: 'admin',
    summary: 'Every action the audit log holds, with its count (admins)',
    response: auditActionsSchema,
    problems: [400],
  },
});
