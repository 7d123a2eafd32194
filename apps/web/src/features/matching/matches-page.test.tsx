import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MyMatchRound, MyMatchRounds } from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse } from '../../test/render-feature';
import { activeParticipation, openRound, roundProgress } from './test-rounds';
import { renderMatchesPage, serveMatchesPage, setUpMatchingTests } from './test-session';

const friendship = openRound;

const dating: MyMatchRound = {
  ...friendship,
  round_id: '1a2b3c4d-0000-4000-8000-000000000002',
  title_en: 'Winter dates',
  title_tr: 'Kış buluşmaları',
  purpose: 'dating',
  pool_size: 12,
};

const participation = activeParticipation;
const progress = roundProgress;

function roundsOf(items: MyMatchRound[], datingEnabled = false): MyMatchRounds {
  return { dating_enabled: datingEnabled, consent_version: 3, dating_consent_version: 2, items };
}

const { user } = setUpMatchingTests(() => {
  serveMatchesPage({ rounds: roundsOf([friendship]) });
});

describe('MatchesPage: rounds and opting in', () => {
  it('says what matching is and lists the open rounds with purpose and pool size', async () => {
    renderMatchesPage();
    expect(screen.getByRole('heading', { name: 'Matches', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/introduces you to one other student/)).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Autumn friends' }));
    expect(card.getByText('Friendship')).toBeInTheDocument();
    expect(card.getByText('61 people taking part')).toBeInTheDocument();
    expect(card.getByText(/I agree that CampusHub uses my answers/)).toBeInTheDocument();
  });

  it('shows an empty state when no round is open', async () => {
    fakeServer.on('GET', 'matches/rounds', () => jsonResponse(200, roundsOf([])));
    renderMatchesPage();
    expect(await screen.findByText('No round is open right now. Come back later.')).toBeVisible();
  });

  it('shows the failure with a retry', async () => {
    fakeServer.on('GET', 'matches/rounds', () => problemResponse(500, 'Broken'));
    renderMatchesPage();
    expect(await screen.findByText('The matching rounds could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('opts in only with the purpose confirmed and the consent accepted, sending its version', async () => {
    fakeServer.on('POST', `matches/rounds/${friendship.round_id}/participation`, () =>
      jsonResponse(201, participation),
    );
    renderMatchesPage();
    const form = within(await screen.findByRole('form', { name: 'Take part: Autumn friends' }));
    await user.click(form.getByRole('button', { name: 'Opt in' }));
    expect(await form.findByText('Please accept the consent text to take part')).toBeVisible();
    expect(form.getByText('Purpose is required')).toBeVisible();
    expect(fakeServer.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(form.getByRole('checkbox', { name: 'I want to be matched for: Friendship' }));
    await user.type(form.getByLabelText(/^Alias/), 'Sunny');
    await user.click(
      form.getByRole('checkbox', { name: 'I have read and accept the consent text' }),
    );
    await user.click(form.getByRole('button', { name: 'Opt in' }));
    await waitFor(() => {
      expect(
        fakeServer.callsTo('POST', `matches/rounds/${friendship.round_id}/participation`),
      ).toHaveLength(1);
    });
    expect(
      fakeServer.callsTo('POST', `matches/rounds/${friendship.round_id}/participation`)[0]?.body,
    ).toEqual({
      purpose: 'friendship',
      consent_version: 3,
      dating_consent_version: null,
      alias: 'Sunny',
    });
    expect(await screen.findByText('You are taking part in Autumn friends')).toBeVisible();
  });

  it('asks a dating round for its own consent and sends its version', async () => {
    fakeServer.on('GET', 'matches/rounds', () => jsonResponse(200, roundsOf([dating], true)));
    fakeServer.on('POST', `matches/rounds/${dating.round_id}/participation`, () =>
      jsonResponse(201, { ...participation, dating_consent: true }),
    );
    renderMatchesPage();
    const form = within(await screen.findByRole('form', { name: 'Take part: Winter dates' }));
    await user.click(form.getByRole('checkbox', { name: 'I want to be matched for: Dating' }));
    await user.click(
      form.getByRole('checkbox', { name: 'I have read and accept the consent text' }),
    );
    await user.click(form.getByRole('button', { name: 'Opt in' }));
    expect(await form.findByText('Dating needs its own explicit consent')).toBeVisible();
    await user.click(form.getByRole('checkbox', { name: 'I give my explicit consent for dating' }));
    await user.click(form.getByRole('button', { name: 'Opt in' }));
    await waitFor(() => {
      expect(
        fakeServer.callsTo('POST', `matches/rounds/${dating.round_id}/participation`)[0]?.body,
      ).toEqual({ purpose: 'dating', consent_version: 3, dating_consent_version: 2, alias: null });
    });
  });

  it('shows the Turkish texts in Turkish', async () => {
    renderMatchesPage('tr');
    expect(screen.getByRole('heading', { name: 'Eşleşmeler', level: 1 })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Sonbahar arkadaşları' }));
    expect(card.getByText('Arkadaşlık')).toBeInTheDocument();
    expect(card.getByText('61 kişi katılıyor')).toBeInTheDocument();
  });
});

describe('MatchesPage: progress, pause and leave', () => {
  const path = `matches/rounds/${friendship.round_id}/participation`;
  beforeEach(() => {
    fakeServer.on('GET', 'matches/rounds', () =>
      jsonResponse(200, roundsOf([{ ...friendship, participation }])),
    );
    fakeServer.on('GET', `matches/rounds/${friendship.round_id}/progress`, () =>
      jsonResponse(200, progress),
    );
  });

  it('shows the physical record and the bundle with a link to answer it', async () => {
    renderMatchesPage();
    const card = within(await screen.findByRole('article', { name: 'Autumn friends' }));
    expect(await card.findByText(/Physical record not filled yet/)).toBeVisible();
    expect(card.getByText(/Questions answered: 10 of 20/)).toBeVisible();
    expect(card.getByText('Your alias: Sunny')).toBeVisible();
    expect(card.getByText('Finish the steps above to be in the next calculation.')).toBeVisible();
    await user.click(card.getByRole('link', { name: 'Answer the questions' }));
    expect(await screen.findByText('The bundle')).toBeVisible();
  });

  it('pauses at once, and leaves only after asking', async () => {
    fakeServer.on('PATCH', path, (call) =>
      jsonResponse(200, { ...participation, ...(call.body as object) }),
    );
    renderMatchesPage();
    const card = within(await screen.findByRole('article', { name: 'Autumn friends' }));
    await user.click(await card.findByRole('button', { name: 'Pause' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PATCH', path)[0]?.body).toEqual({ status: 'paused' });
    });

    await user.click(card.getByRole('button', { name: 'Leave the round' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave this round?' }));
    expect(dialog.getByText(/is final/)).toBeVisible();
    expect(fakeServer.callsTo('PATCH', path)).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Leave' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PATCH', path)[1]?.body).toEqual({ status: 'left' });
    });
    expect(await screen.findByText('You left the round')).toBeVisible();
  });
});
