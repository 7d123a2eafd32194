import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  conflictResponse,
  fakeServer,
  jsonResponse,
  problemResponse,
} from '../../../../test/render-feature';
import { autumn, ayse, pageOf } from '../test-fixtures';
import {
  lastListCall,
  listPath,
  mehmet,
  preview,
  proposed,
  renderAt,
  revoked,
  serveMatches,
} from './test-support';
import { setUpMatchingTests } from '../../test-session';

const { user, choose } = setUpMatchingTests(serveMatches);

describe('MatchAdminListPage', () => {
  it('lists the matches: both aliases, round, score, status, forced flag and publication', async () => {
    renderAt('/admin/matching/matches');
    const table = await screen.findByRole('table', { name: 'Matches (2)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] ?? table);
    expect(first.getByRole('link', { name: 'Moonlight & Comet' })).toHaveAttribute(
      'href',
      `/admin/matching/matches/${proposed.match_id}`,
    );
    expect(first.getByText('Ayşe Yılmaz, Mehmet Öztürk')).toBeVisible();
    expect(await first.findByText('Autumn friends')).toBeVisible();
    expect(first.getByText('87%')).toBeVisible();
    expect(first.getByText('Proposed')).toBeVisible();
    expect(first.getByText('Forced')).toBeVisible();
    expect(first.getByText('Not published')).toBeVisible();
    const second = within(rows[2] ?? table);
    expect(second.getByText('64%')).toBeVisible();
    expect(second.getByText('Revoked')).toBeVisible();
    expect(second.getByText('No')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add match' })).toHaveAttribute(
      'href',
      '/admin/matching/matches/add',
    );
    expect(screen.getByRole('navigation', { name: 'Matching sections' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads its filters from the address and sends them', async () => {
    renderAt(
      `/admin/matching/matches?round_id=${autumn.round_id}&status=revoked&calculation_id=${revoked.calculation_id ?? ''}`,
    );
    await screen.findByRole('table');
    const search = lastListCall()?.search;
    expect(search?.get('round_id')).toBe(autumn.round_id);
    expect(search?.get('status')).toBe('revoked');
    expect(search?.get('calculation_id')).toBe(revoked.calculation_id);
  });

  it('writes the status, round and person filters to the address and the query', async () => {
    const { router } = renderAt('/admin/matching/matches?page=2');
    await screen.findByRole('table');
    await choose(/^Status/, 'Published');
    await waitFor(() => {
      expect(lastListCall()?.search.get('status')).toBe('published');
    });
    expect(router.state.location.search).toBe('?status=published');

    await choose(/^Round/, 'Autumn friends · Open');
    await waitFor(() => {
      expect(lastListCall()?.search.get('round_id')).toBe(autumn.round_id);
    });
    expect(new URLSearchParams(router.state.location.search).get('round_id')).toBe(autumn.round_id);

    expect(fakeServer.callsTo('GET', 'admin/matching/users')).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: /^Person/ }), 'mehmet');
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'admin/matching/users').at(-1)?.search.get('q')).toBe(
        'mehmet',
      );
    });
    expect(fakeServer.callsTo('GET', 'admin/matching/users').at(-1)?.search.get('round_id')).toBe(
      autumn.round_id,
    );
    await user.click(await screen.findByRole('option', { name: 'Comet — Mehmet Öztürk' }));
    await waitFor(() => {
      expect(lastListCall()?.search.get('user_id')).toBe(mehmet.user_id);
    });
    expect(new URLSearchParams(router.state.location.search).get('user_id')).toBe(mehmet.user_id);
  });

  it('clears the calculation filter', async () => {
    const { router } = renderAt(
      `/admin/matching/matches?calculation_id=${revoked.calculation_id ?? ''}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Clear the calculation filter' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(lastListCall()?.search.has('calculation_id')).toBe(false);
  });

  it('says when no match fits the filters', async () => {
    fakeServer.on('GET', listPath, () => jsonResponse(200, pageOf([])));
    renderAt('/admin/matching/matches?status=expired');
    expect(await screen.findByText('No match fits these filters')).toBeVisible();
  });

  it('shows a failed read with a retry', async () => {
    fakeServer.on('GET', listPath, () => problemResponse(500, 'Broken'));
    renderAt('/admin/matching/matches');
    expect(await screen.findByText('The matches could not be loaded')).toBeVisible();
    fakeServer.on('GET', listPath, () => jsonResponse(200, pageOf([proposed])));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Matches (1)' })).toBeVisible();
  });

  it('speaks Turkish', async () => {
    renderAt('/admin/matching/matches', 'tr');
    const table = await screen.findByRole('table', { name: 'Eşleşmeler (2)' });
    expect(within(table).getByText('%87')).toBeVisible();
    expect(within(table).getByText('Önerildi')).toBeVisible();
    expect(within(table).getByText('Geri alındı')).toBeVisible();
    expect(await within(table).findAllByText('Sonbahar arkadaşları')).toHaveLength(2);
  });
});

async function chooseBoth() {
  await choose(/^Round/, 'Autumn friends · Open');
  await choose(/^First person/, 'Moonlight — Ayşe Yılmaz');
  await choose(/^Second person/, 'Comet — Mehmet Öztürk');
}

describe('MatchAdminAddPage', () => {
  it('shows the live score and explanation, then sends the match', async () => {
    fakeServer.on('POST', listPath, () => jsonResponse(201, proposed));
    const { router } = renderAt('/admin/matching/matches/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a match' })).toBeVisible();
    await chooseBoth();

    const card = within(await screen.findByRole('region', { name: 'Live score' }));
    expect(await card.findByText('72%')).toBeVisible();
    expect(card.getByText('Moonlight: Night owl · Comet: Night owl')).toBeVisible();
    expect(card.getByText('Moonlight: Tea · Comet: no answer')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/matching/pairs/preview').at(-1)?.body).toEqual({
      round_id: autumn.round_id,
      user_a: ayse.user_id,
      user_b: mehmet.user_id,
      lang: 'en',
    });
    const participantsCall = fakeServer.callsTo('GET', 'admin/matching/users').at(-1);
    expect(participantsCall?.search.get('round_id')).toBe(autumn.round_id);
    expect(participantsCall?.search.get('status')).toBe('active');

    await user.type(screen.getByRole('textbox', { name: /^Rationale/ }), 'Chess club');
    await user.click(screen.getByRole('button', { name: 'Add match' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/matching/matches/${proposed.match_id}`);
    });
    expect(fakeServer.callsTo('POST', listPath)[0]?.body).toEqual({
      round_id: autumn.round_id,
      user_a: ayse.user_id,
      user_b: mehmet.user_id,
      rationale: 'Chess club',
      note: null,
    });
    expect(await screen.findByText('The match was added as proposed')).toBeVisible();
  });

  it('asks for the round and both people before sending', async () => {
    renderAt('/admin/matching/matches/add');
    await user.click(await screen.findByRole('button', { name: 'Add match' }));
    expect(await screen.findByText('Please check the form for errors')).toBeVisible();
    expect(screen.getByText('Round is required')).toBeVisible();
    expect(screen.getByText('First person is required')).toBeVisible();
    expect(screen.getByText('Second person is required')).toBeVisible();
    expect(fakeServer.callsTo('POST', listPath)).toHaveLength(0);
  });

  it('warns about an open match either person already has in the round', async () => {
    fakeServer.on('GET', listPath, (call) =>
      jsonResponse(
        200,
        pageOf(call.search.get('user_id') === ayse.user_id ? [proposed, revoked] : []),
      ),
    );
    renderAt('/admin/matching/matches/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a match' });
    await chooseBoth();
    expect(
      await screen.findByText('Moonlight already has an open match in this round:'),
    ).toBeVisible();
    expect(screen.queryByText(/^Comet already has/)).toBeNull();
  });

  it('refuses a pair the preview shows cannot be matched, without sending it', async () => {
    fakeServer.on('POST', 'admin/matching/pairs/preview', () =>
      jsonResponse(200, { ...preview, blocked: true, score: null }),
    );
    renderAt('/admin/matching/matches/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a match' });
    await chooseBoth();
    expect(await screen.findByText('One of them blocked the other.')).toBeVisible();
    expect(
      screen.getByText('No score: a filter fails, so a calculation would never pair them.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add match' }));
    expect(await screen.findByText(/^These two people cannot be matched/)).toBeVisible();
    expect(fakeServer.callsTo('POST', listPath)).toHaveLength(0);
  });

  it("shows the API's field problem at the field and its conflict in the reader's language", async () => {
    fakeServer.on('POST', listPath, () =>
      problemResponse(400, 'Both people must be participants of the round', [
        {
          field: 'body.user_b',
          message: 'Both people must be participants of the round',
          params: { rule: 'not_in_round' },
        },
      ]),
    );
    renderAt('/admin/matching/matches/add', 'tr');
    await screen.findByRole('heading', { level: 1, name: 'Eşleşme ekle' });
    await choose(/^Tur/, 'Sonbahar arkadaşları · Açık');
    await choose(/^Birinci kişi/, 'Moonlight — Ayşe Yılmaz');
    await choose(/^İkinci kişi/, 'Comet — Mehmet Öztürk');
    await screen.findByText('%72');
    expect(fakeServer.callsTo('POST', 'admin/matching/pairs/preview').at(-1)?.body).toMatchObject({
      lang: 'tr',
    });
    await user.click(screen.getByRole('button', { name: 'Eşleşme ekle' }));
    expect(await screen.findAllByText('Bu kişi turun katılımcısı değil')).toHaveLength(2);

    fakeServer.on('POST', listPath, () =>
      conflictResponse('Both people must be active participants', 'not_active'),
    );
    await user.click(screen.getByRole('button', { name: 'Eşleşme ekle' }));
    expect(await screen.findByText(/^İki kişi de turun etkin katılımcısı olmalı/)).toBeVisible();
  });

  it('says in the reader language that one of them already has an open match', async () => {
    fakeServer.on('POST', listPath, () =>
      conflictResponse('One of them has an open match in this round already', 'open_match_limit', {
        count: 1,
      }),
    );
    renderAt('/admin/matching/matches/add', 'tr');
    await screen.findByRole('heading', { level: 1, name: 'Eşleşme ekle' });
    await choose(/^Tur/, 'Sonbahar arkadaşları · Açık');
    await choose(/^Birinci kişi/, 'Moonlight — Ayşe Yılmaz');
    await choose(/^İkinci kişi/, 'Comet — Mehmet Öztürk');
    await screen.findByText('%72');
    await user.click(screen.getByRole('button', { name: 'Eşleşme ekle' }));
    expect(
      await screen.findByText(
        /^İkisinden biri bu turda zaten açık bir eşleşmeye sahip ve birebir turda/,
      ),
    ).toBeVisible();
    expect(fakeServer.callsTo('POST', listPath)).toHaveLength(1);
  });
});
