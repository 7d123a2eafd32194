import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MyMatch } from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse } from '../../test/render-feature';
import { waitingMatch } from './test-rounds';
import { renderMatchesPage, serveMatchesPage, setUpMatchingTests } from './test-session';

const current: MyMatch = {
  ...waitingMatch,
  score_percent: 87,
  forced: true,
  rationale: 'You both asked for a chess partner',
  explanation: {
    agree: [
      {
        question_id: '3a2b3c4d-0000-4000-8000-000000000001',
        question: 'Early bird or night owl?',
        similarity_percent: 100,
        answer_a: 'Night owl',
        answer_b: 'Night owl',
      },
    ],
    differ: [
      {
        question_id: '3a2b3c4d-0000-4000-8000-000000000002',
        question: 'Tea or coffee?',
        similarity_percent: 0,
        answer_a: 'Tea',
        answer_b: 'Coffee',
      },
    ],
  },
};

const earlier: MyMatch = {
  ...current,
  match_id: '2a2b3c4d-0000-4000-8000-000000000002',
  round_id: '1a2b3c4d-0000-4000-8000-000000000009',
  round_title: 'Spring study buddies',
  purpose: 'study_buddy',
  status: 'accepted',
  forced: false,
  rationale: null,
  my_response: 'accepted',
  partner_accepted: true,
  can_respond: false,
  partner: { alias: 'Comet', facts: {} },
  contact: { name: 'Ece Yılmaz', email: 'ece@example.edu' },
};

const pageOf = (items: MyMatch[]) => ({ items, page: 1, page_size: 100, total: items.length });

const { user } = setUpMatchingTests(() => {
  serveMatchesPage({ mine: [current, earlier] });
});

describe('My matches', () => {
  it('shows the card: alias, score, agreements and differences with both answers, rationale, deadline', async () => {
    renderMatchesPage();
    const card = within(await screen.findByRole('article', { name: 'Moonlight' }));
    expect(fakeServer.callsTo('GET', 'matches/mine')[0]?.search.get('lang')).toBe('en');
    expect(card.getByText('87% match')).toBeVisible();
    expect(card.getByText('You agree on')).toBeVisible();
    expect(card.getByText('Early bird or night owl?')).toBeVisible();
    expect(card.getByText('You: Night owl · Moonlight: Night owl')).toBeVisible();
    expect(card.getByText('You differ on')).toBeVisible();
    expect(card.getByText('You: Tea · Moonlight: Coffee')).toBeVisible();
    expect(card.getByText('Why you were paired: You both asked for a chess partner')).toBeVisible();
    expect(card.getByText(/^Answer by/)).toBeVisible();
    expect(card.queryByText(/ece@example.edu/)).toBeNull();
  });

  it('lists earlier rounds, with the contact and a reminder only when both accepted', async () => {
    renderMatchesPage();
    expect(await screen.findByRole('heading', { name: 'Earlier rounds' })).toBeVisible();
    const card = within(screen.getByRole('article', { name: 'Comet' }));
    expect(card.getByText('Ece Yılmaz · ece@example.edu')).toBeVisible();
    expect(card.getByText(/choose somewhere public/)).toBeVisible();
    expect(card.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('accepts at once', async () => {
    fakeServer.on('POST', `matches/mine/${current.match_id}/accept`, () =>
      jsonResponse(200, { ...current, my_response: 'accepted', can_respond: false }),
    );
    renderMatchesPage();
    const card = within(await screen.findByRole('article', { name: 'Moonlight' }));
    await user.click(card.getByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', `matches/mine/${current.match_id}/accept`)).toHaveLength(1);
    });
    expect(
      fakeServer.callsTo('POST', `matches/mine/${current.match_id}/accept`)[0]?.search.get('lang'),
    ).toBe('en');
    expect(await screen.findByText('You accepted the match')).toBeVisible();
  });

  it('declines only after asking', async () => {
    const path = `matches/mine/${current.match_id}/decline`;
    fakeServer.on('POST', path, () =>
      jsonResponse(200, { ...current, status: 'declined', my_response: 'declined' }),
    );
    renderMatchesPage();
    const card = within(await screen.findByRole('article', { name: 'Moonlight' }));
    await user.click(card.getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this match?' }));
    expect(fakeServer.callsTo('POST', path)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', path)).toHaveLength(1);
    });
    expect(await screen.findByText('You declined the match')).toBeVisible();
  });

  it('shows an empty state', async () => {
    fakeServer.on('GET', 'matches/mine', () => jsonResponse(200, pageOf([])));
    renderMatchesPage();
    expect(await screen.findByText(/No match yet/)).toBeVisible();
  });

  it('shows a failure to load with a retry', async () => {
    fakeServer.on('GET', 'matches/mine', () => problemResponse(500, 'Broken'));
    renderMatchesPage();
    expect(await screen.findByText('Your matches could not be loaded')).toBeVisible();
  });

  it('speaks Turkish and asks for Turkish answers', async () => {
    renderMatchesPage('tr');
    const card = within(await screen.findByRole('article', { name: 'Moonlight' }));
    expect(card.getByText('%87 uyum')).toBeVisible();
    expect(card.getByRole('button', { name: 'Kabul et' })).toBeVisible();
    expect(fakeServer.callsTo('GET', 'matches/mine')[0]?.search.get('lang')).toBe('tr');
  });
});
