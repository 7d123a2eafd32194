import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import {
  campusDateOf,
  listingCategories,
  shiftCampusDate,
  type HomeMain,
  type Listing,
} from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { personOf, signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { HomePage } from './home/home-page';
import { ListingsBoardPage } from './listings-board-page';
import { MyListingsSection } from './my-listings-section';

// The home page greets the person by their first name.
const student = personOf('student', { user_first_name: 'Elif' });

const ride: Listing = {
  listing_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  category: 'car_pooling',
  title: 'Ankara → İstanbul this Friday, 2 seats',
  description: 'Leaving at 17:00.\n<b>not bold</b>',
  contact: '+90 532 555 14 21',
  expires_on: '2026-09-18',
  status: 'approved',
  review_note: null,
  author_name: 'Burak K.',
  is_mine: false,
  is_expired: false,
  approved_at: '2026-09-10T09:00:00.000Z',
  created_at: '2026-09-09T09:00:00.000Z',
  updated_at: '2026-09-10T09:00:00.000Z',
};

const homeMain: HomeMain = {
  statistics: { courses_open: 642, vip_courses: 611, features: 6 },
  cards: listingCategories.map((category) => ({
    category,
    total: category === 'car_pooling' ? 7 : 0,
    listings: category === 'car_pooling' ? [ride] : [],
  })),
  active_events: 2,
};

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'home/main', () => jsonResponse(200, homeMain));
  fakeServer.on('GET', 'coursefile/statistics', () =>
    jsonResponse(200, { open_courses: 642, vip_courses: 611, approved_experiences: 3000 }),
  );
  fakeServer.on('GET', 'listings', () =>
    jsonResponse(200, { items: [ride], page: 1, page_size: 25, total: 1 }),
  );
});
afterEach(() => {
  setSignedOut();
});

describe('the home page', () => {
  it('shows a signed-in student the statistics and each card with its newest listings', async () => {
    signInAs(student);
    renderRoutes({ routes: [{ path: '/home', element: <HomePage /> }], initialEntry: '/home' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Elif' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('600+')).toHaveLength(2);
    expect(screen.getByText('6+')).toBeInTheDocument();
    expect(screen.getByText('2 upcoming events')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Car pooling' });
    expect(within(card).getByText('7 listings')).toBeInTheDocument();
    expect(within(card).getByText('Ankara → İstanbul this Friday, 2 seats')).toBeInTheDocument();
    expect(within(card).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'See all: Car pooling listings' }),
    ).toHaveAttribute('href', '/listings/car_pooling');
    const erasmus = screen.getByRole('region', { name: 'Erasmus' });
    expect(within(erasmus).getByText('No listings on this board right now.')).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'coursefile/statistics')).toHaveLength(0);
  });

  it('shows visitors the public statistics and a sign-in call instead of listings, in Turkish', async () => {
    renderRoutes({
      routes: [{ path: '/home', element: <HomePage /> }],
      initialEntry: '/home',
      language: 'tr',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CampusHub’a hoş geldin' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('600+')).toHaveLength(2);
    const card = screen.getByRole('region', { name: 'Yolculuk paylaşımı' });
    expect(
      within(card).getByRole('link', {
        name: 'İlanları görmek için giriş yap: Yolculuk paylaşımı',
      }),
    ).toHaveAttribute('href', '/reception/login?next=%2Flistings%2Fcar_pooling');
    expect(fakeServer.callsTo('GET', 'home/main')).toHaveLength(0);
  });
});

describe('a listings board', () => {
  function renderBoard(entry: string) {
    signInAs(student);
    return renderRoutes({
      routes: [{ path: '/listings/:category', element: <ListingsBoardPage /> }],
      initialEntry: entry,
    });
  }

  it('asks the board in the address, opens a listing, and names an unknown board', async () => {
    renderBoard('/listings/car_pooling?q=istanbul&page=2');
    await user.click(
      await screen.findByRole('button', { name: 'Ankara → İstanbul this Friday, 2 seats' }),
    );
    const call = fakeServer.callsTo('GET', 'listings')[0];
    expect(call?.search.get('category')).toBe('car_pooling');
    expect(call?.search.get('q')).toBe('istanbul');
    expect(call?.search.get('page')).toBe('2');
    const dialog = await screen.findByRole('dialog', {
      name: 'Ankara → İstanbul this Friday, 2 seats',
    });
    expect(within(dialog).getByText('+90 532 555 14 21')).toBeInTheDocument();
    expect(within(dialog).getByText('Burak K.')).toBeInTheDocument();

    renderBoard('/listings/housing');
    expect(await screen.findByText('There is no such board')).toBeInTheDocument();
  });

  it('checks the form before posting and shows the API’s message', async () => {
    fakeServer.on('POST', 'listings', () => problemResponse(409, 'Something changed meanwhile'));
    renderBoard('/listings/jobs?post=1');
    const form = await screen.findByRole('form', { name: 'Post a listing' });
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'listings')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Title/), 'Library night shift');
    await user.type(
      within(form).getByLabelText(/^Description/),
      'Evening shifts at the central library, twelve hours a week.',
    );
    await user.type(within(form).getByLabelText(/^Contact/), 'library@example.edu');
    const expiry = within(form).getByLabelText(/^Listed until/);
    await user.type(expiry, shiftCampusDate(campusDateOf(new Date()), 200));
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(
      within(form).getByText('The listing can stay from tomorrow up to 90 days from today'),
    ).toBeInTheDocument();

    await user.clear(expiry);
    await user.type(expiry, shiftCampusDate(campusDateOf(new Date()), 10));
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(await within(form).findByText('Something changed meanwhile')).toBeInTheDocument();
    const sent = fakeServer.callsTo('POST', 'listings')[0]?.body;
    expect(sent).toMatchObject({ category: 'jobs', title: 'Library night shift' });
  });
});

describe('my listings', () => {
  it('shows each status with the note, and withdraws a waiting one after asking', async () => {
    signInAs(student);
    const waiting: Listing = {
      ...ride,
      listing_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02',
      title: 'Waiting ride',
      status: 'waiting',
      is_mine: true,
      approved_at: null,
    };
    const rejected: Listing = {
      ...ride,
      listing_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f03',
      title: 'Rejected ride',
      status: 'rejected',
      review_note: 'Add the time.',
      is_mine: true,
      approved_at: null,
    };
    fakeServer.on('GET', 'listings/mine', () =>
      jsonResponse(200, { items: [waiting, rejected], page: 1, page_size: 10, total: 2 }),
    );
    fakeServer.on(
      'DELETE',
      `listings/${waiting.listing_id}`,
      () => new Response(null, { status: 204 }),
    );
    renderRoutes({ routes: [{ path: '/', element: <MyListingsSection /> }], initialEntry: '/' });
    const rejectedCard = await screen.findByRole('article', { name: 'Rejected ride' });
    expect(within(rejectedCard).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejectedCard).getByText("Moderator's note: Add the time.")).toBeInTheDocument();
    expect(within(rejectedCard).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw “Waiting ride”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('DELETE', `listings/${waiting.listing_id}`)).toHaveLength(1);
    });
  });

  it('shows a listing the expiry job marked expired as expired, in Turkish too', async () => {
    signInAs(student);
    const expired: Listing = {
      ...ride,
      listing_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f04',
      title: 'Expired ride',
      status: 'expired',
      is_mine: true,
      is_expired: true,
    };
    fakeServer.on('GET', 'listings/mine', () =>
      jsonResponse(200, { items: [expired], page: 1, page_size: 10, total: 1 }),
    );
    renderRoutes({
      routes: [{ path: '/', element: <MyListingsSection /> }],
      initialEntry: '/',
      language: 'tr',
    });
    const card = await screen.findByRole('article', { name: 'Expired ride' });
    expect(within(card).getByText('Süresi doldu')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
