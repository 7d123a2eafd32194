import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import { careerRoutes } from './career.routes';
import { createCareerService } from './career.service';

/** Career: open positions for everyone, applications with a PDF CV, reviewed by admins. */
export function createCareerFeature(platform: FeaturePlatform) {
  const service = createCareerService({
    db: platform.db,
    files: platform.files,
    events: platform.events,
  });
  return defineFeature({
    /** The CVs kept for a person, removed with their account. */
    personalFilesOf: (userId: string) => service.personalFilesOf(userId),
    async registerRoutes(api: FastifyInstance) {
      await api.register(careerRoutes, { service });
    },
    exportOwn: async (user) => ({ career_applications: await service.exportOwn(user) }),
  });
}
