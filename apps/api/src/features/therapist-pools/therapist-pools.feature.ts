import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import { therapistPoolsRoutes } from './therapist-pools.routes';
import { createTherapistPoolsService } from './therapist-pools.service';

/** The psychologist and psychiatrist experience pools: consent first, moderated entries. */
export function createTherapistPoolsFeature(platform: FeaturePlatform) {
  const service = createTherapistPoolsService({ db: platform.db, events: platform.events });
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(therapistPoolsRoutes, { service });
    },
    exportOwn: async (user) => ({ therapist_pool_entries: await service.exportOwn(user) }),
  });
}
