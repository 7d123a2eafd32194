import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { WaitlistEntry } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { WaitlistPage } from './waitlist-page';
import { AdminWaitlistPage } from './admin-waitlist-page';

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  signInAs('admin');
});
afterEach(() => {
  setSignedOut();
});

describe('the waitlist page', () => {
  it('joins a feature with a note, shows it, and shows a refusal', async () => {
    let items: WaitlistEntry[] = [];
    fakeServer.on('GET', 'waitlist/mine', () => jsonResponse(200, { items }));
    fakeServer.on('POST', 'waitlist', (call) => {
      const entry: WaitlistEntry = {
        feature: 'mobile_app',
        note: 'Exam reminders',
        created_at: '2026-09-10T09:00:00.000Z',
      };
      items = [entry];
      expect(call.body).toEqual({ feature: 'mobile_app', note: 'Exam reminders' });
      return jsonResponse(201, entry);
    });
    renderRoutes({ routes: [{ path: '/w', element: <WaitlistPage /> }], initialEntry: '/w' });
    const card = await screen.findByRole('article', { name: 'Mobile app' });
    await user.type(
      within(card).getByRole('textbox', { name: 'Note (optional)' }),
      'Exam reminders',
    );
    await user.click(within(card).getByRole('button', { name: 'Join the waitlist: Mobile app' }));
    expect(await within(card).findByText('On the list')).toBeInTheDocument();
    expect(within(card).getByText('Your note: Exam reminders')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Leave the waitlist: Mobile app' }),
    ).toBeVisible();

    fakeServer.on('POST', 'waitlist', () =>
      problemResponse(409, 'You are already on this waitlist'),
    );
    const other = screen.getByRole('article', { name: 'Alumni mentoring' });
    await user.click(
      within(other).getByRole('button', { name: 'Join the waitlist: Alumni mentoring' }),
    );
    expect(await within(other).findByRole('alert')).toHaveTextContent(
      'You are already on this waitlist',
    );
  });

  it('refuses a note over 300 characters without calling the API', async () => {
    fakeServer.on('GET', 'waitlist/mine', () => jsonResponse(200, { items: [] }));
    renderRoutes({ routes: [{ path: '/w', element: <WaitlistPage /> }], initialEntry: '/w' });
    const card = await screen.findByRole('article', { name: 'Mobile app' });
    const note = within(card).getByRole('textbox', { name: 'Note (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(301));
    expect(within(card).getByText('The note must not exceed 300 characters')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Join the waitlist: Mobile app' }));
    expect(fakeServer.callsTo('POST', 'waitlist')).toHaveLength(0);
  });
});

describe('the admins’ waitlist page', () => {
  it('shows every feature’s count and the entries as text', async () => {
    fakeServer.on('GET', 'admin/waitlist/counts', () =>
      jsonResponse(200, {
        items: [
          { feature: 'ai_assistant', count: 12 },
          { feature: 'matching', count: 0 },
          { feature: 'mobile_app', count: 3 },
          { feature: 'marketplace', count: 1 },
          { feature: 'mentoring', count: 0 },
        ],
        total: 16,
      }),
    );
    fakeServer.on('GET', 'admin/waitlist', () =>
      jsonResponse(200, {
        items: [
          {
            user_id: '6f1c2a4e-1c1d-4c5e-9a0b-2b3c4d5e6f71',
            feature: 'ai_assistant',
            note: '=cmd <script>',
            first_name: 'Ayşe',
            last_name: 'Yılmaz',
            email: 'ayse@example.edu',
            created_at: '2026-09-10T09:00:00.000Z',
          },
        ],
        page: 1,
        page_size: 25,
        total: 1,
      }),
    );
    renderRoutes({ routes: [{ path: '/a', element: <AdminWaitlistPage /> }], initialEntry: '/a' });
    expect(await screen.findByText('16 entries in all')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'AI assistant: 12 people' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Study-buddy matching: 0 people' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '=cmd <script>' })).toBeInTheDocument();
  });
});
