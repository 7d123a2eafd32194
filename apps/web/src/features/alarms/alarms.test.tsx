import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { Alarm, AlarmAdmin, EventSidebarItem } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import type { Locale } from '../../lib/i18n';
import { signInAs, testPeople } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { AlarmsPage } from './alarms-page';
import { AdminAlarmsPage } from './admin-alarms-page';
import { toLocalInput } from './form-values';

const hourMs = 60 * 60 * 1000;
const later = new Date(Date.now() + 5 * hourMs).toISOString();

const festival: EventSidebarItem = {
  event_id: '4a0c9d7e-2b1f-4c3d-8e5a-6f7b8c9d0e11',
  event_name: 'Spring festival',
  event_type: 'social',
  event_location: 'The lawn',
  event_date_times: [],
  images: [],
};

const homework: Alarm = {
  alarm_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f11',
  title: 'Submit the homework',
  note: '<b>not bold</b>',
  event_id: festival.event_id,
  remind_at: later,
  send_email: true,
  status: 'scheduled',
  fired_at: null,
  created_at: '2026-07-13T09:00:00.000Z',
  updated_at: '2026-07-13T09:00:00.000Z',
};

const fired: Alarm = {
  ...homework,
  alarm_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f12',
  title: 'Register for courses',
  note: null,
  event_id: null,
  send_email: false,
  status: 'fired',
  remind_at: '2026-07-10T09:00:00.000Z',
  fired_at: '2026-07-10T09:00:01.000Z',
};

let user: UserEvent;

function pageOf<Item>(items: Item[], total = items.length) {
  return { items, page: 1, page_size: 25, total };
}

function renderPage(language: Locale = 'en', entry = '/alarm/personal') {
  return renderRoutes({
    routes: [
      { path: '/alarm/personal', element: <AlarmsPage /> },
      { path: '/admin/alarm/all', element: <AdminAlarmsPage /> },
    ],
    initialEntry: entry,
    language,
  });
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  signInAs('student');
  fakeServer.on('GET', 'alarms', () => jsonResponse(200, pageOf([homework, fired])));
  fakeServer.on('GET', 'event/sidebar/active', () => jsonResponse(200, [festival]));
});
afterEach(() => {
  setSignedOut();
});

describe('AlarmsPage', () => {
  it('lists my alarms with their state, event and note as text; only scheduled ones change', async () => {
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Submit the homework',
      'Register for courses',
    ]);
    const first = within(cards[0] ?? document.body);
    expect(first.getByText('Scheduled')).toBeInTheDocument();
    expect(await first.findByText('Spring festival')).toBeInTheDocument();
    expect(first.getByText('Also by e-mail')).toBeInTheDocument();
    expect(first.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Change “Submit the homework”' })).toBeInTheDocument();
    const second = within(cards[1] ?? document.body);
    expect(second.getByText('Fired')).toBeInTheDocument();
    expect(second.getByText(/^Fired on/)).toBeInTheDocument();
    expect(second.queryByRole('button')).toBeNull();
  });

  it('filters by status through the address', async () => {
    const { router } = renderPage('en', '/alarm/personal?status=fired');
    await screen.findAllByRole('article');
    expect(fakeServer.callsTo('GET', 'alarms')[0]?.search.get('status')).toBe('fired');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('shows the Turkish texts in Turkish', async () => {
    renderPage('tr');
    expect(await screen.findByRole('heading', { name: 'Alarmlarım' })).toBeInTheDocument();
    expect(screen.getByText('Planlandı')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni alarm' })).toBeInTheDocument();
  });

  it('sets a new alarm, checking the time rule first', async () => {
    fakeServer.on('POST', 'alarms', (call) =>
      jsonResponse(201, { ...homework, ...(call.body as object) }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New alarm' }));
    const form = within(await screen.findByRole('form', { name: 'New alarm' }));
    const time = form.getByLabelText(/^Remind me on/);
    await user.clear(time);
    await user.type(time, toLocalInput(new Date(Date.now() - hourMs)));
    await user.click(form.getByRole('button', { name: 'Set alarm' }));
    expect(await form.findByText('Title is required')).toBeInTheDocument();
    expect(
      form.getByText('The time must be at least 1 minute from now and at most 1 year ahead'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'alarms')).toHaveLength(0);

    const remindAt = new Date(Date.now() + 2 * hourMs);
    await user.type(form.getByLabelText(/^Title/), 'Call the dean’s office');
    await user.clear(time);
    await user.type(time, toLocalInput(remindAt));
    await user.click(form.getByLabelText('Also send me an e-mail'));
    await user.click(form.getByRole('button', { name: 'Set alarm' }));
    expect(await screen.findByText('The alarm is set.')).toBeInTheDocument();
    const [call] = fakeServer.callsTo('POST', 'alarms');
    expect(call?.body).toMatchObject({
      title: 'Call the dean’s office',
      note: null,
      event_id: null,
      send_email: true,
    });
    const sent = new Date((call?.body as { remind_at: string }).remind_at);
    expect(Math.abs(sent.getTime() - remindAt.getTime())).toBeLessThan(60_000);
  });

  it('puts the API’s time rule onto the field, in Turkish', async () => {
    fakeServer.on('PUT', `alarms/${homework.alarm_id}`, () =>
      problemResponse(
        400,
        'remind_at must be at least 1 minute from now and at most 1 year ahead',
        [
          {
            field: 'body.remind_at',
            message: 'remind_at must be at least 1 minute from now and at most 1 year ahead',
          },
        ],
      ),
    );
    renderPage('tr');
    await user.click(
      await screen.findByRole('button', { name: 'Değiştir: “Submit the homework”' }),
    );
    const form = within(await screen.findByRole('form', { name: 'Alarmı değiştir' }));
    expect(form.getByLabelText(/^Başlık/)).toHaveValue('Submit the homework');
    await user.type(form.getByLabelText(/^Başlık/), '!');
    await user.click(form.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(
      await form.findByText('Zaman en az 1 dakika sonra ve en fazla 1 yıl içinde olmalıdır'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', `alarms/${homework.alarm_id}`)[0]?.body).toMatchObject({
      title: 'Submit the homework!',
      event_id: festival.event_id,
    });
  });

  it('cancels a scheduled alarm after asking', async () => {
    fakeServer.on(
      'DELETE',
      `alarms/${homework.alarm_id}`,
      () => new Response(null, { status: 204 }),
    );
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel alarm “Submit the homework”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the alarm?' });
    fakeServer.on('GET', 'alarms', () =>
      jsonResponse(200, pageOf([{ ...homework, status: 'cancelled' }])),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel alarm' }));
    expect(await screen.findByText('The alarm was cancelled.')).toBeInTheDocument();
    expect(fakeServer.callsTo('DELETE', `alarms/${homework.alarm_id}`)).toHaveLength(1);
    await waitFor(() => {
      const card = screen.getByRole('article', { name: 'Submit the homework' });
      expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    });
  });

  it('shows the error state with a retry', async () => {
    fakeServer.on('GET', 'alarms', () => problemResponse(503, 'Down'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The alarms could not be loaded')).toBeInTheDocument();
    fakeServer.on('GET', 'alarms', () => jsonResponse(200, pageOf([])));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no alarms yet.')).toBeInTheDocument();
  });
});

describe('AdminAlarmsPage', () => {
  const owned: AlarmAdmin = {
    ...homework,
    user_id: testPeople.student.user_id,
    owner_email: 'deniz@example.edu',
  };

  it('lists everyone’s alarms with owners, and searches titles', async () => {
    fakeServer.on('GET', 'admin/alarms', () => jsonResponse(200, pageOf([owned])));
    const { router } = renderPage('en', '/admin/alarm/all');
    const table = await screen.findByRole('table', { name: 'Alarms (1)' });
    expect(within(table).getByText('deniz@example.edu')).toBeInTheDocument();
    expect(within(table).getByText('Submit the homework')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search titles'), 'şenlik');
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?q=${encodeURIComponent('şenlik')}`);
    });
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'admin/alarms').at(-1)?.search.get('q')).toBe('şenlik');
    });
  });

  it('sends a reminder to everyone now', async () => {
    fakeServer.on('GET', 'admin/alarms', () => jsonResponse(200, pageOf([])));
    fakeServer.on('POST', 'admin/alarms/broadcast', () =>
      jsonResponse(202, {
        broadcast_id: '9a0c9d7e-2b1f-4c3d-8e5a-6f7b8c9d0e12',
        run_at: new Date().toISOString(),
      }),
    );
    renderPage('en', '/admin/alarm/all');
    const form = within(await screen.findByRole('form', { name: 'Remind everyone' }));
    await user.click(form.getByRole('button', { name: 'Send reminder' }));
    expect(await form.findByText('Title is required')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Title/), 'Campus closes early today');
    await user.click(form.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('The reminder is on its way to everyone.')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'admin/alarms/broadcast')[0]?.body).toEqual({
      title: 'Campus closes early today',
      note: null,
      remind_at: null,
    });
  });
});
