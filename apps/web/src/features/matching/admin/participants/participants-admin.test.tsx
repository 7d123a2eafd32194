import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
} from '../../../../test/render-feature';
import { ParticipantDetailPage, ParticipantEditPage, ParticipantListPage } from '.';
import {
  autumn,
  ayse,
  aysePhysical,
  candidatePair,
  forcedPair,
  match,
  mehmet,
  pageOf,
  spring,
} from '../test-fixtures';
import { setUpMatchingTests } from '../../test-session';

const aysePath = `admin/matching/users/${ayse.participant_id}`;
const physicalPath = `admin/matching/physicals/${aysePhysical.physical_id}`;
function renderAt(initialEntry: string, language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [
      { path: '/admin/matching/users', element: <ParticipantListPage /> },
      { path: '/admin/matching/users/:userId', element: <ParticipantDetailPage /> },
      { path: '/admin/matching/users/:userId/edit', element: <ParticipantEditPage /> },
    ],
  });
}

const lastCall = (path: string) => fakeServer.callsTo('GET', path).at(-1);

const { user } = setUpMatchingTests(() => {
  fakeServer.reset();
  fakeServer.on('GET', 'admin/matching/rounds', () => jsonResponse(200, pageOf([autumn, spring])));
  fakeServer.on('GET', 'admin/matching/users', () => jsonResponse(200, pageOf([ayse, mehmet])));
  fakeServer.on('GET', aysePath, () => jsonResponse(200, ayse));
  fakeServer.on('GET', physicalPath, () => jsonResponse(200, aysePhysical));
  fakeServer.on('GET', 'admin/matching/pairs', () =>
    jsonResponse(200, pageOf([candidatePair, forcedPair], 12)),
  );
  fakeServer.on('GET', 'admin/matching/matches', () => jsonResponse(200, pageOf([match])));
});

describe('ParticipantListPage', () => {
  it('lists the participants with their round, status and links', async () => {
    renderAt('/admin/matching/users');
    const table = await screen.findByRole('table', { name: '2 participants' });
    expect(screen.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Matching sections' })).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] ?? table);
    expect(first.getByRole('link', { name: 'Moonlight' })).toHaveAttribute(
      'href',
      `/admin/matching/users/${ayse.participant_id}`,
    );
    expect(first.getByText('Ayşe Yılmaz')).toBeVisible();
    expect(first.getByText('ayse@example.edu')).toBeVisible();
    expect(await first.findByText('Autumn friends')).toBeVisible();
    expect(first.getByText('Active')).toBeVisible();
    expect(first.getByText('Priority')).toBeVisible();
    expect(first.getByRole('link', { name: 'Pairs of Moonlight' })).toHaveAttribute(
      'href',
      `/admin/matching/pairs?round_id=${autumn.round_id}&user_id=${ayse.user_id}`,
    );
    expect(first.getByRole('link', { name: 'Matches of Moonlight' })).toHaveAttribute(
      'href',
      `/admin/matching/matches?round_id=${autumn.round_id}&user_id=${ayse.user_id}`,
    );
    expect(first.getByText('3/3 quizzes')).toBeVisible();
    expect(first.getByText('Ready')).toBeVisible();
    const second = within(rows[2] ?? table);
    expect(second.getByText('Paused')).toBeVisible();
    expect(second.queryByText('Priority')).toBeNull();
    expect(second.getByText('1/3 quizzes')).toBeVisible();
    expect(second.getByText('Not ready')).toBeVisible();
  });

  it('puts the round, status and search into the address and the query', async () => {
    const { router } = renderAt('/admin/matching/users');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Round' }));
    await user.click(await screen.findByRole('option', { name: 'Spring study buddies · Closed' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Excluded' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'öztürk');

    await waitFor(() => {
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        round_id: spring.round_id,
        status: 'excluded',
        q: 'öztürk',
      });
    });
    await waitFor(() => {
      expect(Object.fromEntries(lastCall('admin/matching/users')?.search ?? [])).toEqual({
        round_id: spring.round_id,
        status: 'excluded',
        q: 'öztürk',
        page: '1',
        page_size: '25',
      });
    });
  });

  it('tells when no participant matches the filters', async () => {
    fakeServer.on('GET', 'admin/matching/users', () => jsonResponse(200, pageOf([])));
    renderAt('/admin/matching/users?status=left');
    expect(await screen.findByText('No participant matches')).toBeVisible();
    expect(lastCall('admin/matching/users')?.search.get('status')).toBe('left');
  });

  it('shows a failed load with Retry', async () => {
    fakeServer.on('GET', 'admin/matching/users', () => problemResponse(500, 'Database down'));
    renderAt('/admin/matching/users');
    expect(await screen.findByText('The participants could not be loaded')).toBeVisible();
    expect(screen.getByText('Database down')).toBeVisible();
    fakeServer.on('GET', 'admin/matching/users', () => jsonResponse(200, pageOf([ayse])));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: '1 participant' })).toBeVisible();
  });

  it('speaks Turkish', async () => {
    renderAt('/admin/matching/users', 'tr');
    expect(await screen.findByRole('table', { name: '2 katılımcı' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Katılımcılar' })).toBeVisible();
    expect(await screen.findAllByText('Sonbahar arkadaşları')).toHaveLength(2);
  });
});

describe('ParticipantDetailPage', () => {
  it('shows the participant, their physical record, pairs and matches', async () => {
    renderAt(`/admin/matching/users/${ayse.participant_id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moonlight' })).toBeVisible();
    expect(screen.getByText('Ayşe Yılmaz · ayse@example.edu')).toBeVisible();
    expect(screen.getByText('Asked for a chess partner')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/matching/users/${ayse.participant_id}/edit`,
    );

    expect(await screen.findByRole('link', { name: /Open the physical record/ })).toHaveAttribute(
      'href',
      `/admin/matching/physicals/${aysePhysical.physical_id}`,
    );
    expect(screen.getByText('Computer Engineering')).toBeVisible();
    expect(fakeServer.callsTo('GET', physicalPath)).toHaveLength(1);
    expect(fakeServer.callsTo('GET', 'admin/matching/physicals')).toHaveLength(0);

    const progress = within(screen.getByRole('region', { name: 'Bundle progress' }));
    expect(progress.getByText('Bundle complete')).toBeVisible();
    expect(progress.getByText('Ready')).toBeVisible();
    expect(progress.getByText('Quizzes').nextElementSibling).toHaveTextContent('3 of 3');
    expect(progress.getByText('Questions').nextElementSibling).toHaveTextContent('24 of 24');

    const pairs = await screen.findByRole('table', {
      name: '12 pairs in this round, the best first',
    });
    const pairRows = within(pairs).getAllByRole('row');
    expect(pairRows).toHaveLength(3);
    const candidate = within(pairRows[1] ?? pairs);
    expect(candidate.getByRole('link', { name: 'Pair #41' })).toHaveAttribute(
      'href',
      '/admin/matching/pairs/41',
    );
    expect(candidate.getByText('Comet (Mehmet Öztürk)')).toBeVisible();
    expect(candidate.getByText('Candidate')).toBeVisible();
    expect(candidate.getByText('87.35% (8,735 of 10,000)')).toBeVisible();
    expect(within(pairRows[2] ?? pairs).getByText('Star (Ece Kaya)')).toBeVisible();
    expect(screen.getByRole('link', { name: /See all 12 pairs/ })).toHaveAttribute(
      'href',
      `/admin/matching/pairs?round_id=${autumn.round_id}&user_id=${ayse.user_id}`,
    );
    expect(Object.fromEntries(lastCall('admin/matching/pairs')?.search ?? [])).toEqual({
      page: '1',
      page_size: '10',
      round_id: autumn.round_id,
      user_id: ayse.user_id,
    });

    const matches = await screen.findByRole('table', {
      name: '1 match in this round, the newest first',
    });
    const matchRow = within(within(matches).getAllByRole('row')[1] ?? matches);
    expect(matchRow.getByRole('link', { name: 'Comet (Mehmet Öztürk)' })).toHaveAttribute(
      'href',
      `/admin/matching/matches/${match.match_id}`,
    );
    expect(matchRow.getByText('Published')).toBeVisible();
    expect(Object.fromEntries(lastCall('admin/matching/matches')?.search ?? [])).toEqual({
      page: '1',
      page_size: '10',
      round_id: autumn.round_id,
      user_id: ayse.user_id,
    });
  });

  it('says when there is no physical record, pair or match', async () => {
    fakeServer.on('GET', aysePath, () =>
      jsonResponse(200, {
        ...ayse,
        physical_id: null,
        quizzes_completed: 1,
        questions_answered: 9,
        bundle_complete: false,
        ready: false,
      }),
    );
    fakeServer.on('GET', 'admin/matching/pairs', () => jsonResponse(200, pageOf([])));
    fakeServer.on('GET', 'admin/matching/matches', () => jsonResponse(200, pageOf([])));
    renderAt(`/admin/matching/users/${ayse.participant_id}`);
    expect(
      await screen.findByText('This person has not filled in their physical record yet.'),
    ).toBeVisible();
    expect(fakeServer.callsTo('GET', physicalPath)).toHaveLength(0);
    expect(screen.getByText('Bundle incomplete')).toBeVisible();
    expect(screen.getByText('Not ready')).toBeVisible();
    expect(screen.getByText('Quizzes').nextElementSibling).toHaveTextContent('1 of 3');
    expect(screen.getByText('Questions').nextElementSibling).toHaveTextContent('9 of 24');
    expect(await screen.findByText('No candidate or manual pair in this round yet.')).toBeVisible();
    expect(await screen.findByText('No match in this round yet.')).toBeVisible();
  });

  it('has no Edit for someone who left', async () => {
    fakeServer.on('GET', aysePath, () => jsonResponse(200, { ...ayse, status: 'left' }));
    renderAt(`/admin/matching/users/${ayse.participant_id}`);
    expect(
      await screen.findByText(
        'This person left the round: their participation can no longer be changed.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('tells a wrong id and an unknown participant apart from a load', async () => {
    renderAt('/admin/matching/users/not-an-id');
    expect(
      await screen.findByText(
        'This item does not exist. It may have been deleted, or the link is wrong.',
      ),
    ).toBeVisible();
    expect(
      fakeServer.calls.filter((call) => call.path.startsWith('admin/matching/users/')),
    ).toEqual([]);
  });
});

describe('ParticipantEditPage', () => {
  const editAt = `/admin/matching/users/${ayse.participant_id}/edit`;

  it('excludes only after asking, with the reason', async () => {
    fakeServer.on('PUT', aysePath, () =>
      jsonResponse(200, { ...ayse, status: 'excluded', status_reason: 'Harassment report' }),
    );
    const { router } = renderAt(editAt);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Change the participation of Moonlight',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Excluded' }));
    await user.click(screen.getByRole('textbox', { name: /^Reason/ }));
    await user.paste('Harassment report');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Exclude Moonlight?' }));
    expect(dialog.getByText('Reason: Harassment report')).toBeVisible();
    expect(fakeServer.callsTo('PUT', aysePath)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Exclude' }));

    expect(await screen.findByText('The participation of Moonlight has been saved')).toBeVisible();
    expect(fakeServer.callsTo('PUT', aysePath)[0]?.body).toEqual({
      status: 'excluded',
      status_reason: 'Harassment report',
      admin_note: 'Asked for a chess partner',
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/matching/users/${ayse.participant_id}`);
    });
  });

  it('cancelling the exclusion sends nothing', async () => {
    renderAt(editAt);
    await user.click(await screen.findByRole('radio', { name: 'Excluded' }));
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Exclude Moonlight?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(fakeServer.callsTo('PUT', aysePath)).toHaveLength(0);
  });

  it('asks for a reason before excluding', async () => {
    renderAt(editAt);
    await user.click(await screen.findByRole('radio', { name: 'Excluded' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An exclusion needs a reason')).toBeVisible();
    expect(screen.getByText('Please check the form for errors')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeServer.callsTo('PUT', aysePath)).toHaveLength(0);
  });

  it('pauses at once and clears the note', async () => {
    fakeServer.on('PUT', aysePath, () =>
      jsonResponse(200, { ...ayse, status: 'paused', admin_note: null }),
    );
    renderAt(editAt);
    await user.click(await screen.findByRole('radio', { name: 'Paused' }));
    await user.clear(screen.getByRole('textbox', { name: /^Admin note/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The participation of Moonlight has been saved')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeServer.callsTo('PUT', aysePath)[0]?.body).toEqual({
      status: 'paused',
      status_reason: null,
      admin_note: null,
    });
  });

  it('shows the API refusal', async () => {
    fakeServer.on('PUT', aysePath, () =>
      problemResponse(409, 'This participant has left the round'),
    );
    renderAt(editAt);
    await user.click(await screen.findByRole('radio', { name: 'Paused' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This participant has left the round')).toBeVisible();
    expect(fakeServer.callsTo('PUT', aysePath)).toHaveLength(1);
  });

  it('shows a field error of the API at its field', async () => {
    fakeServer.on('PUT', aysePath, () =>
      problemResponse(400, 'An exclusion needs a reason', [
        {
          field: 'body.status_reason',
          message: 'An exclusion needs a reason',
          params: { rule: 'reason_required' },
        },
      ]),
    );
    renderAt(editAt);
    await user.click(await screen.findByRole('radio', { name: 'Paused' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('An exclusion needs a reason')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says a participant who left cannot be changed', async () => {
    fakeServer.on('GET', aysePath, () => jsonResponse(200, { ...ayse, status: 'left' }));
    renderAt(editAt);
    expect(
      await screen.findByText(
        'This person left the round. A participation that was left cannot be changed, and its note cannot be edited.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
