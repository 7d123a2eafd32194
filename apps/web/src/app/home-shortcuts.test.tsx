import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MyMatchProgress, MyMatchRound } from '@campus/contracts';
import {
  activeParticipation,
  joinedRound,
  openRound,
  roundProgress,
  waitingMatch,
} from '../features/matching/test-rounds';
import { personOf, signInAs } from '../test/people';
import { fakeServer, jsonResponse, renderRoutes } from '../test/render-feature';
import { HomeShortcuts } from './home-shortcuts';

const page = <Item,>(items: Item[], total = items.length) => ({
  items,
  page: 1,
  page_size: 10,
  total,
});

const round = openRound;
const joined = joinedRound;
/** One quiz of three done, the physical record filled. */
const progress: MyMatchProgress = { ...roundProgress, physical_complete: true, quizzes_total: 3 };

function serveRounds(items: MyMatchRound[]) {
  fakeServer.on('GET', 'matches/rounds', () =>
    jsonResponse(200, {
      dating_enabled: false,
      consent_version: 1,
      dating_consent_version: 1,
      items,
    }),
  );
}

function serveMatches(waiting: number) {
  const items = Array.from({ length: waiting }, (_unused, index) => ({
    ...waitingMatch,
    match_id: `2a2b3c4d-0000-4000-8000-00000000000${String(index + 1)}`,
  }));
  fakeServer.on('GET', 'matches/mine', () =>
    jsonResponse(200, { items, page: 1, page_size: 100, total: items.length }),
  );
}

function matchingShortcut() {
  renderRoutes({
    routes: [{ path: '/home', element: <HomeShortcuts /> }],
    initialEntry: '/home',
  });
  const section = screen.getByRole('region', { name: 'For you' });
  return within(section).getByRole('link', { name: /^Matching/ });
}

beforeEach(() => {
  fakeServer.reset();
  serveRounds([]);
  serveMatches(0);
  // The VIP shortcut counts the person's approved contributions.
  signInAs(personOf('student', { contribution_count: 2 }));
  fakeServer.on('GET', 'alarms', () =>
    jsonResponse(
      200,
      page([
        {
          alarm_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          title: 'Call the library',
          note: null,
          remind_at: '2030-03-15T11:30:00.000Z',
          send_email: false,
          event_id: null,
          status: 'scheduled',
          fired_at: null,
          created_at: '2030-03-01T09:00:00.000Z',
          updated_at: '2030-03-01T09:00:00.000Z',
        },
      ]),
    ),
  );
  fakeServer.on('GET', 'pool/questions', () => jsonResponse(200, page([], 2)));
  fakeServer.on('GET', 'profile/me/gpa', () =>
    jsonResponse(200, {
      plan: {
        semesters: [
          {
            id: 's1',
            name: 'Semester 1',
            courses: [
              { id: 'c1', code: 'CMPE 150', name: '', credits: 4, grade: 'AA' },
              { id: 'c2', code: 'MATH 101', name: '', credits: 4, grade: 'BB' },
            ],
          },
        ],
        planner: { target: null, next_credits: null },
      },
      updated_at: '2030-03-01T09:00:00.000Z',
    }),
  );
});

describe('HomeShortcuts', () => {
  it('shows the VIP progress, the next alarm, the GPA and the open questions, each a link', async () => {
    renderRoutes({
      routes: [{ path: '/home', element: <HomeShortcuts /> }],
      initialEntry: '/home',
    });
    const section = screen.getByRole('region', { name: 'For you' });
    const link = (name: RegExp) => within(section).getByRole('link', { name });
    expect(link(/VIP access.*2 of 3 approved contributions/)).toHaveAttribute('href', '/my-space');
    expect(await within(section).findByText('Call the library')).toBeInTheDocument();
    // Its time on its own line, on the campus clock (11:30 UTC is 14:30 in Istanbul).
    expect(within(section).getByText('Mar 15, 2030, 2:30 PM')).toBeInTheDocument();
    expect(link(/Next alarm/)).toHaveAttribute('href', '/alarm/personal');
    expect(await within(section).findByText('3.50')).toBeInTheDocument();
    expect(link(/Your GPA/)).toHaveAttribute('href', '/gpa');
    expect(await within(section).findByText('2 open questions')).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'pool/questions')[0]?.search.get('status')).toBe('open');
    expect(fakeServer.callsTo('GET', 'alarms')[0]?.search.get('status')).toBe('scheduled');
  });

  it('says a round is open to join, and when it closes', async () => {
    serveRounds([round]);
    const link = matchingShortcut();
    expect(link).toHaveAttribute('href', '/matches');
    expect(await within(link).findByText(/^Autumn friends: join by /)).toBeInTheDocument();
  });

  it('says how far the person is in the round they joined', async () => {
    serveRounds([joined]);
    fakeServer.on('GET', `matches/rounds/${round.round_id}/progress`, () =>
      jsonResponse(200, progress),
    );
    const link = matchingShortcut();
    expect(await within(link).findByText('Quizzes completed: 1 of 3')).toBeInTheDocument();
  });

  it('asks for the physical record once the quizzes are done', async () => {
    serveRounds([joined]);
    fakeServer.on('GET', `matches/rounds/${round.round_id}/progress`, () =>
      jsonResponse(200, { ...progress, physical_complete: false, bundle_complete: true }),
    );
    const link = matchingShortcut();
    expect(await within(link).findByText('Fill in your physical record')).toBeInTheDocument();
  });

  it('says when a ready person sees their matches', async () => {
    serveRounds([joined]);
    fakeServer.on('GET', `matches/rounds/${round.round_id}/progress`, () =>
      jsonResponse(200, { ...progress, quizzes_completed: 3, bundle_complete: true, ready: true }),
    );
    const link = matchingShortcut();
    expect(await within(link).findByText(/^Ready: matches on /)).toBeInTheDocument();
  });

  it('puts matches waiting for an answer first', async () => {
    serveRounds([joined]);
    serveMatches(2);
    const link = matchingShortcut();
    expect(
      await within(link).findByText('2 matches are waiting for your answer'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', `matches/rounds/${round.round_id}/progress`)).toHaveLength(1);
  });

  it('offers an open round to a person excluded from another', async () => {
    serveRounds([
      {
        ...joinedRound,
        round_id: '1a2b3c4d-0000-4000-8000-000000000009',
        accepting: false,
        participation: { ...activeParticipation, status: 'excluded' },
      },
      round,
    ]);
    const link = matchingShortcut();
    expect(await within(link).findByText(/^Autumn friends: join by /)).toBeInTheDocument();
  });

  it('says when no round is open', async () => {
    const link = matchingShortcut();
    expect(await within(link).findByText('No round is open now')).toBeInTheDocument();
  });
});
