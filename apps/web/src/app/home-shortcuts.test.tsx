import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@campus/contracts';
import { setSignedIn } from '../lib/auth-store';
import { fakeServer, jsonResponse, renderRoutes } from '../test/render-feature';
import { HomeShortcuts } from './home-shortcuts';

vi.mock('../lib/api-client', async (importOriginal) => {
  const { mockApiClientModule } = await import('../test/render-feature');
  return mockApiClientModule(await importOriginal());
});

const student: CurrentUser = {
  user_id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  user_email: 'student@example.edu',
  user_role: 'student',
  user_first_name: 'Elif',
  user_last_name: 'Çelik',
  user_photo_url: null,
  is_vip: false,
  contribution_count: 2,
  locale: 'en',
};

const page = <Item,>(items: Item[], total = items.length) => ({
  items,
  page: 1,
  page_size: 10,
  total,
});

beforeEach(() => {
  fakeServer.reset();
  setSignedIn(student);
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
    expect(await within(section).findByText(/^Call the library, /)).toBeInTheDocument();
    expect(link(/Next alarm/)).toHaveAttribute('href', '/alarm/personal');
    expect(await within(section).findByText('3.50')).toBeInTheDocument();
    expect(link(/Your GPA/)).toHaveAttribute('href', '/gpa');
    expect(await within(section).findByText('2 open questions')).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'pool/questions')[0]?.search.get('status')).toBe('open');
    expect(fakeServer.callsTo('GET', 'alarms')[0]?.search.get('status')).toBe('scheduled');
  });
});
