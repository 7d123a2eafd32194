import type { MatchPairDetail, MatchPairPreview } from '@campus/contracts';
import { fakeServer, jsonResponse, renderRoutes } from '../../../../test/render-feature';
import { PairAddPage, PairDetailPage, PairEditPage, PairListPage } from '.';
import {
  autumn,
  ayse,
  candidatePair,
  explanation,
  forcedPair,
  mehmet,
  pageOf,
  spring,
} from '../test-fixtures';

// The pairs and preview the pair pages' tests read, and how they render.

export const forcedDetail: MatchPairDetail = {
  ...forcedPair,
  explanation,
  failing_filters: ['age'],
};
const candidateDetail: MatchPairDetail = { ...candidatePair, explanation, failing_filters: [] };
export const forcedPath = `admin/matching/pairs/${String(forcedPair.pair_id)}`;
const candidatePath = `admin/matching/pairs/${String(candidatePair.pair_id)}`;

const preview: MatchPairPreview = {
  score: 8735,
  satisfaction_ab: 9000,
  satisfaction_ba: 8500,
  explanation,
  failing_filters: ['age'],
  passes_filter_questions: true,
  passes_mandatory_preferences: true,
  blocked: false,
  earlier_partners: true,
  existing_pair: null,
};

export function renderAt(initialEntry: string) {
  return renderRoutes({
    initialEntry,
    routes: [
      { path: '/admin/matching/pairs', element: <PairListPage /> },
      { path: '/admin/matching/pairs/add', element: <PairAddPage /> },
      { path: '/admin/matching/pairs/:pairId', element: <PairDetailPage /> },
      { path: '/admin/matching/pairs/:pairId/edit', element: <PairEditPage /> },
    ],
  });
}

export const lastCall = (method: string, path: string) => fakeServer.callsTo(method, path).at(-1);

/** Answers the reads of the pair pages: rounds, people, pairs and a preview. */
export function servePairs(): void {
  fakeServer.reset();
  fakeServer.on('GET', 'admin/matching/rounds', () => jsonResponse(200, pageOf([autumn, spring])));
  fakeServer.on('GET', 'admin/matching/users', () => jsonResponse(200, pageOf([ayse, mehmet])));
  fakeServer.on('GET', 'admin/matching/pairs', () =>
    jsonResponse(200, pageOf([candidatePair, forcedPair])),
  );
  fakeServer.on('GET', forcedPath, () => jsonResponse(200, forcedDetail));
  fakeServer.on('GET', candidatePath, () => jsonResponse(200, candidateDetail));
  fakeServer.on('POST', 'admin/matching/pairs/preview', () => jsonResponse(200, preview));
}
