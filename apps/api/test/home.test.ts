import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  courseStatisticsSchema,
  homeMainSchema,
  liveFeatureAreas,
  listingCategories,
} from '@campus/contracts';
import { events } from '../src/features/events/events.tables';
import { listings } from '../src/features/listings/listings.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { campusDay, createEvent } from './support/factories/events';
import { createListing } from './support/factories/listings';
import { expectProblem } from './support/http';

const t = useTestApp();

async function home(token: string) {
  return t.api.read('/home/main', token, homeMainSchema);
}

describe(`the home page data on ${testDriver}`, () => {
  it('needs a signed-in user', async () => {
    expectProblem(await t.api.call('GET', '/home/main'), 401, 'unauthorized');
  });

  it('answers the statistics, five empty cards and no active events on a new database', async () => {
    // The cards and the events count cover every listing and event: this test starts without any.
    await t.database.db.delete(listings);
    await t.database.db.delete(events);
    const student = await createUser(t);
    const main = await home(student.token);
    const courses = await t.api.read('/coursefile/statistics', undefined, courseStatisticsSchema);
    expect(main.statistics).toEqual({
      courses_open: courses.open_courses,
      vip_courses: courses.vip_courses,
      features: liveFeatureAreas.length,
    });
    expect(main.statistics.features).toBeGreaterThanOrEqual(6);
    expect(main.cards.map((card) => card.category)).toEqual([...listingCategories]);
    expect(main.cards.map((card) => [card.total, card.listings])).toEqual(
      listingCategories.map(() => [0, []]),
    );
    expect(main.active_events).toBe(0);
  });

  it('shows the three newest approved listings per card, and drops expired ones', async () => {
    // The cards count every listing of their board: this test starts without any.
    await t.database.db.delete(listings);
    const student = await createUser(t);
    const titles = ['Library night shift', 'Lab assistant', 'Campus café barista', 'Tutor'];
    const jobs = [];
    for (const [index, title] of titles.entries())
      jobs.push(
        await createListing(t, {
          author_id: student.id,
          category: 'jobs',
          title,
          status: 'approved',
          approved_at: new Date(Date.now() - (titles.length - index) * 60_000),
        }),
      );
    await createListing(t, {
      author_id: student.id,
      category: 'jobs',
      title: 'Still waiting for review',
      description: 'A listing that no moderator has looked at yet, so it is not public.',
      contact: 'someone@example.com',
      expires_on: campusDay(3),
    });

    let card = (await home(student.token)).cards.find((entry) => entry.category === 'jobs');
    expect(card?.total).toBe(4);
    expect(card?.listings.map((listing) => listing.title)).toEqual([
      'Tutor',
      'Campus café barista',
      'Lab assistant',
    ]);
    expect(card?.listings[0]?.author_name).toBe('Deniz A.');

    const newest = jobs.at(-1);
    if (newest === undefined) throw new Error('No listing was posted');
    await t.database.db
      .update(listings)
      .set({ expires_on: campusDay(-1) })
      .where(eq(listings.listing_id, newest.listing_id));
    const main = await home(student.token);
    card = main.cards.find((entry) => entry.category === 'jobs');
    expect(card?.total).toBe(3);
    expect(card?.listings.map((listing) => listing.title)).toEqual([
      'Campus café barista',
      'Lab assistant',
      'Library night shift',
    ]);
    const others = main.cards.filter((entry) => entry.category !== 'jobs');
    expect(others.map((entry) => [entry.category, entry.total])).toEqual(
      listingCategories.filter((category) => category !== 'jobs').map((category) => [category, 0]),
    );
  });

  it('counts the active events with a date and time still ahead', async () => {
    // The count covers every event: this test starts without any.
    await t.database.db.delete(events);
    const student = await createUser(t);
    await createEvent(t, {
      event_date_times: [{ event_date: campusDay(10), event_time: '14:00' }],
    });
    await createEvent(t, {
      event_name: 'Hidden draft',
      status: 'inactive',
      event_date_times: [{ event_date: campusDay(4), event_time: '14:00' }],
    });
    expect((await home(student.token)).active_events).toBe(1);
  });
});
