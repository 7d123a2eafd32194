import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { Notification } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import type { Locale } from '../../lib/i18n';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { NotificationsLink } from './notifications-link';
import { NotificationsPage } from './notifications-page';
import { useNotificationStream } from './use-notification-stream';

const rejected: Notification = {
  notification_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f11',
  kind: 'course_experience.reviewed',
  payload: {
    experience_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f12',
    course_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f13',
    course_code: 'CENG 101',
    status: 'rejected',
    note: '<b>Please</b> add the grading',
  },
  link: '/my-space',
  read_at: null,
  created_at: '2026-07-13T09:00:00.000Z',
};

const reply: Notification = {
  notification_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f21',
  kind: 'pool_question.replied',
  payload: {
    question_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f22',
    reply_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f23',
  },
  link: '/questions?thread=0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f22',
  read_at: '2026-07-12T10:00:00.000Z',
  created_at: '2026-07-12T09:00:00.000Z',
};

let user: UserEvent;

function pageOf(items: Notification[], total = items.length) {
  return { items, page: 1, page_size: 25, total };
}

function StreamProbe() {
  useNotificationStream();
  return <NotificationsLink />;
}

function renderPage(language: Locale = 'en', entry = '/notifications/personal') {
  return renderRoutes({
    routes: [
      { path: '/notifications/personal', element: <NotificationsPage /> },
      { path: '/probe', element: <StreamProbe /> },
      { path: '/my-space', element: <p>My space</p> },
    ],
    initialEntry: entry,
    language,
  });
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'notifications', (call) =>
    jsonResponse(
      200,
      pageOf(call.search.get('unread') === 'true' ? [rejected] : [rejected, reply]),
    ),
  );
  fakeServer.on('GET', 'notifications/unread-count', () => jsonResponse(200, { count: 1 }));
});
afterEach(() => {
  setSignedOut();
});

describe('NotificationsPage', () => {
  it('renders each notification from its kind in the reader’s language, notes as text', async () => {
    const { i18n } = renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] ?? document.body);
    expect(first.getByText('Your course experience for CENG 101 was not approved.')).toBeVisible();
    expect(first.getByText("Moderator's note: <b>Please</b> add the grading")).toBeVisible();
    expect(first.getByText('Unread')).toBeVisible();
    expect(first.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/my-space');
    const second = within(items[1] ?? document.body);
    expect(
      second.getByText('There is a new reply to your question in the question pool.'),
    ).toBeVisible();
    expect(second.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();

    await act(async () => {
      await i18n.changeLanguage('tr');
    });
    expect(
      await screen.findByText('CENG 101 dersi için paylaştığınız deneyim onaylanmadı.'),
    ).toBeVisible();
  });

  it('filters the unread ones through the address', async () => {
    const { router } = renderPage();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?filter=unread');
    });
    await waitFor(() => {
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
    });
    expect(fakeServer.callsTo('GET', 'notifications').at(-1)?.search.get('unread')).toBe('true');
  });

  it('marks one read, deletes one and marks all read', async () => {
    fakeServer.on('POST', `notifications/${rejected.notification_id}/read`, () =>
      jsonResponse(200, { ...rejected, read_at: '2026-07-13T10:00:00.000Z' }),
    );
    fakeServer.on(
      'DELETE',
      `notifications/${reply.notification_id}`,
      () => new Response(null, { status: 204 }),
    );
    fakeServer.on('POST', 'notifications/read-all', () => jsonResponse(200, { updated: 1 }));
    renderPage();
    const items = await screen.findAllByRole('listitem');
    await user.click(
      within(items[0] ?? document.body).getByRole('button', { name: 'Mark as read' }),
    );
    await waitFor(() => {
      expect(
        fakeServer.callsTo('POST', `notifications/${rejected.notification_id}/read`),
      ).toHaveLength(1);
    });
    await user.click(within(items[1] ?? document.body).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The notification was deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Every notification is marked as read.')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'notifications/read-all')).toHaveLength(1);
  });

  it('shows the empty and error states', async () => {
    fakeServer.on('GET', 'notifications', () => jsonResponse(200, pageOf([])));
    renderPage('en', '/notifications/personal?filter=unread');
    expect(await screen.findByText('You have no unread notifications.')).toBeVisible();

    fakeServer.on('GET', 'notifications', () => problemResponse(503, 'Down'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your notifications could not be loaded')).toBeVisible();
  });
});

describe('the live stream and the navbar link', () => {
  it('shows the unread count in the link’s name and a toast for a new notification', async () => {
    signInAs('student');
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => undefined;
    fakeServer.on('GET', 'notifications/stream', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => {
            controller.enqueue(encoder.encode(text));
          };
          push(': connected\n\nevent: count\ndata: {"count":2}\n\n');
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    renderPage('en', '/probe');
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notifications/personal',
    );
    act(() => {
      push(`event: notification\ndata: ${JSON.stringify({ ...reply, read_at: null })}\n\n`);
      push('event: count\ndata: {"count":3}\n\n');
    });
    expect(await screen.findByText('New notification')).toBeInTheDocument();
    expect(
      screen.getByText('There is a new reply to your question in the question pool.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
  });
});
