import { listingEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { ListingsService } from './listings.service';

export const listingsRoutes = endpointRoutes(
  listingEndpoints,
  ({ service }: { service: ListingsService }) => ({
    list: (request) => service.board(request.query, requireUser(request)),
    listOwn: (request) => service.listOwn(request.query, requireUser(request)),
    listForReview: (request) => service.listForReview(request.query, requireUser(request)),
    countWaiting: async () => ({ count: await service.countWaiting() }),
    get: (request) => service.findOne(request.params.listing_id, requireUser(request)),
    create: (request) => service.create(request.body, requireUser(request)),
    update: (request) =>
      service.update(request.params.listing_id, request.body, requireUser(request)),
    withdraw: (request) => service.withdraw(request.params.listing_id, requireUser(request)),
    approve: (request) => service.approve(request.params.listing_id, requireUser(request)),
    reject: (request) =>
      service.reject(request.params.listing_id, request.body, requireUser(request)),
    remove: (request) => service.remove(request.params.listing_id, requireUser(request)),
  }),
);
