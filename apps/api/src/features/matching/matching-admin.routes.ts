import { matchingAdminEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { ParticipantsService } from './participants.service';
import type { PhysicalsService } from './physicals.service';
import type { RoundsService } from './rounds.service';
import type { StatisticsService } from './statistics.service';

export interface MatchingAdminRoutesOptions {
  rounds: RoundsService;
  physicals: PhysicalsService;
  statistics: StatisticsService;
  participants: ParticipantsService;
}

/** The admins' matching area: the setting, rounds, physicals, statistics, participants. */
export const matchingAdminRoutes = endpointRoutes(
  matchingAdminEndpoints,
  ({ rounds, physicals, statistics, participants }: MatchingAdminRoutesOptions) => ({
    getSettings: () => rounds.findSettings(),
    updateSettings: (request) => rounds.updateSettings(request.body, requireUser(request)),
    listRounds: (request) => rounds.findRounds(request.query),
    createRound: (request) => rounds.createRound(request.body, requireUser(request)),
    getRound: (request) => rounds.findRound(request.params.round_id),
    updateRound: (request) =>
      rounds.updateRound(request.params.round_id, request.body, requireUser(request)),
    listPhysicals: (request) => physicals.findPhysicals(request.query),
    getPhysical: (request) => physicals.findPhysical(request.params.physical_id),
    updatePhysical: (request) =>
      physicals.updatePhysical(request.params.physical_id, request.body, requireUser(request)),
    listStatistics: (request) => statistics.findSnapshots(request.query),
    takeStatistics: (request) =>
      statistics.takeOwnSnapshot(request.body.round_id, requireUser(request)),
    getStatistics: (request) => statistics.findSnapshot(request.params.statistics_id),
    listParticipants: (request) => participants.findParticipants(request.query),
    getParticipant: (request) => participants.findParticipant(request.params.participant_id),
    updateParticipant: (request) =>
      participants.updateParticipant(
        request.params.participant_id,
        request.body,
        requireUser(request),
      ),
  }),
);
