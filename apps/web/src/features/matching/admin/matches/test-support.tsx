import type { MatchAdminDetail, MatchPairPreview, MatchParticipantAdmin } from '@campus/contracts';
import type { Locale } from '../../../../lib/i18n';
import { fakeServer, jsonResponse, renderRoutes } from '../../../../test/render-feature';
import { signInAs } from '../../../../test/people';
import {
  MatchAdminAddPage,
  MatchAdminDetailPage,
  MatchAdminEditPage,
  MatchAdminListPage,
} from './index';
import {
  autumn,
  ayse,
  explanation,
  memberOf,
  mehmet as pausedMehmet,
  pageOf,
} from '../test-fixtures';

// The matches and people the match pages' tests read, and how they render.

/** Both people active: a new match needs two active participants. */
export const mehmet: MatchParticipantAdmin = { ...pausedMehmet, status: 'active' };

export const proposed: MatchAdminDetail = {
  match_id: '2a2b3c4d-0000-4000-8000-000000000001',
  round_id: autumn.round_id,
  calculation_id: null,
  status: 'proposed',
  score: 8712,
  forced: true,
  rationale: 'Both asked for a chess partner',
  rank: 0,
  respond_by: '2026-12-09T09:00:00.000Z',
  published_at: null,
  closed_at: null,
  revoke_reason: null,
  note: 'Checked with the club',
  members: [memberOf(ayse), memberOf(mehmet)],
  created_at: '2026-11-25T09:00:00.000Z',
  updated_at: '2026-11-25T09:00:00.000Z',
  explanation,
};

export const revoked: MatchAdminDetail = {
  ...proposed,
  match_id: '2a2b3c4d-0000-4000-8000-000000000002',
  calculation_id: '4a2b3c4d-0000-4000-8000-000000000001',
  status: 'revoked',
  score: 6400,
  forced: false,
  rationale: null,
  note: null,
  published_at: '2026-12-02T09:00:00.000Z',
  closed_at: '2026-12-04T09:00:00.000Z',
  revoke_reason: 'Reported for harassment',
  members: [
    {
      ...memberOf(ayse),
      response: 'accepted',
      responded_at: '2026-12-02T10:00:00.000Z',
      seen_at: '2026-12-02T09:30:00.000Z',
    },
    {
      ...memberOf(mehmet),
      response: 'declined',
      responded_at: '2026-12-03T10:00:00.000Z',
      reported_at: '2026-12-03T11:00:00.000Z',
      feedback_rating: 2,
      feedback_comment: 'Felt pushy',
    },
  ],
};

export const preview: MatchPairPreview = {
  score: 7240,
  satisfaction_ab: 7000,
  satisfaction_ba: 7500,
  explanation,
  failing_filters: [],
  passes_filter_questions: true,
  passes_mandatory_preferences: true,
  blocked: false,
  earlier_partners: false,
  existing_pair: null,
};

export const listPath = 'admin/matching/matches';

export function renderAt(initialEntry: string, language: Locale = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [
      { path: '/admin/matching/matches', element: <MatchAdminListPage /> },
      { path: '/admin/matching/matches/add', element: <MatchAdminAddPage /> },
      { path: '/admin/matching/matches/:match_id', element: <MatchAdminDetailPage /> },
      { path: '/admin/matching/matches/:match_id/edit', element: <MatchAdminEditPage /> },
    ],
  });
}

export const lastListCall = () => fakeServer.callsTo('GET', listPath).at(-1);

/** Signs an admin in and answers the reads of the match pages: rounds, people, matches, a preview. */
export function serveMatches(): void {
  fakeServer.reset();
  signInAs('admin');
  fakeServer.on('GET', 'admin/matching/rounds', () =>
    jsonResponse(200, { items: [autumn], page: 1, page_size: 100, total: 1 }),
  );
  fakeServer.on('GET', 'admin/matching/users', (call) => {
    const q = (call.search.get('q') ?? '').toLowerCase();
    const found = [ayse, mehmet].filter(
      (participant) =>
        q === '' ||
        participant.alias.toLowerCase().includes(q) ||
        participant.name.toLowerCase().includes(q),
    );
    return jsonResponse(200, pageOf(found));
  });
  fakeServer.on('GET', listPath, () => jsonResponse(200, pageOf([proposed, revoked])));
  fakeServer.on('GET', `${listPath}/${proposed.match_id}`, () => jsonResponse(200, proposed));
  fakeServer.on('GET', `${listPath}/${revoked.match_id}`, () => jsonResponse(200, revoked));
  fakeServer.on('POST', 'admin/matching/pairs/preview', () => jsonResponse(200, preview));
}
