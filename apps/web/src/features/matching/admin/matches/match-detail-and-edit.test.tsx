import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  conflictResponse,
  fakeServer,
  jsonResponse,
  problemResponse,
} from '../../../../test/render-feature';
import { listPath, mehmet, proposed, renderAt, revoked, serveMatches } from './test-support';
import { setUpMatchingTests } from '../../test-session';

const { user } = setUpMatchingTests(serveMatches);

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
