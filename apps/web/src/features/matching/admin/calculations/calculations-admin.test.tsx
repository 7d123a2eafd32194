import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type {
  MatchCalculation,
  MatchRoundAdmin,
  QbBundle,
  QbBundlePreview,
} from '@campus/contracts';
import {
  conflictResponse,
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
} from '../../../../test/render-feature';
import { CalculationDetailPage, CalculationListPage } from '.';
import { autumn, pageOf, spring } from '../test-fixtures';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const bundleId = '5b0c1d2e-0000-4000-8000-0000000000b1';
const quizId = '5b0c1d2e-0000-4000-8000-0000000000c1';
const valuesQuestion = '5b0c1d2e-0000-4000-8000-0000000000d1';
const campusQuestion = '5b0c1d2e-0000-4000-8000-0000000000d2';
const notesQuestion = '5b0c1d2e-0000-4000-8000-0000000000d3';

const openRound: MatchRoundAdmin = {
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

const draftRound: MatchRoundAdmin = {
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

const finished: MatchCalculation = {
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

const running: MatchCalculation = {
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

const calculationPath = (calculation: MatchCalculation) =>
  `admin/matching/calculations/${calculation.calculation_id}`;

function renderAt(initialEntry: string, language: 'en' | 'tr' = 'en') {
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

const lastCall = (method: string, path: string) => fakeServer.callsTo(method, path).at(-1);

beforeEach(() => {
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
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CalculationListPage', () => {
  it('shows the newest open round with its settings, criteria and calculations', async () => {
    renderAt('/admin/matching/calculations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculations' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Autumn friends' }),
    ).toBeInTheDocument();
    const round = screen.getByRole('region', { name: 'Autumn friends' });
    expect(within(round).getByText('Friendship')).toBeInTheDocument();
    expect(within(round).getByText('Open')).toBeInTheDocument();
    expect(within(round).getByText('25%')).toBeInTheDocument();
    expect(within(round).getByText('2 years')).toBeInTheDocument();
    expect(within(round).getByText('Other departments only')).toBeInTheDocument();
    expect(
      within(round).getByText('Active 61 · Paused 3 · Excluded 1 · Left 2'),
    ).toBeInTheDocument();
    expect(await within(round).findByText('Get to know you')).toBeInTheDocument();

    const criteria = within(round).getByRole('table', { name: '2 criteria' });
    const criteriaRows = within(criteria).getAllByRole('row');
    expect(criteriaRows).toHaveLength(3);
    expect(await within(criteriaRows[1] ?? criteria).findByText('How tidy are you?')).toBeVisible();
    expect(within(criteriaRows[1] ?? criteria).getByText('Similar')).toBeVisible();
    expect(within(criteriaRows[1] ?? criteria).getByText('8')).toBeVisible();
    expect(within(criteriaRows[2] ?? criteria).getByText('Filter')).toBeVisible();

    const table = await screen.findByRole('table', { name: '1 calculation' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const row = within(rows[1] ?? table);
    expect(row.getByText('Finished')).toBeInTheDocument();
    expect(row.getByText('61')).toBeInTheDocument();
    expect(row.getByText('30')).toBeInTheDocument();
    expect(row.getByText('215,000')).toBeInTheDocument();
    expect(row.getByText('✓ Certified')).toBeInTheDocument();
    expect(row.getByText('Not published')).toBeInTheDocument();
    expect(row.getByRole('link')).toHaveAttribute(
      'href',
      `/admin/matching/calculations/${finished.calculation_id}`,
    );
    expect(
      Object.fromEntries(lastCall('GET', 'admin/matching/calculations')?.search ?? []),
    ).toEqual({ round_id: openRound.round_id, page: '1', page_size: '25' });
    expect(
      screen.getByRole('switch', { name: /Offer dating as a round purpose/ }),
    ).not.toBeChecked();
  });

  it('speaks Turkish to a Turkish reader, round titles included', async () => {
    renderAt('/admin/matching/calculations', 'tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesaplamalar' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sonbahar arkadaşları' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '1 hesaplama' });
    expect(within(table).getByText('✓ Onaylı')).toBeInTheDocument();
    expect(within(table).getByText('Tamamlandı')).toBeInTheDocument();
  });

  it('keeps the chosen round and the status filter in the address', async () => {
    const { router } = renderAt('/admin/matching/calculations');
    await screen.findByRole('table', { name: '1 calculation' });
    await user.click(screen.getByRole('combobox', { name: 'Round' }));
    await user.click(await screen.findByRole('option', { name: 'Spring study buddies · Draft' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Spring study buddies' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => {
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        round_id: draftRound.round_id,
        status: 'failed',
      });
    });
    await waitFor(() => {
      expect(
        Object.fromEntries(lastCall('GET', 'admin/matching/calculations')?.search ?? []),
      ).toEqual({ round_id: draftRound.round_id, status: 'failed', page: '1', page_size: '25' });
    });
  });

  it('asks before offering dating as a purpose', async () => {
    fakeServer.on('PUT', 'admin/matching/settings', () =>
      jsonResponse(200, { dating_enabled: true, default_bundle_id: bundleId }),
    );
    renderAt('/admin/matching/calculations');
    await user.click(
      await screen.findByRole('switch', { name: /Offer dating as a round purpose/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Offer dating as a purpose?' });
    expect(fakeServer.callsTo('PUT', 'admin/matching/settings')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Switch on' }));
    expect(
      await screen.findByText('Dating can now be chosen as a round purpose'),
    ).toBeInTheDocument();
    expect(lastCall('PUT', 'admin/matching/settings')?.body).toEqual({ dating_enabled: true });
  });

  it('creates a round with its criteria from the bundle’s questions', async () => {
    const created: MatchRoundAdmin = {
      ...draftRound,
      round_id: '1a2b3c4d-0000-4000-8000-000000000003',
      title_en: 'Roommates 2027',
      title_tr: 'Ev arkadaşları 2027',
    };
    fakeServer.on('POST', 'admin/matching/rounds', () => jsonResponse(201, created));
    fakeServer.on('GET', `admin/matching/rounds/${created.round_id}`, () =>
      jsonResponse(200, created),
    );
    const { router } = renderAt('/admin/matching/calculations');
    await user.click(await screen.findByRole('button', { name: 'New round' }));
    const form = await screen.findByRole('form', { name: 'New round' });
    // The default bundle is the one the settings name, not a guess among the bundles.
    expect(await within(form).findByRole('combobox', { name: 'Bundle' })).toHaveValue(
      'Default: Get to know you',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Title (English)' }),
      'Roommates 2027',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Title (Turkish)' }),
      'Ev arkadaşları 2027',
    );
    await user.click(within(form).getByRole('combobox', { name: 'Purpose' }));
    expect(screen.queryByRole('option', { name: 'Dating' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Roommate' }));
    fireEvent.change(within(form).getByLabelText(/Opt-ins open/), {
      target: { value: '2027-01-10T09:00' },
    });
    fireEvent.change(within(form).getByLabelText(/Opt-ins close/), {
      target: { value: '2027-01-20T09:00' },
    });
    fireEvent.change(within(form).getByLabelText(/^Reveal/), {
      target: { value: '2027-01-21T09:00' },
    });
    fireEvent.change(within(form).getByLabelText(/Answer by/), {
      target: { value: '2027-01-28T09:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add criterion' }));
    await user.click(within(form).getByRole('combobox', { name: 'Question' }));
    await user.click(await screen.findByRole('option', { name: 'How tidy are you?' }));
    await user.type(within(form).getByRole('textbox', { name: 'Weight' }), '7');
    await user.click(within(form).getByRole('button', { name: 'Create round' }));

    expect(
      await screen.findByText('The round “Roommates 2027” has been created'),
    ).toBeInTheDocument();
    expect(lastCall('POST', 'admin/matching/rounds')?.body).toEqual({
      title_en: 'Roommates 2027',
      title_tr: 'Ev arkadaşları 2027',
      purpose: 'roommate',
      status: 'draft',
      bundle_id: null,
      opens_at: new Date('2027-01-10T09:00').toISOString(),
      closes_at: new Date('2027-01-20T09:00').toISOString(),
      reveal_at: new Date('2027-01-21T09:00').toISOString(),
      respond_by: new Date('2027-01-28T09:00').toISOString(),
      mode: 'one_to_one',
      k: 1,
      min_score: 0,
      height_enabled: false,
      max_class_year_gap: null,
      department_rule: 'any',
      criteria: [{ question_id: valuesQuestion, mode: 'similar', weight: 7 }],
    });
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?round_id=${created.round_id}`);
    });
  });

  it('checks the order of the dates before sending', async () => {
    renderAt('/admin/matching/calculations');
    await user.click(await screen.findByRole('button', { name: 'New round' }));
    const form = await screen.findByRole('form', { name: 'New round' });
    await user.type(within(form).getByRole('textbox', { name: 'Title (English)' }), 'Late');
    await user.type(within(form).getByRole('textbox', { name: 'Title (Turkish)' }), 'Geç');
    fireEvent.change(within(form).getByLabelText(/Opt-ins open/), {
      target: { value: '2027-01-10T09:00' },
    });
    fireEvent.change(within(form).getByLabelText(/Opt-ins close/), {
      target: { value: '2027-01-20T09:00' },
    });
    fireEvent.change(within(form).getByLabelText(/^Reveal/), {
      target: { value: '2027-01-15T09:00' },
    });
    fireEvent.change(within(form).getByLabelText(/Answer by/), {
      target: { value: '2027-01-28T09:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Create round' }));
    expect(
      await within(form).findByText('The reveal cannot be before opt-ins close'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Please check the form for errors')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'admin/matching/rounds')).toHaveLength(0);
  });

  it('edits the round and shows the API’s field errors at their fields', async () => {
    fakeServer.on('PUT', `admin/matching/rounds/${openRound.round_id}`, () =>
      problemResponse(400, 'The round could not be saved', [
        {
          field: 'body.criteria.1.question_id',
          message: 'A criterion must name a question of the round’s bundle',
          params: { rule: 'unknown_question' },
        },
      ]),
    );
    renderAt('/admin/matching/calculations');
    await user.click(await screen.findByRole('button', { name: 'Edit round' }));
    const form = await screen.findByRole('form', { name: 'Edit round' });
    expect(within(form).getByRole('textbox', { name: 'Title (English)' })).toHaveValue(
      'Autumn friends',
    );
    const minScore = within(form).getByRole('textbox', { name: 'Minimum score' });
    expect(minScore).toHaveValue('2500');
    await user.clear(minScore);
    await user.type(minScore, '3000');
    await user.click(within(form).getByRole('button', { name: 'Save round' }));

    expect(await within(form).findByText('The round could not be saved')).toBeInTheDocument();
    expect(
      within(form).getByText('This question is not in the round’s bundle'),
    ).toBeInTheDocument();
    const body = lastCall('PUT', `admin/matching/rounds/${openRound.round_id}`)?.body;
    expect(body).toMatchObject({
      title_en: 'Autumn friends',
      updated_at: openRound.updated_at,
      bundle_id: bundleId,
      min_score: 3000,
      max_class_year_gap: 2,
      department_rule: 'other',
      opens_at: openRound.opens_at,
      respond_by: openRound.respond_by,
      criteria: [
        { question_id: valuesQuestion, mode: 'similar', weight: 8 },
        { question_id: campusQuestion, mode: 'filter', weight: null },
      ],
    });
  });

  it('does not overwrite a round changed meanwhile, and reloads it', async () => {
    const newer: MatchRoundAdmin = {
      ...openRound,
      title_en: 'Autumn friends 2026',
      updated_at: '2026-10-22T09:00:00.000Z',
    };
    let reads = 0;
    fakeServer.on('GET', `admin/matching/rounds/${openRound.round_id}`, () => {
      reads += 1;
      return jsonResponse(200, reads === 1 ? openRound : newer);
    });
    fakeServer.on('PUT', `admin/matching/rounds/${openRound.round_id}`, (call) =>
      (call.body as { updated_at?: string }).updated_at === newer.updated_at
        ? jsonResponse(200, { ...newer, min_score: 3000 })
        : problemResponse(409, 'The round changed meanwhile'),
    );
    renderAt('/admin/matching/calculations');
    await user.click(await screen.findByRole('button', { name: 'Edit round' }));
    const form = await screen.findByRole('form', { name: 'Edit round' });
    const minScore = within(form).getByRole('textbox', { name: 'Minimum score' });
    await user.clear(minScore);
    await user.type(minScore, '3000');
    await user.click(within(form).getByRole('button', { name: 'Save round' }));

    expect(await within(form).findByText('This round changed meanwhile')).toBeInTheDocument();
    expect(lastCall('PUT', `admin/matching/rounds/${openRound.round_id}`)?.body).toMatchObject({
      min_score: 3000,
      updated_at: openRound.updated_at,
    });

    await user.click(within(form).getByRole('button', { name: 'Reload the round' }));
    const reloaded = await screen.findByRole('form', { name: 'Edit round' });
    await waitFor(() => {
      expect(within(reloaded).getByRole('textbox', { name: 'Title (English)' })).toHaveValue(
        'Autumn friends 2026',
      );
    });
    expect(within(reloaded).queryByText('This round changed meanwhile')).toBeNull();
    const score = within(reloaded).getByRole('textbox', { name: 'Minimum score' });
    await user.clear(score);
    await user.type(score, '3000');
    await user.click(within(reloaded).getByRole('button', { name: 'Save round' }));
    expect(
      await screen.findByText('The round “Autumn friends 2026” has been saved'),
    ).toBeInTheDocument();
    expect(lastCall('PUT', `admin/matching/rounds/${openRound.round_id}`)?.body).toMatchObject({
      title_en: 'Autumn friends 2026',
      updated_at: newer.updated_at,
    });
  });

  it('starts a calculation with the default parameters', async () => {
    const queued: MatchCalculation = { ...running, status: 'queued', phase: null, progress: 0 };
    fakeServer.on('POST', 'admin/matching/calculations', () => jsonResponse(202, queued));
    fakeServer.on('GET', calculationPath(running), () => jsonResponse(200, queued));
    renderAt('/admin/matching/calculations');
    await user.click(await screen.findByRole('button', { name: 'New calculation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calculation' });
    expect(within(dialog).getByRole('textbox', { name: /Candidates kept per person/ })).toHaveValue(
      '20',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start calculation' }));
    expect(await screen.findByText('The calculation has been queued')).toBeInTheDocument();
    expect(lastCall('POST', 'admin/matching/calculations')?.body).toEqual({
      round_id: openRound.round_id,
      candidates_per_person: 20,
      transform: 'linear',
      maximize_matched: false,
      priority_bonus: 0,
    });
    const panel = await screen.findByRole('region', { name: 'Calculation in progress' });
    expect(await within(panel).findByText('Waiting to start…')).toBeInTheDocument();
  });

  it('says clearly when a calculation of the round is already running', async () => {
    fakeServer.on('POST', 'admin/matching/calculations', () =>
      conflictResponse(
        'A calculation of this round is queued or running',
        'calculation_in_progress',
      ),
    );
    renderAt('/admin/matching/calculations');
    await user.click(await screen.findByRole('button', { name: 'New calculation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calculation' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Candidates kept per person/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Candidates kept per person/ }),
      '50',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start calculation' }));
    expect(
      await within(dialog).findByText(
        'A calculation of this round is already queued or running: wait for it to end or cancel it first.',
      ),
    ).toBeInTheDocument();
    expect(lastCall('POST', 'admin/matching/calculations')?.body).toMatchObject({
      candidates_per_person: 50,
    });
  });

  it('follows a running calculation every 2 seconds until it ends', async () => {
    fakeServer.on('GET', 'admin/matching/calculations', () =>
      jsonResponse(200, pageOf([running, finished])),
    );
    let reads = 0;
    fakeServer.on('GET', calculationPath(running), () => {
      reads += 1;
      return jsonResponse(200, reads === 1 ? running : { ...running, status: 'succeeded' });
    });
    renderAt('/admin/matching/calculations');
    const panel = await screen.findByRole('region', { name: 'Calculation in progress' });
    expect(await within(panel).findByText('Matching: 50%')).toBeInTheDocument();
    expect(within(panel).getByText('50% in all')).toBeInTheDocument();
    expect(
      within(panel).getByRole('progressbar', { name: 'Calculation progress' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(panel).getByText('Scoring pairs').closest('li')).toHaveTextContent(
      'Scoring pairs (done)',
    );
    expect(within(panel).getByText('Pricing', { exact: false }).closest('li')).toHaveTextContent(
      '(to come)',
    );
    expect(
      await screen.findByText(
        'The calculation finished. Open it to check the result and publish it.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(screen.getByRole('heading', { name: 'Calculation ended' })).toBeInTheDocument();
  });

  it('asks before cancelling the running calculation', async () => {
    fakeServer.on('GET', 'admin/matching/calculations', () => jsonResponse(200, pageOf([running])));
    fakeServer.on('POST', `${calculationPath(running)}/cancel`, () =>
      jsonResponse(200, { ...running, status: 'cancelled' }),
    );
    renderAt('/admin/matching/calculations');
    const panel = await screen.findByRole('region', { name: 'Calculation in progress' });
    await user.click(await within(panel).findByRole('button', { name: 'Cancel calculation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this calculation?' });
    expect(fakeServer.callsTo('POST', `${calculationPath(running)}/cancel`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel calculation' }));
    expect(await screen.findByText('The calculation has been cancelled')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `${calculationPath(running)}/cancel`)).toHaveLength(1);
  });
});

describe('CalculationDetailPage', () => {
  it('shows the counts, certificate, histogram and fairness table', async () => {
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Calculation of / }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to calculations' })).toHaveAttribute(
      'href',
      `/admin/matching/calculations?round_id=${openRound.round_id}`,
    );
    const counts = screen.getByRole('region', { name: 'Counts' });
    expect(within(counts).getByText('Eligible pairs').nextElementSibling).toHaveTextContent(
      '1,520',
    );
    expect(within(counts).getByText('Candidate edges').nextElementSibling).toHaveTextContent('610');
    expect(within(counts).getByText('Unmatched').nextElementSibling).toHaveTextContent('1');

    const certificate = screen.getByRole('table', { name: '1 matching checked' });
    const certificateRow = within(certificate).getAllByRole('row')[1] ?? certificate;
    expect(within(certificateRow).getByText('✓ Checked, no violation')).toBeInTheDocument();
    expect(within(certificateRow).getByText('✓ Equal')).toBeInTheDocument();
    expect(within(certificateRow).getAllByText('215,000')).toHaveLength(2);
    expect(within(certificateRow).getByText('614')).toBeInTheDocument();

    const histogram = screen.getByRole('table', { name: 'Matched pairs per score range' });
    expect(
      within(histogram)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Score rangePairs', '40%–60%6', '60%–80%16', '80%–100%8']);

    const fairness = screen.getByRole('table', {
      name: 'Matched and unmatched people per gender, campus and class year',
    });
    expect(
      within(fairness)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['GenderMan280100%', 'GenderWoman32197%', 'CampusNot given40100%']);

    const objective = screen.getByRole('region', { name: 'Objective and stability' });
    expect(within(objective).getByText('Blocking pairs').nextElementSibling).toHaveTextContent('3');
    expect(
      within(objective).getByText('Greedy stable (for comparison)').closest('tr'),
    ).toHaveTextContent('Greedy stable (for comparison)2958198,000');
    expect(
      screen.getByRole('table', { name: 'Time per phase (1.25 sec in all)' }),
    ).toBeInTheDocument();
  });

  it('publishes after a confirmation that says how many people are notified', async () => {
    fakeServer.on('POST', `${calculationPath(finished)}/publish`, () =>
      jsonResponse(200, { ...finished, status: 'published' }),
    );
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this calculation?' });
    expect(
      within(dialog).getByText(
        '60 people in 30 matches will see their match and be notified in the app and by e-mail. People who paused or left since are left out. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `${calculationPath(finished)}/publish`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Publish and notify' }));
    expect(
      await screen.findByText(
        'The calculation has been published; the people matched are being notified',
      ),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `${calculationPath(finished)}/publish`)).toHaveLength(1);
  });

  it('keeps the API’s refusal to publish in the dialog, in the reader’s language', async () => {
    fakeServer.on('POST', `${calculationPath(finished)}/publish`, () =>
      conflictResponse('A calculation of this round has been published already', 'round_published'),
    );
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`, 'tr');
    await user.click(await screen.findByRole('button', { name: 'Yayımla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bu hesaplama yayımlansın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yayımla ve bildir' }));
    expect(
      await within(dialog).findByText('Bu turun bir hesaplaması zaten yayımlandı.'),
    ).toBeInTheDocument();
  });

  it('offers no Publish for a calculation that is not certified', async () => {
    fakeServer.on('GET', calculationPath(finished), () =>
      jsonResponse(200, { ...finished, certified: false }),
    );
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    expect(await screen.findByText('✗ Not certified')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This calculation is not certified optimal, so it cannot be published here. Run it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('runs the calculation again and opens the new one', async () => {
    const again: MatchCalculation = {
      ...running,
      calculation_id: '9c8b7a60-0000-4000-8000-000000000003',
      status: 'queued',
      phase: null,
      progress: 0,
    };
    fakeServer.on('POST', `${calculationPath(finished)}/rerun`, () => jsonResponse(202, again));
    fakeServer.on('GET', calculationPath(again), () => jsonResponse(200, again));
    const { router } = renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        `/admin/matching/calculations/${again.calculation_id}`,
      );
    });
    expect(await screen.findByText('Waiting to start…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel calculation' })).toBeInTheDocument();
  });

  it('downloads the pairs as CSV under the name the API gives', async () => {
    fakeServer.on(
      'GET',
      `${calculationPath(finished)}/pairs.csv`,
      () =>
        new Response('person_a,person_b,score,satisfaction_ab,satisfaction_ba,matched\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="autumn-friends-pairs.csv"',
          },
        }),
    );
    // Spies, which the next file's setup restores: a fake DOM's URL may lack both functions.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pairs');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    await user.click(await screen.findByRole('button', { name: 'Download pairs CSV' }));
    await waitFor(() => {
      expect(downloads).toEqual(['autumn-friends-pairs.csv']);
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says so when the id is not a calculation id', async () => {
    renderAt('/admin/matching/calculations/not-an-id');
    expect(
      await screen.findByText('This calculation does not exist. The link may be wrong.'),
    ).toBeInTheDocument();
    expect(
      fakeServer.calls.filter((call) => call.path.startsWith('admin/matching/calculations')),
    ).toHaveLength(0);
  });
});
