import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { MatchAdminDetail, MatchPairPreview, MatchParticipantAdmin } from '@campus/contracts';
import { setSignedIn, setSignedOut } from '../../../../lib/auth-store';
import type { Locale } from '../../../../lib/i18n';
import {
  conflictResponse,
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
} from '../../../../test/render-feature';
import {
  MatchAdminAddPage,
  MatchAdminDetailPage,
  MatchAdminEditPage,
  MatchAdminListPage,
} from './index';
import {
  adminUser,
  autumn,
  ayse,
  explanation,
  memberOf,
  mehmet as pausedMehmet,
  pageOf,
} from '../test-fixtures';

/** Both people active: a new match needs two active participants. */
const mehmet: MatchParticipantAdmin = { ...pausedMehmet, status: 'active' };

const proposed: MatchAdminDetail = {
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

const revoked: MatchAdminDetail = {
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

const preview: MatchPairPreview = {
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

let user: UserEvent;
const listPath = 'admin/matching/matches';

function renderAt(initialEntry: string, language: Locale = 'en') {
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

const lastListCall = () => fakeServer.callsTo('GET', listPath).at(-1);

async function choose(label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  setSignedIn(adminUser);
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
});
afterEach(() => {
  setSignedOut();
});

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

describe('MatchAdminDetailPage', () => {
  it('shows both members with their own answers, who declined, the explanation and the timeline', async () => {
    renderAt(`/admin/matching/matches/${revoked.match_id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moonlight & Comet' }),
    ).toBeVisible();
    const comet = within(screen.getByRole('region', { name: 'Comet' }));
    expect(comet.getByText('Mehmet Öztürk')).toBeVisible();
    expect(comet.getByText('Declined')).toBeVisible();
    expect(comet.getByText('2 of 5')).toBeVisible();
    expect(comet.getByText('Felt pushy')).toBeVisible();
    expect(comet.getByText(/^Reported the match on/)).toBeVisible();
    expect(await comet.findByRole('link', { name: "Open Comet's participation" })).toHaveAttribute(
      'href',
      `/admin/matching/users/${mehmet.participant_id}`,
    );
    expect(fakeServer.callsTo('GET', 'admin/matching/users')).toHaveLength(0);
    const moonlight = within(screen.getByRole('region', { name: 'Moonlight' }));
    expect(moonlight.getByText('Accepted')).toBeVisible();

    const why = within(screen.getByRole('region', { name: 'What they agree and differ on' }));
    expect(why.getByText('Moonlight: Night owl · Comet: Night owl')).toBeVisible();
    expect(why.getByText('100% alike')).toBeVisible();

    const facts = within(screen.getByRole('region', { name: 'Match' }));
    expect(facts.getByText('64%')).toBeVisible();
    expect(facts.getByRole('link', { name: 'Calculation 4a2b3c4d' })).toHaveAttribute(
      'href',
      `/admin/matching/calculations/${revoked.calculation_id ?? ''}`,
    );

    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(
      timeline
        .getAllByText(
          /^(Proposed|Published|Moonlight saw the match|Moonlight accepted|Comet declined|Comet reported the match|Revoked)$/,
        )
        .map((node) => node.textContent),
    ).toEqual([
      'Proposed',
      'Published',
      'Moonlight saw the match',
      'Moonlight accepted',
      'Comet declined',
      'Comet reported the match',
      'Revoked',
    ]);
    expect(timeline.getByText('Reason: Reported for harassment')).toBeVisible();

    // A closed match is neither edited, published nor revoked.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('publishes a proposed match only after asking', async () => {
    const path = `${listPath}/${proposed.match_id}/publish`;
    fakeServer.on('POST', path, () =>
      jsonResponse(200, {
        ...proposed,
        status: 'published',
        published_at: '2026-11-26T09:00:00.000Z',
      }),
    );
    renderAt(`/admin/matching/matches/${proposed.match_id}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/matching/matches/${proposed.match_id}/edit`,
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish this match?' }));
    expect(dialog.getByText(/^Moonlight & Comet will be told at once/)).toBeVisible();
    expect(fakeServer.callsTo('POST', path)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', path)).toHaveLength(1);
    });
    expect(
      await screen.findByText('The match was published; both people are being notified'),
    ).toBeVisible();
  });

  it('shows a refused publication inside the modal', async () => {
    const path = `${listPath}/${proposed.match_id}/publish`;
    fakeServer.on('POST', path, () =>
      conflictResponse('Both people must be active participants', 'not_active'),
    );
    renderAt(`/admin/matching/matches/${proposed.match_id}`);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish this match?' }));
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(
      await dialog.findByText(/^Both people must be active participants of the round/),
    ).toBeVisible();
  });

  it('revokes only with a reason, after asking', async () => {
    const path = `${listPath}/${proposed.match_id}/revoke`;
    fakeServer.on('POST', path, () =>
      jsonResponse(200, { ...proposed, status: 'revoked', revoke_reason: 'Duplicate' }),
    );
    renderAt(`/admin/matching/matches/${proposed.match_id}`);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this match?' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke match' }));
    expect(await dialog.findByText('Reason is required')).toBeVisible();
    expect(fakeServer.callsTo('POST', path)).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), '  Duplicate ');
    await user.click(dialog.getByRole('button', { name: 'Revoke match' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', path)).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', path)[0]?.body).toEqual({ reason: 'Duplicate' });
    expect(await screen.findByText('The match was revoked')).toBeVisible();
  });

  it('asks for the explanation in the reader language', async () => {
    renderAt(`/admin/matching/matches/${proposed.match_id}`, 'tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moonlight ve Comet' }),
    ).toBeVisible();
    expect(
      fakeServer.callsTo('GET', `${listPath}/${proposed.match_id}`)[0]?.search.get('lang'),
    ).toBe('tr');
  });

  it('says so for a wrong id without asking the API', async () => {
    renderAt('/admin/matching/matches/not-a-uuid');
    expect(await screen.findByText(/^This item does not exist/)).toBeVisible();
    expect(fakeServer.callsTo('GET', `${listPath}/not-a-uuid`)).toHaveLength(0);
  });

  it('shows a failed read with a retry', async () => {
    fakeServer.on('GET', `${listPath}/${proposed.match_id}`, () => problemResponse(500, 'Broken'));
    renderAt(`/admin/matching/matches/${proposed.match_id}`);
    expect(await screen.findByText('It could not be loaded')).toBeVisible();
    fakeServer.on('GET', `${listPath}/${proposed.match_id}`, () => jsonResponse(200, proposed));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moonlight & Comet' }),
    ).toBeVisible();
  });
});

describe('MatchAdminEditPage', () => {
  const putPath = `${listPath}/${proposed.match_id}`;

  it('sends the deadline, rationale and note', async () => {
    fakeServer.on('PUT', putPath, () => jsonResponse(200, { ...proposed, note: null }));
    const { router } = renderAt(`/admin/matching/matches/${proposed.match_id}/edit`);
    const note = await screen.findByRole('textbox', { name: /^Admin note/ });
    expect(note).toHaveValue('Checked with the club');
    expect(screen.getByRole('textbox', { name: /^Rationale/ })).toHaveValue(
      'Both asked for a chess partner',
    );
    await user.clear(note);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/matching/matches/${proposed.match_id}`);
    });
    expect(fakeServer.callsTo('PUT', putPath)[0]?.body).toEqual({
      respond_by: proposed.respond_by,
      rationale: 'Both asked for a chess partner',
      note: null,
    });
    expect(await screen.findByText('The match was saved')).toBeVisible();
  });

  it("shows the API's refusal", async () => {
    fakeServer.on('PUT', putPath, () =>
      conflictResponse('A revoked match cannot be changed', 'match_revoked'),
    );
    renderAt(`/admin/matching/matches/${proposed.match_id}/edit`);
    await user.type(await screen.findByRole('textbox', { name: /^Admin note/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This match was revoked, so it cannot be changed.'),
    ).toBeVisible();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderAt(`/admin/matching/matches/${proposed.match_id}/edit`);
    await user.type(await screen.findByRole('textbox', { name: /^Admin note/ }), '!');
    await user.click(screen.getByRole('link', { name: 'Back to the match' }));
    expect(
      await screen.findByText('You have unsaved changes. Are you sure you want to leave?'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(
      `/admin/matching/matches/${proposed.match_id}/edit`,
    );
  });

  it('keeps a closed match read-only', async () => {
    renderAt(`/admin/matching/matches/${revoked.match_id}/edit`);
    expect(
      await screen.findByText('This match is Revoked: a closed match can no longer be changed.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Admin note/ })).toBeDisabled();
  });
});
