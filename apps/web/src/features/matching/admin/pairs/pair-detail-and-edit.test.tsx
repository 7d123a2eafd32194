import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, jsonResponse, problemResponse } from '../../../../test/render-feature';
import { autumn, forcedPair } from '../test-fixtures';
import { forcedDetail, forcedPath, renderAt, servePairs } from './test-support';
import { setUpMatchingTests } from '../../test-session';

const { user } = setUpMatchingTests(servePairs);

describe('PairDetailPage', () => {
  it('shows a manual pair: people, score, explanation, rationale and dates', async () => {
    renderAt('/admin/matching/pairs/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moonlight & Star' }),
    ).toBeVisible();
    expect(fakeServer.callsTo('GET', forcedPath)[0]?.search.get('lang')).toBe('en');
    expect(screen.getByText('60% (6,000 of 10,000)')).toBeVisible();
    expect(screen.getByText('Physical filter fails: age range')).toBeVisible();
    expect(screen.getByText('Both asked for a chess partner')).toBeVisible();
    expect(screen.getByRole('table', { name: 'They agree on' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All pairs of Star' })).toHaveAttribute(
      'href',
      `/admin/matching/pairs?round_id=${autumn.round_id}&user_id=${forcedPair.person_b.user_id}`,
    );
    expect(screen.getByRole('link', { name: 'Open the participation of Star' })).toHaveAttribute(
      'href',
      `/admin/matching/users/${String(forcedPair.person_b.participant_id)}`,
    );
    expect(fakeServer.callsTo('GET', 'admin/matching/users')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/matching/pairs/42/edit',
    );
  });

  it('removes a manual pair only after asking', async () => {
    fakeServer.on('DELETE', forcedPath, () => new Response(null, { status: 204 }));
    const { router } = renderAt('/admin/matching/pairs/42');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this pair?' }));
    expect(
      dialog.getByText(
        'The pair of Moonlight (Ayşe Yılmaz) and Star (Ece Kaya) (Forced) will be removed; the next calculation will treat them like any other two people.',
      ),
    ).toBeVisible();
    expect(fakeServer.callsTo('DELETE', forcedPath)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/matching/pairs');
    });
    expect(fakeServer.callsTo('DELETE', forcedPath)).toHaveLength(1);
    expect(await screen.findByText('The pair has been removed')).toBeVisible();
  });

  it('keeps the refusal of a removal in the dialog', async () => {
    fakeServer.on('DELETE', forcedPath, () =>
      problemResponse(409, 'A calculation’s candidate pair cannot be changed'),
    );
    renderAt('/admin/matching/pairs/42');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this pair?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(
      await dialog.findByText('A calculation’s candidate pair cannot be changed'),
    ).toBeVisible();
  });

  it('offers no Edit or Delete for a calculation’s candidate pair', async () => {
    renderAt('/admin/matching/pairs/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moonlight & Comet' }),
    ).toBeVisible();
    expect(screen.getByText(/This is a calculation's candidate pair/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows a failed load with Retry', async () => {
    fakeServer.on('GET', forcedPath, () => problemResponse(404, 'There is no such pair'));
    renderAt('/admin/matching/pairs/42');
    expect(await screen.findByText('There is no such pair')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('PairEditPage', () => {
  it('turns a forced pair into a forbidden one', async () => {
    fakeServer.on('PUT', forcedPath, () =>
      jsonResponse(200, { ...forcedDetail, kind: 'forbidden', rationale: null }),
    );
    const { router } = renderAt('/admin/matching/pairs/42/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change pair #42' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Forced' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Forbidden' }));
    await user.clear(screen.getByRole('textbox', { name: /^Rationale/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/matching/pairs/42');
    });
    expect(fakeServer.callsTo('PUT', forcedPath)[0]?.body).toEqual({
      kind: 'forbidden',
      rationale: null,
    });
    expect(await screen.findByText('The pair has been saved')).toBeVisible();
  });

  it('keeps the rationale of a forced pair required', async () => {
    renderAt('/admin/matching/pairs/42/edit');
    await user.clear(await screen.findByRole('textbox', { name: /^Rationale/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A forced pair needs a rationale, which both people will see'),
    ).toBeVisible();
    expect(fakeServer.callsTo('PUT', forcedPath)).toHaveLength(0);
  });

  it('shows the API refusal', async () => {
    fakeServer.on('PUT', forcedPath, () => problemResponse(409, 'There is no such pair'));
    renderAt('/admin/matching/pairs/42/edit');
    await user.click(await screen.findByRole('radio', { name: 'Forbidden' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There is no such pair')).toBeVisible();
  });

  it('says a candidate pair cannot be changed', async () => {
    renderAt('/admin/matching/pairs/41/edit');
    expect(await screen.findByText(/This is a calculation's candidate pair/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
