import type { FastifyInstance } from 'fastify';
import { defineFeature, scheduleWhenReady, type FeaturePlatform } from '../../platform/feature';
import type { People } from '../../platform/people';
import { homeRoutes } from './home.routes';
import { createHomeService, type HomeDependencies } from './home.service';
import { listingsRoutes } from './listings.routes';
import { createListingsService } from './listings.service';

/**
 * The listings boards (car pooling, internships, jobs, alumni, erasmus), and
 * the home page that combines their newest listings with the course
 * statistics and the active events count.
 */
export function createListingsFeature(
  platform: FeaturePlatform,
  needs: { people: People } & Omit<HomeDependencies, 'listingCards'>,
) {
  const service = createListingsService({
    db: platform.db,
    events: platform.events,
    jobs: platform.jobs,
    namesOf: (userIds) => needs.people.namesOf(userIds),
  });
  // Approved listings past their expiry date are marked expired by a job every 15 minutes
  // (their authors notified); until it runs, the queries still hide them.
  service.registerJobs();
  const home = createHomeService({
    courseStatistics: needs.courseStatistics,
    activeEventsCount: needs.activeEventsCount,
    listingCards: (viewer, limit) => service.listHomeCards(viewer, limit),
  });
  return defineFeature({
    addHooks(app: FastifyInstance) {
      scheduleWhenReady(app, platform, 'the listing expiry job', () => service.scheduleExpiry());
    },
    async registerRoutes(api: FastifyInstance) {
      await api.register(listingsRoutes, { service });
      await api.register(homeRoutes, { service: home });
    },
    exportOwn: async (user) => ({ listings: await service.exportOwn(user) }),
  });
}
