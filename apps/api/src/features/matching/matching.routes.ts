import { matchingEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { BlocksService } from './blocks.service';
import type { MyMatchesService } from './my-matches.service';
import type { ParticipantsService } from './participants.service';
import type { PhysicalsService } from './physicals.service';

export interface MatchingRoutesOptions {
  participants: ParticipantsService;
  physicals: PhysicalsService;
  blocks: BlocksService;
  myMatches: MyMatchesService;
}

/** The signed-in person's side of matching (`/matches`). */
export const matchingRoutes = endpointRoutes(
  matchingEndpoints,
  ({ participants, physicals, blocks, myMatches }: MatchingRoutesOptions) => ({
    listRounds: (request) => participants.findOwnRounds(requireUser(request)),
    optIn: (request) =>
      participants.optIn(request.params.round_id, request.body, requireUser(request)),
    changeParticipation: (request) =>
      participants.changeOwnParticipation(
        request.params.round_id,
        request.body.status,
        requireUser(request),
      ),
    getProgress: (request) =>
      participants.findOwnProgress(request.params.round_id, requireUser(request)),
    getPhysical: (request) => physicals.findOwnPhysical(requireUser(request)),
    savePhysical: (request) => physicals.saveOwnPhysical(request.body, requireUser(request)),
    listBlocks: (request) => blocks.findOwnBlocks(requireUser(request)),
    createBlock: (request) => blocks.createBlock(request.body, requireUser(request)),
    removeBlock: (request) => blocks.removeBlock(request.params.block_id, requireUser(request)),
    listOwnMatches: (request) => myMatches.findOwnMatches(request.query, requireUser(request)),
    getOwnMatch: (request) =>
      myMatches.findOwnMatch(request.params.match_id, requireUser(request), request.query.lang),
    acceptMatch: (request) =>
      myMatches.acceptMatch(request.params.match_id, requireUser(request), request.query.lang),
    declineMatch: (request) =>
      myMatches.declineMatch(request.params.match_id, requireUser(request), request.query.lang),
    reportMatch: (request) =>
      myMatches.reportMatch(request.params.match_id, request.body.reason, requireUser(request)),
    giveFeedback: (request) =>
      myMatches.giveFeedback(request.params.match_id, request.body, requireUser(request)),
  }),
);
