import { Readable } from 'node:stream';
import { matchingResultEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { CalculationsService } from './calculations.service';
import type { MatchesService } from './matches.service';
import type { PairsService } from './pairs.service';

export interface MatchingResultRoutesOptions {
  pairs: PairsService;
  matches: MatchesService;
  calculations: CalculationsService;
}

/** The admins' matching area: pairs, matches and calculations. */
export const matchingResultRoutes = endpointRoutes(
  matchingResultEndpoints,
  ({ pairs, matches, calculations }: MatchingResultRoutesOptions) => ({
    listPairs: (request) => pairs.findPairs(request.query),
    previewPair: (request) => pairs.previewPair(request.body),
    createPair: (request) => pairs.createPair(request.body, requireUser(request)),
    getPair: (request) => pairs.findPair(request.params.pair_id, request.query.lang),
    updatePair: (request) =>
      pairs.updatePair(request.params.pair_id, request.body, requireUser(request)),
    removePair: (request) => pairs.removePair(request.params.pair_id, requireUser(request)),
    listMatches: (request) => matches.findMatches(request.query),
    createMatch: (request) => matches.createMatch(request.body, requireUser(request)),
    getMatch: (request) => matches.findMatch(request.params.match_id, request.query.lang),
    updateMatch: (request) =>
      matches.updateMatch(request.params.match_id, request.body, requireUser(request)),
    publishMatch: (request) => matches.publishMatch(request.params.match_id, requireUser(request)),
    revokeMatch: (request) =>
      matches.revokeMatch(request.params.match_id, request.body.reason, requireUser(request)),
    listCalculations: (request) => calculations.findCalculations(request.query),
    startCalculation: (request) =>
      calculations.startCalculation(request.body, requireUser(request)),
    getCalculation: (request) => calculations.findCalculation(request.params.calculation_id),
    cancelCalculation: (request) =>
      calculations.cancelCalculation(request.params.calculation_id, requireUser(request)),
    publishCalculation: (request) =>
      calculations.publishCalculation(request.params.calculation_id, requireUser(request)),
    rerunCalculation: (request) =>
      calculations.rerunCalculation(request.params.calculation_id, requireUser(request)),
    exportPairsCsv: async (request, reply) => {
      const { fileName, lines } = await calculations.exportPairs(request.params.calculation_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
  }),
);
