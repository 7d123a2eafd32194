import { qbBundleEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { QbBundlesService } from './bundles.service';

/**
 * The quiz builder's calls for bundles (admins only): `GET /admin/qb/bundle/main/all`,
 * `POST …/main` and `GET|PUT|DELETE …/main/{bundle_id}`.
 */
export const qbBundleRoutes = endpointRoutes(
  qbBundleEndpoints,
  ({ service }: { service: QbBundlesService }) => ({
    listBundles: (request) => service.findBundles(request.query),
    createBundle: (request) => service.createBundle(request.body, requireUser(request)),
    getBundle: (request) => service.findBundle(request.params.bundle_id),
    updateBundle: (request) =>
      service.updateBundle(request.params.bundle_id, request.body, requireUser(request)),
    removeBundle: (request) => service.deleteBundle(request.params.bundle_id, requireUser(request)),
  }),
);
