import { adminUserEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { AdminUsersService } from './admin-users.service';

/** Sending mail: at most 30 a quarter of an hour per client address. */
const mailLimit = { max: 30, timeWindow: 15 * 60_000 } as const;

/** User management; every endpoint is for admins only. */
export const adminUsersRoutes = endpointRoutes(
  adminUserEndpoints,
  ({ service }: { service: AdminUsersService }) => ({
    list: (request) => service.list(request.query),
    get: (request) => service.get(request.params.user_id),
    create: {
      rateLimit: mailLimit,
      handler: (request) => service.create(requireUser(request).userId, request.body),
    },
    update: (request) =>
      service.update(requireUser(request).userId, request.params.user_id, request.body),
    resendVerification: {
      rateLimit: mailLimit,
      handler: (request) =>
        service.resendVerification(requireUser(request).userId, request.params.user_id),
    },
  }),
);
