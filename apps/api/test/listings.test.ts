import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  campusDateOf,
  listingPageSchema,
  listingSchema,
  notificationPageSchema,
  shiftCampusDate,
  type Listing,
  type ListingWriteInput,
} from '@campus/contracts';
import { listings } from '../src/features/listings/listings.tables';
import { expireEveryMs, listingJobs } from '../src/features/listings/listings.service';
import { jobs } from '../src/platform/jobs.tables';
import type { DomainEventMap } from '../src/platform/events';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createListing } from './support/factories/listings';
import { expectProblem, expectStatus, fieldErrors } from './support/http';
import { expectQueueGuard, readQueueTotal, readWaitingCount } from './support/moderation';

const t = useTestApp();

const unknownId = '00000000-0000-4000-8000-000000000000';

function today(): string {
  return campusDateOf(new Date());
}

function listingBody(overrides: Partial<ListingWriteInput> = {}): ListingWriteInput {
  return {
    category: 'car_pooling',
    title: 'Ankara → İstanbul this Friday, 2 seats',
    description: 'Leaving the main gate at 17:00, back on Sunday evening. Fuel shared.',
    contact: 'elif@ogr.yesiltepe.edu.tr',
    expires_on: shiftCampusDate(today(), 5),
    ...overrides,
  };
}

/** A listing posted through the board's form. */
async function post(token: string, overrides: Partial<ListingWriteInput> = {}): Promise<Listing> {
  return expectStatus(
    await t.api.call('POST', '/listings', token, listingBody(overrides)),
    201,
    listingSchema,
  );
}

/** A moderator's approval through the queue. */
async function approve(moderator: string, listingId: string): Promise<Listing> {
  return expectStatus(
    await t.api.call('POST', `/listings/review/${listingId}/approve`, moderator),
    200,
    listingSchema,
  );
}

async function board(token: string, query: string) {
  return t.api.read(`/listings${query}`, token, listingPageSchema);
}

async function queue(moderator: string, query: string) {
  return t.api.read(`/listings/review${query}`, moderator, listingPageSchema);
}

/** A moderator, an author and another student. */
async function people() {
  const [moderator, student, other] = await Promise.all([
    createUser(t, { role: 'moderator' }),
    createUser(t, { role: 'student' }),
    createUser(t, { role: 'student' }),
  ]);
  return { moderator, student, other };
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

  it('lets the author edit or withdraw only their own listing while it waits', async () => {
    const { moderator, student, other } = await people();
    const listing = await createListing(t, {
      author_id: student.id,
      category: 'jobs',
      title: 'Part-time teaching assistant',
    });
    const edited = await t.api.call(
      'PUT',
      `/listings/${listing.listing_id}`,
      student.token,
      listingBody({ category: 'jobs', title: 'Part-time teaching assistant (Calculus)' }),
    );
    expect(expectStatus(edited, 200, listingSchema).title).toBe(
      'Part-time teaching assistant (Calculus)',
    );

    const foreign = await t.api.call(
      'PUT',
      `/listings/${listing.listing_id}`,
      other.token,
      listingBody(),
    );
    expect(expectProblem(foreign, 403).detail).toBe('You can change only your own listings');
    expectProblem(await t.api.call('DELETE', `/listings/${listing.listing_id}`, other.token), 403);
    expectProblem(
      await t.api.call('DELETE', `/listings/${listing.listing_id}`, moderator.token),
      403,
    );
    expectProblem(
      await t.api.call('PUT', `/listings/${unknownId}`, student.token, listingBody()),
      404,
    );
    const pastEdit = await t.api.call(
      'PUT',
      `/listings/${listing.listing_id}`,
      student.token,
      listingBody({ expires_on: shiftCampusDate(today(), -1) }),
    );
    expectProblem(pastEdit, 400);

    expectStatus(await t.api.call('DELETE', `/listings/${listing.listing_id}`, student.token), 204);
    const afterWithdraw = await t.api.call(
      'PUT',
      `/listings/${listing.listing_id}`,
      student.token,
      listingBody(),
    );
    expect(expectProblem(afterWithdraw, 409).detail).toBe(
      'This listing has already been withdrawn; only waiting listings can be changed',
    );
    const review = await t.api.call(
      'POST',
      `/listings/review/${listing.listing_id}/approve`,
      moderator.token,
    );
    expectProblem(review, 409);

    const approved = await createListing(t, {
      author_id: student.id,
      status: 'approved',
      category: 'jobs',
      title: 'Library night shift',
    });
    const lateEdit = await t.api.call(
      'PUT',
      `/listings/${approved.listing_id}`,
      student.token,
      listingBody(),
    );
    expectProblem(lateEdit, 409);
    expectProblem(
      await t.api.call('DELETE', `/listings/${approved.listing_id}`, student.token),
      409,
    );

    const mine = await t.api.read('/listings/mine', student.token, listingPageSchema);
    expect(mine.items.map((item) => [item.listing_id, item.status])).toEqual([
      [approved.listing_id, 'approved'],
      [listing.listing_id, 'withdrawn'],
    ]);
    expect(mine.items.every((item) => item.is_mine)).toBe(true);
    const theirs = await t.api.read('/listings/mine', other.token, listingPageSchema);
    expect(theirs.total).toBe(0);
  });

  it('rejects with a note the author reads, and removes with an audit entry', async () => {
    const { moderator, student, other } = await people();
    // This test counts a whole board, so it starts from an empty one.
    await t.database.db.delete(listings);
    const listing = await createListing(t, {
      author_id: student.id,
      category: 'car_pooling',
      title: 'Ride to the airport',
    });
    const noNote = await t.api.call(
      'POST',
      `/listings/review/${listing.listing_id}/reject`,
      moderator.token,
      { note: '' },
    );
    expect(fieldErrors(noNote)).toEqual({ 'body.note': 'note is required' });

    const rejected = await t.api.call(
      'POST',
      `/listings/review/${listing.listing_id}/reject`,
      moderator.token,
      { note: 'Please add the departure time.' },
    );
    expectStatus(rejected, 200);
    expect(await auditOf(t, 'listing.rejected', listing.listing_id)).toHaveLength(1);
    const own = await t.api.read(`/listings/${listing.listing_id}`, student.token, listingSchema);
    expect(own).toMatchObject({
      status: 'rejected',
      review_note: 'Please add the departure time.',
    });

    const approved = await createListing(t, {
      author_id: student.id,
      status: 'approved',
      category: 'car_pooling',
      title: 'Ride to Eskişehir',
    });
    expect((await board(other.token, '?category=car_pooling')).total).toBe(1);
    const removed = await t.api.call(
      'DELETE',
      `/listings/review/${approved.listing_id}`,
      moderator.token,
    );
    expectStatus(removed, 204);
    const audits = await auditOf(t, 'listing.deleted', approved.listing_id);
    expect(audits.map((audit) => audit.details)).toEqual([
      { category: 'car_pooling', author_id: student.id, status: 'approved' },
    ]);
    expect((await board(other.token, '?category=car_pooling')).total).toBe(0);
    expectProblem(
      await t.api.call('DELETE', `/listings/review/${approved.listing_id}`, moderator.token),
      404,
    );
  });

  it('announces approvals and rejections to the author, after they are saved', async () => {
    const { moderator, student } = await people();
    const first = await createListing(t, {
      author_id: student.id,
      category: 'jobs',
      title: 'Library assistant',
    });
    const second = await createListing(t, {
      author_id: student.id,
      category: 'jobs',
      title: 'Cafeteria shifts',
    });
    const reviewed: DomainEventMap['listing.reviewed'][] = [];
    const stop = t.app.domainEvents.on('listing.reviewed', (payload) => {
      reviewed.push(payload);
    });
    try {
      await approve(moderator.token, first.listing_id);
      const rejected = await t.api.call(
        'POST',
        `/listings/review/${second.listing_id}/reject`,
        moderator.token,
        { note: 'Add the hourly pay.' },
      );
      expectStatus(rejected, 200);
      const again = await t.api.call(
        'POST',
        `/listings/review/${first.listing_id}/approve`,
        moderator.token,
      );
      expectProblem(again, 409);
      // Events are delivered by the job queue after the commit.
      await t.app.domainEvents.idle();
    } finally {
      stop();
    }
    expect(reviewed).toEqual([
      { listing_id: first.listing_id, author_id: student.id, status: 'approved', note: null },
      {
        listing_id: second.listing_id,
        author_id: student.id,
        status: 'rejected',
        note: 'Add the hourly pay.',
      },
    ]);
  });
});

describe('the listing expiry job', () => {
  /** Makes the expiry job due and waits for one pass and the notifications it caused. */
  async function runExpiryJob(): Promise<void> {
    await t.database.db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(eq(jobs.name, listingJobs.expire));
    await t.app.jobs.runDue();
    await t.app.domainEvents.idle();
  }

  async function expiryNotifications(token: string, listingId: string) {
    const page = await t.api.read('/notifications?page_size=100', token, notificationPageSchema);
    return page.items.filter(
      (item) => item.kind === 'listing.expired' && item.payload.listing_id === listingId,
    );
  }

  it('marks an approved listing past its expiry as expired and tells its author once', async () => {
    const { moderator, student, other } = await people();
    // This test reads a whole board and the expired queue, so it starts from empty ones.
    await t.database.db.delete(listings);
    const yesterday = shiftCampusDate(today(), -1);
    const expiring = await createListing(t, {
      author_id: student.id,
      status: 'approved',
      category: 'erasmus',
      title: 'Erasmus room in Lisbon to share',
      expires_on: yesterday,
    });
    const current = await createListing(t, {
      author_id: student.id,
      status: 'approved',
      category: 'erasmus',
      title: 'Erasmus buddy',
    });
    const waiting = await createListing(t, {
      author_id: student.id,
      category: 'erasmus',
      title: 'Erasmus flat in Gent',
      expires_on: yesterday,
    });
    // Between two runs the queries already keep it off the board.
    const onBoard = (await board(other.token, '?category=erasmus&page_size=100')).items.map(
      (item) => item.listing_id,
    );
    expect(onBoard).toEqual([current.listing_id]);
    expect(onBoard).not.toContain(expiring.listing_id);

    // The job is scheduled (15 minutes after the last run), not left to chance.
    const [scheduled] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, listingJobs.expire));
    expect(scheduled?.status).toBe('queued');

    await runExpiryJob();
    const statusOf = async (listingId: string) =>
      (await t.api.read(`/listings/${listingId}`, student.token, listingSchema)).status;
    expect(await statusOf(expiring.listing_id)).toBe('expired');
    expect(await statusOf(current.listing_id)).toBe('approved');
    expect(await statusOf(waiting.listing_id)).toBe('waiting');
    const mine = await t.api.read('/listings/mine', student.token, listingPageSchema);
    expect(mine.items.find((item) => item.listing_id === expiring.listing_id)?.status).toBe(
      'expired',
    );
    const expiredQueue = await queue(moderator.token, '?status=expired');
    expect(expiredQueue.items.map((item) => item.listing_id)).toEqual([expiring.listing_id]);

    const notified = await expiryNotifications(student.token, expiring.listing_id);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({
      payload: { listing_id: expiring.listing_id, title: 'Erasmus room in Lisbon to share' },
      link: '/my-space',
      read_at: null,
    });
    expect(await expiryNotifications(other.token, expiring.listing_id)).toHaveLength(0);

    // A second run finds nothing new: still one notification, and the job stays scheduled.
    await runExpiryJob();
    expect(await expiryNotifications(student.token, expiring.listing_id)).toHaveLength(1);
    const [next] = await t.database.db.select().from(jobs).where(eq(jobs.name, listingJobs.expire));
    expect(next?.status).toBe('queued');
    expect((next?.run_at.getTime() ?? 0) - Date.now()).toBeGreaterThan(expireEveryMs - 60_000);
  });
});

describe('the waiting count', () => {
  const url = '/listings/review/waiting-count';

  it('answers moderators how many unexpired listings wait, as the queue counts them, and follows an approval', async () => {
    await expectQueueGuard(t, url, 'moderator');
    const [moderator, author] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const queue = '/listings/review?status=waiting';
    const before = await readWaitingCount(t, url, moderator.token);
    expect(before).toBe(await readQueueTotal(t, queue, moderator.token));
    const waiting = await createListing(t, { author_id: author.id });
    await createListing(t, { author_id: author.id, status: 'approved' });
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 1);

    expectStatus(
      await t.api.call('POST', `/listings/review/${waiting.listing_id}/approve`, moderator.token),
      200,
    );
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before);
    expect(await readQueueTotal(t, queue, moderator.token)).toBe(before);
  });
});
