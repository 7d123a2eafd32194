import { therapistPoolEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { TherapistPoolsService } from './therapist-pools.service';

/** Twenty new entries or reports an hour per person. */
const writeLimit = { max: 20, timeWindow: 60 * 60_000 };

export const therapistPoolsRoutes = endpointRoutes(
  therapistPoolEndpoints,
  ({ service }: { service: TherapistPoolsService }) => ({
    getConsent: (request) => service.consentOf(request.params.pool, requireUser(request)),
    acceptConsent: (request) => service.acceptConsent(request.params.pool, requireUser(request)),
    listOwn: (request) => service.listMine(requireUser(request), request.query),
    list: (request) => service.list(request.params.pool, request.query, requireUser(request)),
    get: (request) => service.detail(request.params.pool, request.params.id, requireUser(request)),
    create: {
      rateLimit: writeLimit,
      handler: (request) => service.create(request.params.pool, request.body, requireUser(request)),
    },
    update: (request) =>
      service.update(request.params.pool, request.params.id, request.body, requireUser(request)),
    withdraw: (request) =>
      service.withdraw(request.params.pool, request.params.id, requireUser(request)),
    report: {
      rateLimit: writeLimit,
      handler: (request) =>
        service.report(request.params.pool, request.params.id, request.body, requireUser(request)),
    },
    listForReview: (request) => service.listForReview(request.query, requireUser(request)),
    countWaiting: async () => ({ count: await service.countWaiting() }),
    approve: (request) => service.approve(request.params.id, requireUser(request)),
    reject: (request) => service.reject(request.params.id, request.body.note, requireUser(request)),
    hide: (request) => service.hide(request.params.id, request.body.note, requireUser(request)),
    unhide: (request) => service.unhide(request.params.id, requireUser(request)),
    listReports: (request) => service.listReports(request.query),
    resolveReport: (request) =>
      service.resolveReport(request.params.report_id, request.body, requireUser(request)),
  }),
);
