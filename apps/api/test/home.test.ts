import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  campusDateOf,
  courseStatisticsSchema,
  homeMainSchema,
  liveFeatureAreas,
  listingCategories,
  listingSchema,
  problemSchema,
  shiftCampusDate,
  type ListingWriteInput,
} from '@campus/contracts';
import { listings } from '../src/features/listings/listings.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let moderator: string;
let student: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [moderatorAccount, studentAccount] = await Promise.all([
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
  ]);
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function home() {
  const response = await call('GET', '/home/main', student);
  expect(response.statusCode, response.body).toBe(200);
  return homeMainSchema.parse(response.json());
}

async function approvedListing(overrides: Partial<ListingWriteInput>) {
  const created = await call('POST', '/listings', student, {
    category: 'jobs',
    title: 'Part-time teaching assistant',
    description: 'Help first-year students with Calculus I problem sessions, six hours a week.',
    contact: '+90 312 555 01 01',
    expires_on: shiftCampusDate(campusDateOf(new Date()), 30),
    ...overrides,
  });
  expect(created.statusCode, created.body).toBe(201);
  const listing = listingSchema.parse(created.json());
  const approved = await call('POST', `/listings/review/${listing.listing_id}/approve`, moderator);
  expect(approved.statusCode, approved.body).toBe(200);
  return listing;
}

/** An Istanbul date and time some days ahead, as the events feature takes it. */
function eventMoment(daysAhead: number) {
  return {
    event_date: shiftCampusDate(campusDateOf(new Date()), daysAhead),
    event_time: '14:00',
  };
}

describe(`the home page data on ${testDriver}`, () => {
  it('needs a signed-in user', async () => {
    const response = await call('GET', '/home/main', undefined);
    expect(response.statusCode).toBe(401);
    expect(problemSchema.parse(response.json()).code).toBe('unauthorized');
  });

  it('answers the statistics, five empty cards and no active events on a new database', async () => {
    const main = await home();
    const courses = courseStatisticsSchema.parse(
      (await call('GET', '/coursefile/statistics', undefined)).json(),
    );
    expect(main.statistics).toEqual({
      courses_open: courses.open_courses,
      vip_courses: courses.vip_courses,
      features: liveFeatureAreas.length,
    });
    expect(main.statistics.features).toBeGreaterThanOrEqual(6);
    expect(main.cards.map((card) => card.category)).toEqual([...listingCategories]);
    expect(main.cards.every((card) => card.total === 0 && card.listings.length === 0)).toBe(true);
    expect(main.active_events).toBe(0);
  });

  it('shows the three newest approved listings per card, and drops expired ones', async () => {
    const titles = ['Library night shift', 'Lab assistant', 'Campus café barista', 'Tutor'];
    const jobs = [];
    for (const title of titles) jobs.push(await approvedListing({ title }));
    await call('POST', '/listings', student, {
      category: 'jobs',
      title: 'Still waiting for review',
      description: 'A listing that no moderator has looked at yet, so it is not public.',
      contact: 'someone@example.com',
      expires_on: shiftCampusDate(campusDateOf(new Date()), 3),
    });

    let card = (await home()).cards.find((entry) => entry.category === 'jobs');
    expect(card?.total).toBe(4);
    expect(card?.listings.map((listing) => listing.title)).toEqual([
      'Tutor',
      'Campus café barista',
      'Lab assistant',
    ]);
    expect(card?.listings[0]?.author_name).toBe('Deniz A.');

    const newest = jobs.at(-1);
    if (newest === undefined) throw new Error('No listing was posted');
    await context.database.db
      .update(listings)
      .set({ expires_on: shiftCampusDate(campusDateOf(new Date()), -1) })
      .where(eq(listings.listing_id, newest.listing_id));
    card = (await home()).cards.find((entry) => entry.category === 'jobs');
    expect(card?.total).toBe(3);
    expect(card?.listings.map((listing) => listing.title)).toEqual([
      'Campus café barista',
      'Lab assistant',
      'Library night shift',
    ]);
    const others = (await home()).cards.filter((entry) => entry.category !== 'jobs');
    expect(others.every((entry) => entry.total === 0)).toBe(true);
  });

  it('counts the active events with a date and time still ahead', async () => {
    const eventBody = {
      event_name: 'Spring Career Fair',
      event_type: 'academic',
      event_location: 'Main Hall',
    };
    for (const payload of [
      { ...eventBody, event_date_times: [eventMoment(10)] },
      {
        ...eventBody,
        event_name: 'Hidden draft',
        status: 'inactive',
        event_date_times: [eventMoment(4)],
      },
    ]) {
      const response = await call('POST', '/event/manage', moderator, payload);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await home()).active_events).toBe(1);
  });
});
