import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { SourceChanged } from '../../platform/indexed-documents';
import { devLogRoutes } from './dev-log.routes';
import { createDevLogService } from './dev-log.service';

/** The dev log: a public changelog, written by admins. */
export function createDevLogFeature(
  platform: FeaturePlatform,
  needs: { sourceChanged: SourceChanged },
) {
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(devLogRoutes, {
        service: createDevLogService(platform.db, needs.sourceChanged),
      });
    },
  });
}
