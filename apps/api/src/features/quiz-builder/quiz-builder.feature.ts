import type { FastifyInstance } from 'fastify';
import { allItems } from '../../platform/all-pages';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import type { People } from '../../platform/people';
import { qbBundleRoutes } from './bundles.routes';
import { createQbBundlesService } from './bundles.service';
import { qbQuestionRoutes } from './questions.routes';
import { createQbQuestionsService } from './questions.service';
import { quizBuilderRoutes } from './quiz-builder.routes';
import { createQuizBuilderService } from './quiz-builder.service';
import { qbQuizRoutes } from './quizzes.routes';
import { createQbQuizzesService } from './quizzes.service';
import { qbResponseRoutes } from './responses.routes';
import { createQbResponsesService } from './responses.service';
import { qbTakingRoutes } from './taking.routes';
import { createQbTakingService } from './taking.service';
import { qbTransferRoutes } from './transfer.routes';
import { createQbTransferService } from './transfer.service';

/**
 * The quiz builder: for admins, its matters, options and phrases, questions
 * with their versions, quizzes with answer keys, bundles, a quiz's export and
 * import, and the responses (list, moderation, paper answers, analysis,
 * exports); for everyone signed in, taking published quizzes and bundles.
 */
export function createQuizBuilderFeature(platform: FeaturePlatform, needs: { people: People }) {
  const { db } = platform;
  const responses = createQbResponsesService({
    db,
    contactsOf: (userIds) => needs.people.contactsOf(userIds),
    userIdByEmail: (email) => needs.people.userIdByEmail(email),
    userIdsMatching: (q, limit) => needs.people.userIdsMatching(q, limit),
  });
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(quizBuilderRoutes, { service: createQuizBuilderService(db) });
      await api.register(qbQuestionRoutes, { service: createQbQuestionsService(db) });
      await api.register(qbQuizRoutes, { service: createQbQuizzesService(db) });
      await api.register(qbBundleRoutes, { service: createQbBundlesService(db) });
      await api.register(qbTransferRoutes, { service: createQbTransferService(db) });
      await api.register(qbTakingRoutes, { service: createQbTakingService(db) });
      await api.register(qbResponseRoutes, { service: responses });
    },
    async exportOwn(user) {
      const answers = await allItems((page) =>
        responses.findResponses({ ...page, user_id: user.userId }),
      );
      // Their own answers: who hid one is the moderators' business, not part of it.
      return {
        quiz_answers: answers.map(({ user: _person, hidden_by: _moderator, ...answer }) => answer),
      };
    },
  });
}
