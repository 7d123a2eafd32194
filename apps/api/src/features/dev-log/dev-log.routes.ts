import { devLogEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { DevLogService } from './dev-log.service';

export const devLogRoutes = endpointRoutes(
  devLogEndpoints,
  ({ service }: { service: DevLogService }) => ({
    list: (request) => service.findEntries(request.query, request.user),
    get: (request) => service.findEntry(request.params.entry_id, request.user),
    create: (request) => service.create(request.body, requireUser(request)),
    update: (request) =>
      service.update(request.params.entry_id, request.body, requireUser(request)),
    remove: (request) => service.remove(request.params.entry_id, requireUser(request)),
  }),
);
