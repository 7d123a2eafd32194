import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  listingSchema,
  shiftCampusDate,
  type Listing,
  type ListingWriteInput,
} from '@campus/contracts';
import { listings } from '../src/features/listings/listings.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createListing } from './support/factories/listings';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { createListingHelpers, listingBody, today } from './support/listings';

const t = useTestApp();
const { approve, board, people, queue } = createListingHelpers(t);

/** A listing posted through the board's form. */
async function post(token: string, overrides: Partial<ListingWriteInput> = {}): Promise<Listing> {
  return expectStatus(
    await t.api.call('POST', '/listings', token, listingBody(overrides)),
    201,
    listingSchema,
  );
}

describe(`the listings boards on ${testDriver}`, () => {
  it('needs a signed-in user, and a moderator for the queue', async () => {
    const student = await createUser(t, { role: 'student' });
    for (const [method, url] of [
      ['GET', '/listings'],
      ['GET', '/listings/mine'],
      ['POST', '/listings'],
      ['GET', `/listings/${unknownId}`],
      ['PUT', `/listings/${unknownId}`],
      ['DELETE', `/listings/${unknownId}`],
      ['GET', '/listings/review'],
      ['POST', `/listings/review/${unknownId}/approve`],
    ] as const) {
      const response = await t.api.call(method, url, undefined, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expectProblem(response, 401);
    }
    for (const [method, url, payload] of [
      ['GET', '/listings/review', undefined],
      ['POST', `/listings/review/${unknownId}/approve`, undefined],
      ['POST', `/listings/review/${unknownId}/reject`, { note: 'No' }],
      ['DELETE', `/listings/review/${unknownId}`, undefined],
    ] as const) {
      const response = await t.api.call(method, url, student.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expectProblem(response, 403, 'forbidden');
    }
  });

  it('names the rule of each bad field and saves nothing', async () => {
    const student = await createUser(t, { role: 'student' });
    const before = await t.database.db.select().from(listings);
    const response = await t.api.call('POST', '/listings', student.token, {
      category: 'housing',
      title: 'Hi',
      description: '   ',
      contact: 'x'.repeat(201),
      expires_on: 'next friday',
    });
    expect(fieldErrors(response)).toEqual({
      'body.category': 'category must be one of car_pooling, internships, jobs, alumni, erasmus',
      'body.title': 'title must be at least 5 characters',
      'body.description': 'description must be at least 20 characters',
      'body.contact': 'must not exceed 200 characters',
      'body.expires_on': 'expires_on must be a date (YYYY-MM-DD)',
    });

    const tooLong = await t.api.call('POST', '/listings', student.token, {
      ...listingBody(),
      title: 'T'.repeat(121),
      description: 'D'.repeat(2001),
    });
    expect(fieldErrors(tooLong)).toEqual({
      'body.title': 'must not exceed 120 characters',
      'body.description': 'must not exceed 2000 characters',
    });

    const missing = await t.api.call('POST', '/listings', student.token, { category: 'jobs' });
    expect(fieldErrors(missing)).toMatchObject({
      'body.title': 'title is required',
      'body.contact': 'contact is required',
    });

    const expiry = 'expires_on must be between tomorrow and 90 days from today';
    for (const expiresOn of [today(), shiftCampusDate(today(), -3), shiftCampusDate(today(), 91)]) {
      const wrong = await t.api.call(
        'POST',
        '/listings',
        student.token,
        listingBody({ expires_on: expiresOn }),
      );
      expect(wrong.statusCode, expiresOn).toBe(400);
      expect(expectProblem(wrong, 400).detail).toBe(expiry);
      expect(fieldErrors(wrong)).toEqual({ 'body.expires_on': expiry });
    }
    expect(await t.database.db.select().from(listings)).toEqual(before);

    for (const expiresOn of [shiftCampusDate(today(), 1), shiftCampusDate(today(), 90)]) {
      const edge = await post(student.token, {
        expires_on: expiresOn,
        category: 'jobs',
        title: `Edge ${expiresOn}`,
      });
      expect(edge.expires_on).toBe(expiresOn);
    }
    const badId = await t.api.call('GET', '/listings/not-a-uuid', student.token);
    expect(fieldErrors(badId)).toEqual({
      'path.listing_id': 'listing_id must be the id of a listing (a UUID)',
    });
    expectProblem(await t.api.call('GET', '/listings?category=housing', student.token), 400);
    expectProblem(await t.api.call('GET', '/listings?page_size=7', student.token), 400);
  });

  it('keeps a new listing off the board until a moderator approves it', async () => {
    const { moderator, student, other } = await people();
    // This test reads a whole board and the whole queue, so it starts from empty ones.
    await t.database.db.delete(listings);
    const listing = await post(student.token, {
      category: 'erasmus',
      title: 'Room swap in Lisbon, spring term',
    });
    expect(listing).toMatchObject({
      status: 'waiting',
      is_mine: true,
      is_expired: false,
      author_name: 'Deniz A.',
      approved_at: null,
      review_note: null,
    });
    expect((await board(other.token, '?category=erasmus')).total).toBe(0);
    expectProblem(await t.api.call('GET', `/listings/${listing.listing_id}`, other.token), 404);
    expectStatus(await t.api.call('GET', `/listings/${listing.listing_id}`, student.token), 200);

    const waiting = await queue(moderator.token, '?category=erasmus');
    expect(waiting.items.map((item) => item.listing_id)).toEqual([listing.listing_id]);

    const approved = await approve(moderator.token, listing.listing_id);
    expect(approved.status).toBe('approved');
    expect(approved.approved_at).not.toBeNull();
    expect(await auditOf(t, 'listing.approved', listing.listing_id)).toHaveLength(1);

    const page = await board(other.token, '?category=erasmus');
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      listing_id: listing.listing_id,
      is_mine: false,
      author_name: 'Deniz A.',
      contact: 'elif@ogr.yesiltepe.edu.tr',
    });
    const again = await t.api.call(
      'POST',
      `/listings/review/${listing.listing_id}/approve`,
      moderator.token,
    );
    expect(expectProblem(again, 409).detail).toBe('This listing has already been approved');
  });

  it('lists the board newest approved first, searches in Turkish and pages', async () => {
    const { student, other } = await people();
    // This test searches every board, so it starts from empty ones.
    await t.database.db.delete(listings);
    const first = await createListing(t, {
      author_id: student.id,
      status: 'approved',
      approved_at: new Date(Date.now() - 60_000),
      category: 'internships',
      title: 'Yazılım stajı, yaz dönemi',
    });
    const second = await createListing(t, {
      author_id: student.id,
      status: 'approved',
      approved_at: new Date(),
      category: 'internships',
      title: 'Summer internship at a robotics lab',
      description: 'Three months in İzmir working on ROS, Python and a real robot arm.',
    });
    const page = await board(other.token, '?category=internships');
    expect(page.items.map((item) => item.listing_id)).toEqual([
      second.listing_id,
      first.listing_id,
    ]);
    expect(
      (await board(other.token, '?category=internships&q=STAJI')).items.map((i) => i.title),
    ).toEqual(['Yazılım stajı, yaz dönemi']);
    expect((await board(other.token, '?q=izmir')).items.map((item) => item.listing_id)).toEqual([
      second.listing_id,
    ]);
    expect((await board(other.token, '?q=100%25')).total).toBe(0);
    const paged = await board(other.token, '?category=internships&page=2&page_size=10');
    expect(paged).toMatchObject({ page: 2, page_size: 10, total: 2, items: [] });
  });

  it('drops expired listings from the board and hides expired waiting ones from the queue', async () => {
    const { moderator, student, other } = await people();
    // This test counts a whole board and queue, so it starts from empty ones.
    await t.database.db.delete(listings);
    const listing = await createListing(t, {
      author_id: student.id,
      status: 'approved',
      category: 'alumni',
      title: 'Alumni mentoring offer',
    });
    const waiting = await createListing(t, {
      author_id: student.id,
      category: 'alumni',
      title: 'Alumni coffee meetup',
    });
    expect((await board(other.token, '?category=alumni')).total).toBe(1);
    const yesterday = shiftCampusDate(today(), -1);
    await t.database.db
      .update(listings)
      .set({ expires_on: yesterday })
      .where(inArray(listings.listing_id, [listing.listing_id, waiting.listing_id]));

    expect((await board(other.token, '?category=alumni')).total).toBe(0);
    expectProblem(await t.api.call('GET', `/listings/${listing.listing_id}`, other.token), 404);
    const own = await t.api.read(`/listings/${listing.listing_id}`, student.token, listingSchema);
    expect(own.is_expired).toBe(true);

    expect((await queue(moderator.token, '?category=alumni')).total).toBe(0);
    const withExpired = await queue(moderator.token, '?category=alumni&include_expired=true');
    expect(withExpired.items.map((item) => item.listing_id)).toEqual([waiting.listing_id]);
    const late = await t.api.call(
      'POST',
      `/listings/review/${waiting.listing_id}/approve`,
      moderator.token,
    );
    expect(expectProblem(late, 409).detail).toBe(
      `This listing expired on ${yesterday}; an expired listing cannot be approved`,
    );
  });
});
