import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, jsonResponse, problemResponse } from '../../../../test/render-feature';
import { autumn, ayse, candidatePair, mehmet, pageOf } from '../test-fixtures';
import { forcedDetail, lastCall, renderAt, servePairs } from './test-support';
import { setUpMatchingTests } from '../../test-session';

const { user, choose } = setUpMatchingTests(servePairs);

describe('PairListPage', () => {
  it('lists the pairs with both people, kind, score and source', async () => {
    renderAt('/admin/matching/pairs');
    const table = await screen.findByRole('table', { name: '2 pairs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pairs' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add pair' })).toHaveAttribute(
      'href',
      '/admin/matching/pairs/add',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const candidate = within(rows[1] ?? table);
    expect(candidate.getByRole('link', { name: 'Pair #41' })).toHaveAttribute(
      'href',
      '/admin/matching/pairs/41',
    );
    expect(candidate.getByText('Moonlight (Ayşe Yılmaz)')).toBeVisible();
    expect(candidate.getByText('Comet (Mehmet Öztürk)')).toBeVisible();
    expect(await candidate.findByText('Autumn friends')).toBeVisible();
    expect(candidate.getByText('Candidate')).toBeVisible();
    expect(candidate.getByText('87.35% (8,735 of 10,000)')).toBeVisible();
    expect(candidate.getByRole('link', { name: 'A calculation' })).toHaveAttribute(
      'href',
      `/admin/matching/calculations/${candidatePair.calculation_id ?? ''}`,
    );
    const forced = within(rows[2] ?? table);
    expect(forced.getByText('Forced')).toBeVisible();
    expect(forced.getByText('60% (6,000 of 10,000)')).toBeVisible();
    expect(forced.getByText('Added by an admin')).toBeVisible();
  });

  it('puts the round, kind and minimum score into the address and the query', async () => {
    const { router } = renderAt('/admin/matching/pairs');
    await screen.findByRole('table');
    await choose(/^Round/, 'Autumn friends · Open');
    await choose(/^Kind/, 'Forced');
    await user.type(screen.getByRole('textbox', { name: /^Minimum score/ }), '50');

    await waitFor(() => {
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        round_id: autumn.round_id,
        kind: 'forced',
        min_score: '5000',
      });
    });
    await waitFor(() => {
      expect(Object.fromEntries(lastCall('GET', 'admin/matching/pairs')?.search ?? [])).toEqual({
        round_id: autumn.round_id,
        kind: 'forced',
        min_score: '5000',
        page: '1',
        page_size: '25',
      });
    });
  });

  it('filters by a person chosen among the round’s participants', async () => {
    const { router } = renderAt(`/admin/matching/pairs?round_id=${autumn.round_id}`);
    await screen.findByRole('table');
    await choose(/^Person/, 'Comet — Mehmet Öztürk (Paused)');
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('user_id')).toBe(mehmet.user_id);
    });
    expect(lastCall('GET', 'admin/matching/users')?.search.get('round_id')).toBe(autumn.round_id);
    await waitFor(() => {
      expect(lastCall('GET', 'admin/matching/pairs')?.search.get('user_id')).toBe(mehmet.user_id);
    });
  });

  it('names the person of a link from the listed pairs', async () => {
    renderAt(`/admin/matching/pairs?user_id=${ayse.user_id}`);
    await screen.findByRole('table');
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: /^Person/ })).toHaveValue(
        'Moonlight — Ayşe Yılmaz',
      );
    });
    expect(lastCall('GET', 'admin/matching/pairs')?.search.get('user_id')).toBe(ayse.user_id);
    // The chosen person's label is never sent as a search, also once the list is opened.
    await user.click(screen.getByRole('combobox', { name: /^Person/ }));
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'admin/matching/users')).not.toHaveLength(0);
    });
    const searches = fakeServer
      .callsTo('GET', 'admin/matching/users')
      .map((call) => call.search.get('q'));
    expect(new Set(searches)).toEqual(new Set([null]));
  });

  it('tells when no pair matches', async () => {
    fakeServer.on('GET', 'admin/matching/pairs', () => jsonResponse(200, pageOf([])));
    renderAt('/admin/matching/pairs?kind=forbidden');
    expect(await screen.findByText('No pair matches')).toBeVisible();
  });
});

describe('PairAddPage', () => {
  async function chooseBoth(second: string) {
    await choose(/^Round/, 'Autumn friends · Open');
    await choose(/^First person/, 'Moonlight — Ayşe Yılmaz');
    await choose(/^Second person/, second);
  }

  it('previews the two people live: score, checks and explanation', async () => {
    renderAt('/admin/matching/pairs/add');
    expect(await screen.findByText(/Choose a round and two of its participants/)).toBeVisible();
    await chooseBoth('Comet — Mehmet Öztürk (Paused)');

    expect(await screen.findByText('87.35% (8,735 of 10,000)')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/matching/pairs/preview')).toHaveLength(1);
    expect(lastCall('POST', 'admin/matching/pairs/preview')?.body).toEqual({
      round_id: autumn.round_id,
      user_a: ayse.user_id,
      user_b: mehmet.user_id,
      lang: 'en',
    });
    expect(screen.getByText('Physical filter fails: age range')).toBeVisible();
    expect(screen.getByText('They were matched in an earlier round')).toBeVisible();
    expect(screen.getByText('Neither blocked the other')).toBeVisible();
    expect(
      screen.getByText(
        'How well Comet — Mehmet Öztürk (Paused) suits the preferences of Moonlight — Ayşe Yılmaz: 90% (9,000 of 10,000)',
      ),
    ).toBeVisible();
    const agree = screen.getByRole('table', { name: 'They agree on' });
    expect(within(agree).getByText('Early bird or night owl?')).toBeVisible();
    expect(within(agree).getAllByText('Night owl')).toHaveLength(2);
    const differ = screen.getByRole('table', { name: 'They differ on' });
    expect(within(differ).getByText('Tea')).toBeVisible();
    expect(within(differ).getByText('No answer')).toBeVisible();
  });

  it('adds a forced pair only with its rationale', async () => {
    fakeServer.on('POST', 'admin/matching/pairs', () => jsonResponse(201, forcedDetail));
    const { router } = renderAt('/admin/matching/pairs/add');
    await screen.findByRole('combobox', { name: /^Round/ });
    await chooseBoth('Comet — Mehmet Öztürk (Paused)');
    await user.click(screen.getByRole('radio', { name: 'Forced' }));
    await user.click(screen.getByRole('button', { name: 'Add pair' }));
    expect(
      await screen.findByText('A forced pair needs a rationale, which both people will see'),
    ).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/matching/pairs')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: /^Rationale/ }));
    await user.paste('Both asked for a chess partner');
    await user.click(screen.getByRole('button', { name: 'Add pair' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/matching/pairs/42');
    });
    expect(fakeServer.callsTo('POST', 'admin/matching/pairs')[0]?.body).toEqual({
      round_id: autumn.round_id,
      user_a: ayse.user_id,
      user_b: mehmet.user_id,
      kind: 'forced',
      rationale: 'Both asked for a chess partner',
    });
    expect(await screen.findByText('The pair has been added')).toBeVisible();
  });

  it('shows the refusal of one person with themselves, in the preview and on saving', async () => {
    const samePerson = () =>
      problemResponse(400, 'A pair needs two different people', [
        {
          field: 'body.user_b',
          message: 'A pair needs two different people',
          params: { rule: 'same_person' },
        },
      ]);
    fakeServer.on('POST', 'admin/matching/pairs/preview', samePerson);
    fakeServer.on('POST', 'admin/matching/pairs', samePerson);
    renderAt('/admin/matching/pairs/add');
    await screen.findByRole('combobox', { name: /^Round/ });
    await chooseBoth('Moonlight — Ayşe Yılmaz');

    const alert = await screen.findByRole('alert', { name: 'No preview for these two' });
    expect(within(alert).getByText('A pair needs two different people')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Second person/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(lastCall('POST', 'admin/matching/pairs/preview')?.body).toEqual({
      round_id: autumn.round_id,
      user_a: ayse.user_id,
      user_b: ayse.user_id,
      lang: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Add pair' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', 'admin/matching/pairs')).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', 'admin/matching/pairs')[0]?.body).toEqual({
      round_id: autumn.round_id,
      user_a: ayse.user_id,
      user_b: ayse.user_id,
      kind: 'forbidden',
      rationale: null,
    });
    expect(await screen.findAllByText('A pair needs two different people')).toHaveLength(3);
  });

  it('asks for the round and both people before saving', async () => {
    renderAt('/admin/matching/pairs/add');
    await user.click(await screen.findByRole('button', { name: 'Add pair' }));
    expect(await screen.findByText('Round is required')).toBeVisible();
    expect(screen.getByText('First person is required')).toBeVisible();
    expect(screen.getByText('Second person is required')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/matching/pairs')).toHaveLength(0);
    expect(fakeServer.callsTo('POST', 'admin/matching/pairs/preview')).toHaveLength(0);
  });
});
