import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { People } from '../../platform/people';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

/** The public contact form, read and answered by admins (the answer goes by e-mail). */
export function createContactFeature(platform: FeaturePlatform, needs: { people: People }) {
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(contactRoutes, {
        service: createContactService({
          db: platform.db,
          outbox: platform.outbox,
          appUrl: platform.env.appUrl,
          namesOf: (userIds) => needs.people.namesOf(userIds),
        }),
      });
    },
  });
}
