import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { EventAdmin, EventDetail, EventSidebarItem } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { EventsDrawer } from './components/events-drawer';
import { EventPage } from './event-page';
import { EventBoardPanel } from './board/event-board-panel';
import { EventBoardBadge } from './index';

const fairId = '3b0f6c2e-5d4a-4f1b-9c8e-7a6b5c4d3e21';
const coverId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const fair: EventSidebarItem = {
  event_id: fairId,
  event_name: 'Spring Career Fair 2027',
  event_type: 'academic',
  event_location: 'Main Hall',
  event_date_times: [
    { event_date: '2027-03-15', event_time: '14:30' },
    { event_date: '2027-03-16', event_time: '10:00' },
  ],
  // A URL without `.webp`: the client replaces it with image_id plus `.webp` (SPEC section 7).
  images: [{ image_type: 'cover', image_url: '/api/event/image/legacy', image_id: coverId }],
};

const picnic: EventSidebarItem = {
  event_id: '4c1f6c2e-5d4a-4f1b-9c8e-7a6b5c4d3e22',
  event_name: 'Bahar Şenliği',
  event_type: 'social',
  event_location: 'Çimenlik',
  event_date_times: [{ event_date: '2027-04-01', event_time: '17:00' }],
  images: [],
};

function adminEvent(event: EventSidebarItem, overrides: Partial<EventAdmin> = {}): EventAdmin {
  return {
    ...event,
    event_description: 'Meet employers.\n<b>plain</b>',
    event_description_tr: null,
    status: 'active',
    created_at: '2027-01-10T09:00:00.000Z',
    updated_at: '2027-01-10T09:00:00.000Z',
    ...overrides,
  };
}

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
});
afterEach(() => {
  setSignedOut();
  vi.restoreAllMocks();
});

function renderDrawer() {
  const onClose = vi.fn();
  renderRoutes({
    routes: [
      { path: '/', element: <EventsDrawer opened onClose={onClose} /> },
      { path: '/event/:event_id', element: <p>Event page</p> },
    ],
    initialEntry: '/',
  });
  return onClose;
}

describe('EventsDrawer', () => {
  it('lists the events as cards linking to their pages, with the next date and a placeholder', async () => {
    fakeServer.on('GET', 'event/sidebar/active', () => jsonResponse(200, [fair, picnic]));
    const onClose = renderDrawer();
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const cards = within(list).getAllByRole('link');
    // A card is named by what it shows, its title first.
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Spring Career Fair 2027', 'Bahar Şenliği']);
    expect(cards[0]).toHaveAccessibleName(/^Spring Career Fair 2027 Academic Main Hall /);
    expect(cards[0]).toHaveAttribute('href', `/event/${fairId}`);
    const first = within(cards[0] ?? document.body);
    expect(first.getByText('Academic')).toBeInTheDocument();
    expect(first.getByText('Main Hall')).toBeInTheDocument();
    expect(first.getByText(/\+1 more dates/)).toBeInTheDocument();
    expect(cards[0]?.querySelector('time')).toHaveAttribute('datetime', '2027-03-15T14:30');
    expect(cards[0]?.querySelector('img')).toHaveAttribute(
      'src',
      `/api/event/image/${fairId}/${coverId}.webp`,
    );
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toMatch(/event-placeholder\.svg$/);

    await user.click(cards[1] ?? document.body);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Event page')).toBeInTheDocument();
  });

  it('logs an image that fails to load and shows the placeholder, dimmed', async () => {
    fakeServer.on('GET', 'event/sidebar/active', () => jsonResponse(200, [fair]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDrawer();
    const card = await screen.findByRole('link', { name: /^Spring Career Fair 2027 / });
    const image = card.querySelector('img');
    expect(image).not.toBeNull();
    if (image === null) return;
    fireEvent.error(image);
    await waitFor(() => {
      expect(image.getAttribute('src')).toMatch(/event-placeholder\.svg$/);
    });
    expect(image).toHaveAttribute('data-fallback', 'true');
    expect(image.style.opacity).toBe('0.55');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${coverId}.webp`));
  });

  it('says when there are no events', async () => {
    fakeServer.on('GET', 'event/sidebar/active', () => jsonResponse(200, []));
    renderDrawer();
    expect(
      await screen.findByText('No active events found, please check again later'),
    ).toBeInTheDocument();
  });

  it('offers Retry when loading fails, and loads again', async () => {
    let fail = true;
    fakeServer.on('GET', 'event/sidebar/active', () =>
      fail ? problemResponse(500, 'Something went wrong') : jsonResponse(200, [picnic]),
    );
    renderDrawer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading events, please try again',
    );
    fail = false;
    const failedCalls = fakeServer.callsTo('GET', 'event/sidebar/active').length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Bahar Şenliği / })).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'event/sidebar/active')).toHaveLength(failedCalls + 1);
  });
});

function renderEventPage(eventId: string) {
  renderRoutes({
    routes: [{ path: '/event/:event_id', element: <EventPage /> }],
    initialEntry: `/event/${eventId}`,
  });
}

describe('EventPage', () => {
  it('shows the event, its dates and its description as text', async () => {
    const detail: EventDetail = adminEvent(fair);
    fakeServer.on('GET', `event/${fairId}`, () => jsonResponse(200, detail));
    renderEventPage(fairId);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring Career Fair 2027' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/<b>plain<\/b>/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
  });

  it('shows the description in the reader’s language, the other as a fallback', async () => {
    const bilingual: EventDetail = adminEvent(fair, {
      event_description: 'Meet forty employers.',
      event_description_tr: 'Kırk işverenle tanışın.',
    });
    fakeServer.on('GET', `event/${fairId}`, () => jsonResponse(200, bilingual));
    renderRoutes({
      routes: [{ path: '/event/:event_id', element: <EventPage /> }],
      initialEntry: `/event/${fairId}`,
      language: 'tr',
    });
    expect(await screen.findByText('Kırk işverenle tanışın.')).toBeInTheDocument();
    expect(screen.queryByText('Meet forty employers.')).not.toBeInTheDocument();
  });

  it('falls back to the English description for a Turkish reader when it is the only one', async () => {
    fakeServer.on('GET', `event/${fairId}`, () =>
      jsonResponse(200, adminEvent(fair, { event_description: 'Only in English.' })),
    );
    renderRoutes({
      routes: [{ path: '/event/:event_id', element: <EventPage /> }],
      initialEntry: `/event/${fairId}`,
      language: 'tr',
    });
    expect(await screen.findByText('Only in English.')).toBeInTheDocument();
  });

  it('says event not found for an unknown id and for an id that is not one', async () => {
    fakeServer.on('GET', `event/${fairId}`, () => problemResponse(404, 'event not found'));
    renderEventPage(fairId);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event not found' }),
    ).toBeInTheDocument();
  });

  it('copies the link when the Web Share API is missing, and says when sharing fails', async () => {
    fakeServer.on('GET', `event/${fairId}`, () => jsonResponse(200, adminEvent(fair)));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderEventPage(fairId);
    expect('share' in navigator).toBe(false);
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`/event/${fairId}`));
    expect(await screen.findByText('failed to share event')).toBeInTheDocument();
  });
});

describe('EventBoardPanel', () => {
  it('lists events and adds one, then offers its images', async () => {
    signInAs('moderator');
    const created = adminEvent(picnic, { event_id: '5d1f6c2e-5d4a-4f1b-9c8e-7a6b5c4d3e23' });
    fakeServer.on('GET', 'event/manage', () =>
      jsonResponse(200, { items: [adminEvent(fair)], page: 1, page_size: 25, total: 1 }),
    );
    fakeServer.on('POST', 'event/manage', () => jsonResponse(201, created));
    renderRoutes({
      routes: [{ path: '/admin/panel', element: <EventBoardPanel /> }],
      initialEntry: '/admin/panel',
    });

    const table = await screen.findByRole('table', { name: '1 event' });
    expect(
      within(table).getByRole('link', { name: /Spring Career Fair 2027/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const form = await screen.findByRole('form', { name: 'Add an event' });
    await user.click(within(form).getByRole('button', { name: 'Add event' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'event/manage')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Name/), 'Bahar Şenliği');
    await user.type(within(form).getByLabelText(/^Location/), 'Çimenlik');
    fireEvent.change(within(form).getByLabelText(/^Date 1/), { target: { value: '2027-04-01' } });
    fireEvent.change(within(form).getByLabelText(/^Time 1/), { target: { value: '17:00' } });
    await user.click(within(form).getByRole('button', { name: 'Add event' }));

    await waitFor(() => {
      expect(fakeServer.callsTo('POST', 'event/manage')).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', 'event/manage')[0]?.body).toMatchObject({
      event_name: 'Bahar Şenliği',
      event_location: 'Çimenlik',
      status: 'active',
      event_description: null,
      event_date_times: [{ event_date: '2027-04-01', event_time: '17:00' }],
    });
    expect(await screen.findByRole('form', { name: 'Edit the event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeInTheDocument();
  });
});

/** The board's query string after the path, as an object. */
function searchOf(router: { state: { location: { search: string } } }): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

function lastBoardCall(): Record<string, string> {
  return Object.fromEntries(fakeServer.callsTo('GET', 'event/manage').at(-1)?.search ?? []);
}

describe('EventBoardPanel filters', () => {
  it('filters by when, kept in the URL as event_when beside the other parameters', async () => {
    signInAs('moderator');
    fakeServer.on('GET', 'event/manage', (call) =>
      call.search.get('when') === 'past'
        ? jsonResponse(200, { items: [], page: 1, page_size: 25, total: 0 })
        : jsonResponse(200, { items: [adminEvent(fair)], page: 1, page_size: 25, total: 1 }),
    );
    const { router } = renderRoutes({
      routes: [{ path: '/admin/panel', element: <EventBoardPanel /> }],
      initialEntry: '/admin/panel?tab=events&event_status=inactive&event_page=2',
    });
    await screen.findByRole('table', { name: '1 event' });
    expect(lastBoardCall()).toEqual({ page: '2', page_size: '25', status: 'inactive' });
    const when = screen.getByRole('combobox', { name: 'When' });
    expect(when).toHaveValue('All');

    await user.click(when);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Upcoming',
      'Past',
    ]);
    await user.click(screen.getByRole('option', { name: 'Upcoming' }));
    await waitFor(() => {
      expect(searchOf(router)).toEqual({
        tab: 'events',
        event_status: 'inactive',
        event_when: 'upcoming',
      });
    });
    await waitFor(() => {
      expect(lastBoardCall()).toEqual({
        page: '1',
        page_size: '25',
        status: 'inactive',
        when: 'upcoming',
      });
    });

    await user.click(screen.getByRole('combobox', { name: 'When' }));
    await user.click(await screen.findByRole('option', { name: 'Past' }));
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    expect(lastBoardCall()).toMatchObject({ when: 'past' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      expect(searchOf(router)).toEqual({ tab: 'events' });
    });
    expect(screen.getByRole('combobox', { name: 'When' })).toHaveValue('All');
    await waitFor(() => {
      expect(lastBoardCall()).toEqual({ page: '1', page_size: '25' });
    });
  });

  it('reads event_when from the URL and names its choices in Turkish', async () => {
    signInAs('moderator');
    fakeServer.on('GET', 'event/manage', () =>
      jsonResponse(200, { items: [adminEvent(fair)], page: 1, page_size: 25, total: 1 }),
    );
    renderRoutes({
      routes: [{ path: '/admin/panel', element: <EventBoardPanel /> }],
      initialEntry: '/admin/panel?event_when=past',
      language: 'tr',
    });
    await screen.findByRole('table');
    expect(lastBoardCall()).toEqual({ page: '1', page_size: '25', when: 'past' });
    const when = screen.getByRole('combobox', { name: 'Zaman' });
    expect(when).toHaveValue('Geçmiş');
    await user.click(when);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Tümü',
      'Yaklaşan',
      'Geçmiş',
    ]);
  });
});

describe('EventBoardBadge', () => {
  it('counts the inactive upcoming events and counts again after a change on the board', async () => {
    signInAs('moderator');
    let waiting = 2;
    const hidden = adminEvent(fair, { status: 'inactive' });
    fakeServer.on('GET', 'event/manage', () =>
      jsonResponse(200, { items: [hidden], page: 1, page_size: 25, total: 1 }),
    );
    fakeServer.on('GET', 'event/manage/waiting-count', () => jsonResponse(200, { count: waiting }));
    fakeServer.on('POST', `event/manage/${fairId}/activate`, () => {
      waiting = 0;
      return jsonResponse(200, adminEvent(fair));
    });
    renderRoutes({
      routes: [
        {
          path: '/admin/panel',
          element: (
            <>
              <EventBoardBadge />
              <EventBoardPanel />
            </>
          ),
        },
      ],
      initialEntry: '/admin/panel',
    });

    const badge = await screen.findByLabelText('2 waiting');
    expect(badge).toHaveTextContent('2');
    // The badge asks for the count alone, never for a page of the board.
    const badgeCalls = () => fakeServer.callsTo('GET', 'event/manage/waiting-count');
    expect(badgeCalls().map((call) => Object.fromEntries(call.search))).toEqual([{}]);
    expect(
      fakeServer.callsTo('GET', 'event/manage').filter((call) => call.search.has('when')),
    ).toEqual([]);

    await screen.findByRole('table', { name: '1 event' });
    const before = badgeCalls().length;
    await user.click(screen.getByRole('button', { name: 'Activate “Spring Career Fair 2027”' }));
    await waitFor(() => {
      expect(badgeCalls().length).toBeGreaterThan(before);
    });
    await waitFor(() => {
      expect(screen.queryByLabelText(/waiting/)).not.toBeInTheDocument();
    });
  });
});
