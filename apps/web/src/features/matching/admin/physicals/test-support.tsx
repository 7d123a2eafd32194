import type {
  MatchParticipantAdmin,
  MatchPhysicalAdmin,
  MatchRoundAdmin,
  MatchStatisticsDetail,
} from '@campus/contracts';
import { fakeServer, jsonResponse, renderRoutes } from '../../../../test/render-feature';
import { signInAs, testPeople } from '../../../../test/people';
import {
  PhysicalDetailPage,
  PhysicalEditPage,
  PhysicalListPage,
  StatisticsDetailPage,
  StatisticsListPage,
} from '.';
import { autumn, ayse as ayseParticipant, aysePhysical } from '../test-fixtures';

// The records, round and statistics the physicals pages' tests read, and how they render.

export const round: MatchRoundAdmin = {
  ...autumn,
  title_en: 'Spring friendship',
  title_tr: 'Bahar arkadaşlığı',
};

export const ayse = aysePhysical;

export const emre: MatchPhysicalAdmin = {
  ...ayse,
  physical_id: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60',
  user_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  name: 'Emre Şahin',
  email: 'emre.sahin@example.edu',
  gender: 'man',
  campus: null,
  class_year: null,
  languages: [],
  meeting_mode: 'online',
  updated_by: testPeople.admin.user_id,
};

export const ayseParticipation: MatchParticipantAdmin = { ...ayseParticipant, alias: 'Blue Heron' };

export const snapshot: MatchStatisticsDetail = {
  statistics_id: 'f4a5b6c7-d8e9-4f0a-9b1c-2d3e4f506172',
  round_id: round.round_id,
  calculation_id: null,
  taken_by: testPeople.admin.user_id,
  participants: 46,
  created_at: '2026-03-18T12:30:00.000Z',
  data: {
    participants: 46,
    by_status: [
      { label: 'active', count: 40 },
      { label: 'paused', count: null },
      { label: 'excluded', count: null },
      { label: 'left', count: null },
    ],
    histograms: [
      {
        attribute: 'age',
        bins: [
          { label: '20-22', count: 25 },
          { label: '23-25', count: 14 },
          { label: '30+', count: null },
        ],
      },
      {
        attribute: 'gender',
        bins: [
          { label: 'man', count: 19 },
          { label: 'unknown', count: null },
          { label: 'woman', count: 22 },
        ],
      },
      { attribute: 'campus', bins: [{ label: 'Kuzey', count: 43 }] },
      { attribute: 'department', bins: [] },
      { attribute: 'class_year', bins: [{ label: '3', count: 43 }] },
      { attribute: 'languages', bins: [{ label: 'tr', count: 43 }] },
      { attribute: 'meeting_mode', bins: [{ label: 'online', count: 43 }] },
    ],
    gender_sought: [],
    completion: { ready: 36, no_physical: null, bundle_incomplete: 0 },
    candidates: {
      min: 1,
      p10: 6,
      median: 17,
      under_three: [
        { participant_id: ayseParticipation.participant_id, name: 'Ayşe Yılmaz', candidates: 1 },
      ],
    },
  },
};

export const listPath = 'admin/matching/physicals';
export const aysePath = `${listPath}/${ayse.physical_id}`;
export const statisticsApiPath = 'admin/matching/physicals/statistics';

export function renderAt(initialEntry: string, language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [
      { path: '/admin/matching/physicals', element: <PhysicalListPage /> },
      { path: '/admin/matching/physicals/statistics', element: <StatisticsListPage /> },
      {
        path: '/admin/matching/physicals/statistics/:physicals_statistics_id',
        element: <StatisticsDetailPage />,
      },
      { path: '/admin/matching/physicals/:physical_id', element: <PhysicalDetailPage /> },
      { path: '/admin/matching/physicals/:physical_id/edit', element: <PhysicalEditPage /> },
    ],
  });
}

export const searchOf = (call: { search: URLSearchParams } | undefined) =>
  Object.fromEntries(call?.search ?? []);

/** Signs an admin in and answers the reads of the physicals pages: rounds, records, people, statistics. */
export function servePhysicals(): void {
  fakeServer.reset();
  signInAs('admin');
  fakeServer.on('GET', 'admin/matching/rounds', () =>
    jsonResponse(200, { items: [round], page: 1, page_size: 100, total: 1 }),
  );
  fakeServer.on('GET', listPath, () =>
    jsonResponse(200, { items: [ayse, emre], page: 1, page_size: 25, total: 2 }),
  );
  fakeServer.on('GET', aysePath, () => jsonResponse(200, ayse));
  fakeServer.on('GET', 'admin/matching/users', () =>
    jsonResponse(200, { items: [ayseParticipation], page: 1, page_size: 100, total: 1 }),
  );
  fakeServer.on('GET', statisticsApiPath, () =>
    jsonResponse(200, {
      items: [
        { ...snapshot, data: undefined },
        {
          ...snapshot,
          data: undefined,
          statistics_id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
          calculation_id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
          taken_by: null,
          participants: 44,
          created_at: '2026-03-17T08:00:00.000Z',
        },
      ],
      page: 1,
      page_size: 25,
      total: 2,
    }),
  );
  fakeServer.on('GET', `${statisticsApiPath}/${snapshot.statistics_id}`, () =>
    jsonResponse(200, snapshot),
  );
}
