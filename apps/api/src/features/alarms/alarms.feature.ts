import type { FastifyInstance } from 'fastify';
import { allItems } from '../../platform/all-pages';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { People } from '../../platform/people';
import { alarmsRoutes } from './alarms.routes';
import { createAlarmsService } from './alarms.service';

/**
 * Alarms: a person's reminders, fired once by the job queue; an alarm about
 * an event asks the events feature whether it exists, and admins see the
 * owners' e-mail addresses.
 */
export function createAlarmsFeature(
  platform: FeaturePlatform,
  needs: { people: People; eventExists: (eventId: string) => Promise<boolean> },
) {
  const { people } = needs;
  const service = createAlarmsService({
    db: platform.db,
    events: platform.events,
    jobs: platform.jobs,
    appUrl: platform.env.appUrl,
    eventExists: needs.eventExists,
    emailsOf: (userIds) => people.emailsOf(userIds),
    recipientOf: (userId) => people.recipientOf(userId),
    activeUserIds: (afterId, limit) => people.activeUserIdsAfter(afterId, limit),
    sendMail: (message) => platform.outbox.enqueue(message),
  });
  service.registerJobs();
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(alarmsRoutes, { service });
    },
    exportOwn: async (user) => ({
      alarms: await allItems((page) => service.listOwn(page, user)),
    }),
  });
}
