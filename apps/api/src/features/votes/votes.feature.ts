import type { FastifyInstance } from 'fastify';
import { allItems } from '../../platform/all-pages';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import { votesRoutes } from './votes.routes';
import { createVotesService } from './votes.service';

/** Voting: proposed questions, published by moderators, one vote per person. */
export function createVotesFeature(platform: FeaturePlatform) {
  const service = createVotesService({ db: platform.db });
  return defineFeature({
    async registerRoutes(api: FastifyInstance) {
      await api.register(votesRoutes, { service });
    },
    async exportOwn(user) {
      const [proposals, votes] = await Promise.all([
        allItems(async (page) => (await service.listOwn(page, user)).proposals),
        allItems(async (page) => (await service.listOwn(page, user)).votes),
      ]);
      return { vote_proposals: proposals, votes };
    },
  });
}
