import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { SourceChanged } from '../../platform/indexed-documents';
import { informationRoutes } from './information.routes';
import { createInformationService } from './information.service';

/** The information bank: projects read by everyone signed in, managed by moderators. */
export function createInformationFeature(
  platform: FeaturePlatform,
  needs: { sourceChanged: SourceChanged },
) {
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(informationRoutes, {
        service: createInformationService(platform.db, needs.sourceChanged),
      });
    },
  });
}
