import type {
  MatchCalculation,
  MatchRoundAdmin,
  QbBundle,
  QbBundlePreview,
} from '@campus/contracts';
import { fakeServer, jsonResponse, renderRoutes } from '../../../../test/render-feature';
import { CalculationDetailPage, CalculationListPage } from '.';
import { autumn, pageOf, spring } from '../test-fixtures';

/** The rounds, bundle and calculations the calculation pages' tests read, and how they render. */

export const bundleId = '5b0c1d2e-0000-4000-8000-0000000000b1';
const quizId = '5b0c1d2e-0000-4000-8000-0000000000c1';
export const valuesQuestion = '5b0c1d2e-0000-4000-8000-0000000000d1';
export const campusQuestion = '5b0c1d2e-0000-4000-8000-0000000000d2';
const notesQuestion = '5b0c1d2e-0000-4000-8000-0000000000d3';

export const openRound: MatchRoundAdmin = {
  ...autumn,
  bundle_id: bundleId,
  opens_at: '2026-11-01T09:00:00.000Z',
  closes_at: '2026-12-01T09:00:00.000Z',
  reveal_at: '2026-12-02T09:00:00.000Z',
  respond_by: '2026-12-09T09:00:00.000Z',
  min_score: 2500,
  max_class_year_gap: 2,
  department_rule: 'other',
  criteria: [
    { question_id: valuesQuestion, mode: 'similar', weight: 8 },
    { question_id: campusQuestion, mode: 'filter', weight: null },
  ],
  participant_counts: { active: 61, paused: 3, excluded: 1, left: 2 },
  created_at: '2026-10-20T09:00:00.000Z',
  updated_at: '2026-10-21T09:00:00.000Z',
};

export const draftRound: MatchRoundAdmin = {
  ...openRound,
  round_id: spring.round_id,
  title_en: spring.title_en,
  title_tr: spring.title_tr,
  purpose: spring.purpose,
  status: 'draft',
  criteria: [],
  participant_counts: { active: 0, paused: 0, excluded: 0, left: 0 },
  created_at: '2026-11-20T09:00:00.000Z',
};

const bundle: QbBundle = {
  bundle_id: bundleId,
  title_en: 'Get to know you',
  title_tr: 'Seni tanıyalım',
  description_en: 'Values and habits',
  description_tr: 'Değerler ve alışkanlıklar',
  status: 'published',
  quizzes: [
    {
      position: 1,
      quiz_id: quizId,
      title_en: 'Values',
      title_tr: 'Değerler',
      status: 'published',
      purpose: 'matching',
      question_count: 3,
    },
  ],
  quiz_count: 1,
  question_count: 3,
  published_at: '2026-09-01T09:00:00.000Z',
  created_at: '2026-08-01T09:00:00.000Z',
  updated_at: '2026-09-01T09:00:00.000Z',
};

const question = (id: string, position: number, type: 'scale' | 'short_text', en: string) => ({
  question_id: id,
  version_id: id.replace('d', 'e'),
  position,
  type,
  scale_max: type === 'scale' ? 5 : null,
  text_en: en,
  text_tr: `${en} (tr)`,
  options: [],
  points: 0,
});

const preview: QbBundlePreview = {
  bundle: {
    bundle_id: bundleId,
    title_en: bundle.title_en,
    title_tr: bundle.title_tr,
    description_en: bundle.description_en,
    description_tr: bundle.description_tr,
    quizzes: [
      {
        quiz_id: quizId,
        position: 1,
        title_en: 'Values',
        title_tr: 'Değerler',
        purpose: 'matching',
        question_count: 3,
        answered_count: 0,
        completed_at: null,
      },
    ],
    completed: false,
  },
  quizzes: [
    {
      quiz_id: quizId,
      title_en: 'Values',
      title_tr: 'Değerler',
      description_en: '',
      description_tr: '',
      purpose: 'matching',
      pass_score: null,
      max_score: 0,
      questions: [
        question(valuesQuestion, 1, 'scale', 'How tidy are you?'),
        question(campusQuestion, 2, 'scale', 'Which campus do you study on?'),
        question(notesQuestion, 3, 'short_text', 'Anything else?'),
      ],
      answers: [],
      started_at: null,
      completed_at: null,
      can_retake: true,
      result: null,
    },
  ],
};

export const finished: MatchCalculation = {
  calculation_id: '9c8b7a60-0000-4000-8000-000000000001',
  round_id: openRound.round_id,
  status: 'succeeded',
  algorithm: 'blossom-primal-dual',
  parameters: {
    mode: 'one_to_one',
    k: 1,
    min_score: 2500,
    candidates_per_person: 20,
    transform: 'linear',
    maximize_matched: false,
    priority_bonus: 0,
  },
  phase: 'saving',
  progress: 1,
  heartbeat_at: '2026-12-01T10:01:00.000Z',
  error: null,
  input_hash: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
  certified: true,
  queued_at: '2026-12-01T10:00:00.000Z',
  started_at: '2026-12-01T10:00:01.000Z',
  finished_at: '2026-12-01T10:01:05.000Z',
  published_at: null,
  counts: {
    participants: 61,
    eligible_pairs: 1520,
    candidate_edges: 610,
    pricing_rounds: 1,
    edges_added: 4,
    matches: 30,
    matched_participants: 60,
    skipped_forced_pairs: 0,
  },
  timings: { scoring: 120, candidates: 30, matching: 800, pricing: 200, metrics: 100, total: 1250 },
  objective: { score_total: 215000, transformed: 215000 },
  certificates: [
    {
      rank: 1,
      certified: true,
      primal: 215000,
      dual: 215000,
      violation_count: 0,
      pricing_rounds: 1,
      edges_added: 4,
      graph_edges: 614,
    },
  ],
  metrics: {
    scores: { count: 30, min: 4200, p10: 5600, median: 7200, mean: 7150 },
    histogram: [
      { from: 4000, to: 6000, count: 6 },
      { from: 6000, to: 8000, count: 16 },
      { from: 8000, to: 10000, count: 8 },
    ],
    groups: [
      { group: 'gender', label: 'man', matched: 28, unmatched: 0 },
      { group: 'gender', label: 'woman', matched: 32, unmatched: 1 },
      { group: 'campus', label: 'unknown', matched: 4, unmatched: 0 },
    ],
    blocking_pairs: 3,
    optimal: { pairs: 30, matched: 60, score_total: 215000 },
    greedy: { pairs: 29, matched: 58, score_total: 198000 },
    unmatched: 1,
  },
};

export const running: MatchCalculation = {
  ...finished,
  calculation_id: '9c8b7a60-0000-4000-8000-000000000002',
  status: 'running',
  phase: 'matching',
  progress: 0.5,
  certified: null,
  input_hash: null,
  finished_at: null,
  counts: null,
  timings: null,
  objective: null,
  certificates: [],
  metrics: null,
};

export const calculationPath = (calculation: MatchCalculation) =>
  `admin/matching/calculations/${calculation.calculation_id}`;

export function renderAt(initialEntry: string, language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [
      { path: '/admin/matching/calculations', element: <CalculationListPage /> },
      {
        path: '/admin/matching/calculations/:calculation_id',
        element: <CalculationDetailPage />,
      },
    ],
  });
}

export const lastCall = (method: string, path: string) => fakeServer.callsTo(method, path).at(-1);

/** Answers the reads of the calculation pages: settings, rounds, calculations, the bundle. */
export function serveRoundsAndCalculations(): void {
  fakeServer.reset();
  fakeServer.on('GET', 'admin/matching/settings', () =>
    jsonResponse(200, { dating_enabled: false, default_bundle_id: bundleId }),
  );
  fakeServer.on('GET', 'admin/matching/rounds', () =>
    jsonResponse(200, pageOf([draftRound, openRound])),
  );
  fakeServer.on('GET', `admin/matching/rounds/${openRound.round_id}`, () =>
    jsonResponse(200, openRound),
  );
  fakeServer.on('GET', `admin/matching/rounds/${draftRound.round_id}`, () =>
    jsonResponse(200, draftRound),
  );
  fakeServer.on('GET', 'admin/matching/calculations', () => jsonResponse(200, pageOf([finished])));
  fakeServer.on('GET', calculationPath(finished), () => jsonResponse(200, finished));
  fakeServer.on('GET', calculationPath(running), () => jsonResponse(200, running));
  fakeServer.on('GET', 'admin/qb/bundle/main/all', () => jsonResponse(200, pageOf([bundle])));
  fakeServer.on('GET', `admin/qb/bundle/preview/${bundleId}`, () => jsonResponse(200, preview));
}
