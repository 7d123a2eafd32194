import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MatchBlock } from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse } from '../../test/render-feature';
import { waitingMatch } from './test-rounds';
import { renderMatchesPage, serveMatchesPage, setUpMatchingTests } from './test-session';

const block: MatchBlock = {
  block_id: '4a2b3c4d-0000-4000-8000-000000000001',
  kind: 'email',
  label: 'e***@example.edu',
  created_at: '2026-11-02T09:00:00.000Z',
};

const match = waitingMatch;

const { user } = setUpMatchingTests(() => {
  serveMatchesPage({ mine: [match], blocks: [block] });
});

describe('Blocks', () => {
  it('lists my blocks and removes one', async () => {
    fakeServer.on(
      'DELETE',
      `matches/blocks/${block.block_id}`,
      () => new Response(null, { status: 204 }),
    );
    renderMatchesPage();
    const section = within(await screen.findByRole('region', { name: 'Blocked people' }));
    expect(await section.findByText('e***@example.edu')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Remove the block on e***@example.edu' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('DELETE', `matches/blocks/${block.block_id}`)).toHaveLength(1);
    });
    expect(await screen.findByText('Block removed')).toBeVisible();
  });

  it('blocks an e-mail address, checking it first', async () => {
    fakeServer.on('GET', 'matches/blocks', () => jsonResponse(200, { items: [] }));
    fakeServer.on('POST', 'matches/blocks', () => jsonResponse(201, block));
    renderMatchesPage();
    const section = within(await screen.findByRole('region', { name: 'Blocked people' }));
    expect(await section.findByText('You have not blocked anyone.')).toBeVisible();
    const form = within(section.getByRole('form', { name: 'Block' }));
    await user.type(form.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Block' }));
    expect(await form.findByText('please enter a valid email address')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'matches/blocks')).toHaveLength(0);
    await user.clear(form.getByLabelText('E-mail address'));
    await user.type(form.getByLabelText('E-mail address'), 'ex@example.edu');
    await user.click(form.getByRole('button', { name: 'Block' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', 'matches/blocks')[0]?.body).toEqual({
        email: 'ex@example.edu',
      });
    });
    expect(await screen.findByText('Blocked')).toBeVisible();
  });

  it('shows a failure to load the blocks', async () => {
    fakeServer.on('GET', 'matches/blocks', () => problemResponse(500, 'Broken'));
    renderMatchesPage();
    expect(await screen.findByText('Your blocks could not be loaded')).toBeVisible();
  });
});

describe('Reporting a match', () => {
  it('asks for a reason, then reports', async () => {
    const path = `matches/mine/${match.match_id}/report`;
    fakeServer.on('POST', path, () => new Response(null, { status: 204 }));
    renderMatchesPage();
    const card = within(await screen.findByRole('article', { name: 'Moonlight' }));
    await user.click(card.getByRole('button', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this match' }));
    await user.click(dialog.getByRole('button', { name: 'Report' }));
    expect(await dialog.findByText('What happened is required')).toBeVisible();
    expect(fakeServer.callsTo('POST', path)).toHaveLength(0);
    await user.type(dialog.getByLabelText(/What happened/), 'Rude messages');
    await user.click(dialog.getByRole('button', { name: 'Report' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', path)[0]?.body).toEqual({ reason: 'Rude messages' });
    });
    expect(
      await screen.findByText('Thank you. The match is revoked and the person blocked.'),
    ).toBeVisible();
  });
});
