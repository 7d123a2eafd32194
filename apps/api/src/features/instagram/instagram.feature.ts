import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import { instagramRoutes } from './instagram.routes';
import { createInstagramService } from './instagram.service';

/** The Instagram posts of the home page: managed by admins, their images public. */
export function createInstagramFeature(platform: FeaturePlatform) {
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(instagramRoutes, {
        service: createInstagramService({ db: platform.db, files: platform.files }),
      });
    },
  });
}
