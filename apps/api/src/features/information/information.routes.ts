import { informationEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { InformationService } from './information.service';

export const informationRoutes = endpointRoutes(
  informationEndpoints,
  ({ service }: { service: InformationService }) => ({
    list: (request) => service.findProjects(request.query, requireUser(request)),
    get: (request) => service.findProject(request.params.project_id, requireUser(request)),
    create: (request) => service.create(request.body, requireUser(request)),
    update: (request) =>
      service.update(request.params.project_id, request.body, requireUser(request)),
    changeStatus: (request) =>
      service.act(request.params.project_id, request.params.action, requireUser(request)),
    remove: (request) => service.remove(request.params.project_id, requireUser(request)),
    purge: (request) => service.purge(request.params.project_id, requireUser(request)),
  }),
);
