import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature';
import { createBlocksService } from './blocks.service';
import { createCalculationRunner } from './calculation-runner';
import { createCalculationsService } from './calculations.service';
import { createExplanationRenderer } from './explanations';
import { createMatchNotices } from './match-notices';
import { createMatchesService } from './matches.service';
import { matchingAdminRoutes } from './matching-admin.routes';
import type { MatchingDependencies } from './matching-ports';
import { matchingResultRoutes } from './matching-results.routes';
import { matchingRoutes } from './matching.routes';
import { createMyMatchesService } from './my-matches.service';
import { createPairPreviewer } from './pair-preview';
import { createPairsService } from './pairs.service';
import { createParticipantsService } from './participants.service';
import { createPhysicalsService } from './physicals.service';
import { createPoolLoader } from './pool';
import { createRoundsService } from './rounds.service';
import { createStatisticsService } from './statistics.service';

/**
 * Matching, wired (MATCHING.md): rounds, participants, physical records,
 * blocks, pool statistics, pairs, matches, calculations run as jobs in a
 * worker thread, notices of published and accepted matches, and the routes.
 */
export function createMatchingFeature(dependencies: MatchingDependencies) {
  const blocks = createBlocksService(dependencies);
  const pool = createPoolLoader(dependencies, blocks);
  const renderer = createExplanationRenderer(dependencies.questionnaire);
  const previewer = createPairPreviewer(pool);
  const notices = createMatchNotices(dependencies);
  const statistics = createStatisticsService(dependencies, pool);
  const runner = createCalculationRunner(dependencies, pool, statistics);
  const myMatches = createMyMatchesService(dependencies, renderer, notices, blocks);
  const services = {
    rounds: createRoundsService(dependencies),
    participants: createParticipantsService(dependencies),
    physicals: createPhysicalsService(dependencies),
    statistics,
    blocks,
    myMatches,
    pairs: createPairsService(dependencies, previewer, renderer),
    matches: createMatchesService(dependencies, previewer, renderer, notices),
    calculations: createCalculationsService(dependencies, runner, notices),
  };
  // Its jobs: a calculation, a round's reveal time, a pool snapshot, and the notices
  // (published, accepted, feedback prompt, a report to the admins).
  runner.registerJobs();
  notices.registerJobs();
  services.calculations.registerJobs();
  statistics.registerJobs();

  return defineFeature({
    /** A person's matching data, for their personal-data export. */
    exportOwn: async (user) => ({ matching: await myMatches.exportOwn(user.userId) }),
    /** Stops running calculations' workers before the job queue waits for its handlers. */
    addHooks(app: FastifyInstance): void {
      app.addHook('preClose', async () => {
        runner.stopAll();
      });
    },
    /** The routes, under the API's prefix. */
    async registerRoutes(api: FastifyInstance): Promise<void> {
      await api.register(matchingRoutes, services);
      await api.register(matchingAdminRoutes, services);
      await api.register(matchingResultRoutes, services);
    },
  });
}

export type MatchingFeature = ReturnType<typeof createMatchingFeature>;
