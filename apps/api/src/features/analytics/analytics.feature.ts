import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsRepository } from './analytics.repository';
import { createAnalyticsService } from './analytics.service';

/** The admins' figures of the platform's use. */
export function createAnalyticsFeature(platform: FeaturePlatform) {
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(analyticsRoutes, {
        service: createAnalyticsService(createAnalyticsRepository(platform.db)),
      });
    },
  });
}
