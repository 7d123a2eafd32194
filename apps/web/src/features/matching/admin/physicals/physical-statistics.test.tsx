import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, jsonResponse, problemResponse } from '../../../../test/render-feature';
import {
  ayseParticipation,
  renderAt,
  round,
  searchOf,
  servePhysicals,
  snapshot,
  statisticsApiPath,
} from './test-support';
import { setUpMatchingTests } from '../../test-session';

const { user, choose } = setUpMatchingTests(servePhysicals);

describe('StatisticsListPage', () => {
  it('lists the snapshots with their round and source, filtered by round in the address', async () => {
    const { router } = renderAt('/admin/matching/physicals/statistics');
    const table = await screen.findByRole('table', { name: '2 snapshots' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] ?? table).getByRole('link', { name: /2026/ })).toHaveAttribute(
      'href',
      `/admin/matching/physicals/statistics/${snapshot.statistics_id}`,
    );
    expect(await within(rows[1] ?? table).findByText('Spring friendship')).toBeInTheDocument();
    expect(within(rows[1] ?? table).getByText('An admin')).toBeInTheDocument();
    expect(within(rows[2] ?? table).getByRole('link', { name: 'A calculation' })).toHaveAttribute(
      'href',
      '/admin/matching/calculations/9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
    );

    await choose('Round', 'Spring friendship · Open');
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?round_id=${round.round_id}`);
    });
    await waitFor(() => {
      expect(searchOf(fakeServer.callsTo('GET', statisticsApiPath).at(-1))).toEqual({
        round_id: round.round_id,
        page: '1',
        page_size: '25',
      });
    });
  });

  it('names the rounds in the reader’s language', async () => {
    renderAt('/admin/matching/physicals/statistics', 'tr');
    const table = await screen.findByRole('table', { name: '2 anlık görüntü' });
    expect(await within(table).findAllByText('Bahar arkadaşlığı')).toHaveLength(2);
    expect(within(table).getByText('Bir yönetici')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Havuz istatistikleri' })).toBeVisible();
  });

  it('takes a snapshot of the chosen round and opens it', async () => {
    fakeServer.on('POST', statisticsApiPath, () => jsonResponse(201, snapshot));
    const { router } = renderAt('/admin/matching/physicals/statistics');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Take a snapshot' }));
    const dialog = await screen.findByRole('dialog', { name: "Take a snapshot of a round's pool" });
    await user.click(within(dialog).getByRole('button', { name: 'Take a snapshot' }));
    expect(await within(dialog).findByText('Choose a round')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', statisticsApiPath)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Round/ }));
    await user.click(await screen.findByRole('option', { name: 'Spring friendship · Open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Take a snapshot' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        `/admin/matching/physicals/statistics/${snapshot.statistics_id}`,
      );
    });
    expect(fakeServer.callsTo('POST', statisticsApiPath).map((call) => call.body)).toEqual([
      { round_id: round.round_id },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Pool snapshot of / }),
    ).toBeInTheDocument();
  });

  it('keeps a refusal in the dialog', async () => {
    fakeServer.on('POST', statisticsApiPath, () => problemResponse(404, 'There is no such round'));
    renderAt(`/admin/matching/physicals/statistics?round_id=${round.round_id}`);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Take a snapshot' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Take a snapshot' }));
    expect(await within(dialog).findByText('There is no such round')).toBeInTheDocument();
  });
});

describe('StatisticsDetailPage', () => {
  it('draws the pool with small groups as <5, each chart also a table', async () => {
    renderAt(`/admin/matching/physicals/statistics/${snapshot.statistics_id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Pool snapshot of / }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Round: Spring friendship')).toBeInTheDocument();
    expect(screen.getByText('Taken by an admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Records of this round' })).toHaveAttribute(
      'href',
      `/admin/matching/physicals?round_id=${round.round_id}`,
    );

    const status = screen.getByRole('table', { name: 'Participants by status' });
    expect(within(status).getByRole('row', { name: 'Active 40' })).toBeInTheDocument();
    expect(
      within(status).getByRole('row', { name: 'Paused <5 (fewer than 5)' }),
    ).toBeInTheDocument();

    const gender = screen.getByRole('table', { name: 'Gender' });
    expect(
      within(gender)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['GenderPeople', 'Man19', 'Not given<5 (fewer than 5)', 'Woman22']);
    const age = screen.getByRole('table', { name: 'Age' });
    expect(within(age).getByRole('row', { name: '30+ <5 (fewer than 5)' })).toBeInTheDocument();
    expect(screen.getAllByText('<5')).toHaveLength(6);
    expect(
      screen.getByText('Only dating rounds ask which genders people would meet.'),
    ).toBeInTheDocument();

    const underThree = screen.getByRole('table', {
      name: '1 person with fewer than 3 candidates',
    });
    expect(within(underThree).getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute(
      'href',
      `/admin/matching/users/${ayseParticipation.participant_id}`,
    );
    expect(screen.getByText('Median').nextSibling).toHaveTextContent('17');
  });
});
