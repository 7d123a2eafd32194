import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { People } from '../../platform/people';
import { waitlistRoutes } from './waitlist.routes';
import { createWaitlistService } from './waitlist.service';

/**
 * The waitlists of upcoming features: admins read names and e-mail addresses
 * (one query per page from the accounts) and export them as CSV.
 */
export function createWaitlistFeature(platform: FeaturePlatform, needs: { people: People }) {
  const service = createWaitlistService({
    db: platform.db,
    contactsOf: (userIds) => needs.people.contactsOf(userIds),
  });
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(waitlistRoutes, { service });
    },
    exportOwn: async (user) => ({ waitlist_entries: (await service.listOwn(user)).items }),
  });
}
