import type { FastifyInstance } from 'fastify';
import { allItems } from '../../platform/all-pages';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { People } from '../../platform/people';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

/** Feedback and suggestions of signed-in people; admins set a status and answer them. */
export function createFeedbackFeature(platform: FeaturePlatform, needs: { people: People }) {
  const service = createFeedbackService({
    db: platform.db,
    events: platform.events,
    namesOf: (userIds) => needs.people.namesOf(userIds),
  });
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(feedbackRoutes, { service });
    },
    exportOwn: async (user) => ({
      feedback_items: await allItems((page) => service.listOwn(page, user)),
    }),
  });
}
