import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { Alarm } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import type { Locale } from '../../lib/i18n';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { MyAlarmsSection } from './my-alarms-section';

const scheduled: Alarm = {
  alarm_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f21',
  title: 'Submit the homework',
  note: null,
  event_id: null,
  remind_at: '2030-03-15T11:30:00.000Z',
  send_email: false,
  status: 'scheduled',
  fired_at: null,
  created_at: '2026-07-13T09:00:00.000Z',
  updated_at: '2026-07-13T09:00:00.000Z',
};

const fired: Alarm = {
  ...scheduled,
  alarm_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f22',
  title: 'Register for courses',
  status: 'fired',
  remind_at: '2026-07-10T09:00:00.000Z',
  fired_at: '2026-07-10T09:00:01.000Z',
};

const cancelled: Alarm = {
  ...scheduled,
  alarm_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f23',
  title: 'Library book',
  status: 'cancelled',
};

function pageOf(items: Alarm[], total = items.length) {
  return { items, page: 1, page_size: 10, total };
}

/** The date and time as the reader's language writes them on the campus clock, as on /alarm/personal. */
function when(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

let user: UserEvent;

function renderSection(language: Locale = 'en') {
  return renderRoutes({
    routes: [
      { path: '/my-space', element: <MyAlarmsSection /> },
      { path: '/alarm/personal', element: <p>The alarms page</p> },
    ],
    initialEntry: '/my-space',
    language,
  });
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  signInAs('student');
  fakeServer.on('GET', 'alarms', () => jsonResponse(200, pageOf([scheduled, fired, cancelled])));
});
afterEach(() => {
  setSignedOut();
});

describe('MyAlarmsSection', () => {
  it('lists my alarms, each with its status and when it is due or went off, and links to them', async () => {
    const { router } = renderSection();
    const section = await screen.findByRole('region', { name: 'My alarms' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Submit the homework',
      'Register for courses',
      'Library book',
    ]);
    const [first, second, third] = cards.map((card) => within(card));
    expect(first?.getByText('Scheduled')).toBeInTheDocument();
    expect(
      first?.getByText(`Reminds you on ${when(scheduled.remind_at, 'en')}`),
    ).toBeInTheDocument();
    // 11:30 UTC is 14:30 on campus, whatever the test machine's zone.
    expect(when(scheduled.remind_at, 'en')).toContain('2:30');
    expect(second?.getByText('Fired')).toBeInTheDocument();
    expect(second?.getByText(`Fired on ${when(fired.fired_at ?? '', 'en')}`)).toBeInTheDocument();
    expect(third?.getByText('Cancelled')).toBeInTheDocument();
    const call = fakeServer.callsTo('GET', 'alarms')[0];
    expect(call?.search.get('page')).toBe('1');
    expect(call?.search.get('page_size')).toBe('10');
    expect(call?.search.has('status')).toBe(false);

    await user.click(within(section).getByRole('link', { name: 'Go to my alarms' }));
    expect(router.state.location.pathname).toBe('/alarm/personal');
  });

  it('turns the page through the API', async () => {
    fakeServer.on('GET', 'alarms', (call) =>
      jsonResponse(200, {
        ...pageOf(call.search.get('page') === '2' ? [cancelled] : [scheduled], 11),
        page: Number(call.search.get('page')),
      }),
    );
    renderSection();
    expect(await screen.findByRole('article', { name: 'Submit the homework' })).toBeVisible();
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Library book' })).toBeVisible();
    expect(fakeServer.callsTo('GET', 'alarms').at(-1)?.search.get('page')).toBe('2');
  });

  it('shows the Turkish texts in Turkish', async () => {
    renderSection('tr');
    const section = await screen.findByRole('region', { name: 'Alarmlarım' });
    const card = within(
      await within(section).findByRole('article', { name: 'Submit the homework' }),
    );
    expect(card.getByText('Planlandı')).toBeInTheDocument();
    expect(
      card.getByText(`${when(scheduled.remind_at, 'tr')} tarihinde hatırlatır`),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Alarmlarıma git' })).toBeInTheDocument();
  });

  it('invites to set one when there is none, and retries a failed read', async () => {
    fakeServer.on('GET', 'alarms', () => problemResponse(503, 'The service is down'));
    const { router } = renderSection();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The alarms could not be loaded')).toBeInTheDocument();
    fakeServer.on('GET', 'alarms', () => jsonResponse(200, pageOf([])));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No alarms yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to my alarms' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Set an alarm' }));
    expect(router.state.location.pathname).toBe('/alarm/personal');
  });
});
