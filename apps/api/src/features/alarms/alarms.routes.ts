import { alarmEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { AlarmsService } from './alarms.service';

export const alarmsRoutes = endpointRoutes(
  alarmEndpoints,
  ({ service }: { service: AlarmsService }) => ({
    listOwn: (request) => service.listOwn(request.query, requireUser(request)),
    create: (request) => service.create(request.body, requireUser(request)),
    update: (request) =>
      service.update(request.params.alarm_id, request.body, requireUser(request)),
    cancel: (request) => service.cancel(request.params.alarm_id, requireUser(request)),
    listAll: (request) => service.listAll(request.query),
    broadcast: (request) => service.broadcast(request.body, requireUser(request)),
  }),
);
