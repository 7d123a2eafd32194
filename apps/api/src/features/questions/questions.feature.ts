import type { FastifyInstance } from 'fastify';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { SourceChanged } from '../../platform/indexed-documents';
import type { People } from '../../platform/people';
import { questionsRoutes } from './questions.routes';
import { createQuestionsService } from './questions.service';

/** The Q&A bank and the question pool: an anonymous asker's id is never looked up. */
export function createQuestionsFeature(
  platform: FeaturePlatform,
  needs: { people: People; sourceChanged: SourceChanged },
) {
  const service = createQuestionsService({
    db: platform.db,
    events: platform.events,
    sourceChanged: needs.sourceChanged,
    displayNamesOf: (userIds) => needs.people.displayNamesOf(userIds),
  });
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(questionsRoutes, { service });
    },
    async exportOwn(user) {
      const pool = await service.exportOwn(user);
      return { pool_questions: pool.questions, pool_replies: pool.replies };
    },
  });
}
