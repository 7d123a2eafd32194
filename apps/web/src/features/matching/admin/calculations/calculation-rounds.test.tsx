import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MatchRoundAdmin } from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse } from '../../../../test/render-feature';
import {
  bundleId,
  campusQuestion,
  draftRound,
  finished,
  lastCall,
  openRound,
  renderAt,
  serveRoundsAndCalculations,
  valuesQuestion,
} from './test-support';
import { setUpMatchingTests } from '../../test-session';

const { user } = setUpMatchingTests(serveRoundsAndCalculations);

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
});
