import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  campusDateOf,
  listingPageSchema,
  listingSchema,
  notificationPageSchema,
  problemSchema,
  shiftCampusDate,
  type Listing,
  type ListingWriteInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { listings } from '../src/features/listings/listings.tables';
import { expireEveryMs, listingJobs } from '../src/features/listings/listings.service';
import { jobs } from '../src/platform/jobs.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let moderator: string;
let student: string;
let studentId: string;
let other: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [moderatorAccount, studentAccount, otherAccount] = await Promise.all([
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
    registerVerifiedUser(context.app, mail),
  ]);
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
  studentId = studentAccount.login.user_current.user_id;
  other = otherAccount.login.access_token;
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function today(): string {
  return campusDateOf(new Date());
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
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

async function post(overrides: Partial<ListingWriteInput> = {}, token = student): Promise<Listing> {
  const response = await call('POST', '/listings', token, listingBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return listingSchema.parse(response.json());
}

async function approve(listing: Listing): Promise<Listing> {
  const response = await call('POST', `/listings/review/${listing.listing_id}/approve`, moderator);
  expect(response.statusCode, response.body).toBe(200);
  return listingSchema.parse(response.json());
}

async function board(query: string, token = other) {
  const response = await call('GET', `/listings${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return listingPageSchema.parse(response.json());
}

function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

describe(`the listings boards on ${testDriver}`, () => {
  it('needs a signed-in user, and a moderator for the queue', async () => {
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
      const response = await call(method, url, undefined, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url, payload] of [
      ['GET', '/listings/review', undefined],
      ['POST', `/listings/review/${unknownId}/approve`, undefined],
      ['POST', `/listings/review/${unknownId}/reject`, { note: 'No' }],
      ['DELETE', `/listings/review/${unknownId}`, undefined],
    ] as const) {
      const response = await call(method, url, student, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(problemSchema.parse(response.json()).code).toBe('forbidden');
    }
  });

  it('names the rule of each bad field and saves nothing', async () => {
    const before = await context.database.db.select().from(listings);
    const response = await call('POST', '/listings', student, {
      category: 'housing',
      title: 'Hi',
      description: '   ',
      contact: 'x'.repeat(201),
      expires_on: 'next friday',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.body)).toEqual({
      'body.category': 'category must be one of car_pooling, internships, jobs, alumni, erasmus',
      'body.title': 'title must be at least 5 characters',
      'body.description': 'description must be at least 20 characters',
      'body.contact': 'must not exceed 200 characters',
      'body.expires_on': 'expires_on must be a date (YYYY-MM-DD)',
    });

    const tooLong = await call('POST', '/listings', student, {
      ...listingBody(),
      title: 'T'.repeat(121),
      description: 'D'.repeat(2001),
    });
    expect(fieldMessages(tooLong.body)).toEqual({
      'body.title': 'must not exceed 120 characters',
      'body.description': 'must not exceed 2000 characters',
    });

    const missing = await call('POST', '/listings', student, { category: 'jobs' });
    expect(fieldMessages(missing.body)).toMatchObject({
      'body.title': 'title is required',
      'body.contact': 'contact is required',
    });

    const expiry = 'expires_on must be between tomorrow and 90 days from today';
    for (const expiresOn of [today(), shiftCampusDate(today(), -3), shiftCampusDate(today(), 91)]) {
      const wrong = await call(
        'POST',
        '/listings',
        student,
        listingBody({ expires_on: expiresOn }),
      );
      expect(wrong.statusCode, expiresOn).toBe(400);
      expect(problemSchema.parse(wrong.json()).detail).toBe(expiry);
      expect(fieldMessages(wrong.body)).toEqual({ 'body.expires_on': expiry });
    }
    expect(await context.database.db.select().from(listings)).toEqual(before);

    for (const expiresOn of [shiftCampusDate(today(), 1), shiftCampusDate(today(), 90)]) {
      await post({ expires_on: expiresOn, category: 'jobs', title: `Edge ${expiresOn}` });
    }
    const badId = await call('GET', '/listings/not-a-uuid', student);
    expect(badId.statusCode).toBe(400);
    expect(fieldMessages(badId.body)).toEqual({
      'path.listing_id': 'listing_id must be the id of a listing (a UUID)',
    });
    expect((await call('GET', '/listings?category=housing', student)).statusCode).toBe(400);
    expect((await call('GET', '/listings?page_size=7', student)).statusCode).toBe(400);
  });

  it('keeps a new listing off the board until a moderator approves it', async () => {
    const listing = await post({ category: 'erasmus', title: 'Room swap in Lisbon, spring term' });
    expect(listing).toMatchObject({
      status: 'waiting',
      is_mine: true,
      is_expired: false,
      author_name: 'Deniz A.',
      approved_at: null,
      review_note: null,
    });
    expect((await board('?category=erasmus')).total).toBe(0);
    expect((await call('GET', `/listings/${listing.listing_id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/listings/${listing.listing_id}`, student)).statusCode).toBe(200);

    const queue = await call('GET', '/listings/review?category=erasmus', moderator);
    expect(listingPageSchema.parse(queue.json()).items.map((item) => item.listing_id)).toEqual([
      listing.listing_id,
    ]);

    const approved = await approve(listing);
    expect(approved.status).toBe('approved');
    expect(approved.approved_at).not.toBeNull();
    expect(await auditOf('listing.approved', listing.listing_id)).toHaveLength(1);

    const page = await board('?category=erasmus');
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      listing_id: listing.listing_id,
      is_mine: false,
      author_name: 'Deniz A.',
      contact: 'elif@ogr.yesiltepe.edu.tr',
    });
    const again = await call('POST', `/listings/review/${listing.listing_id}/approve`, moderator);
    expect(again.statusCode).toBe(409);
    expect(problemSchema.parse(again.json()).detail).toBe('This listing has already been approved');
  });

  it('lists the board newest approved first, searches in Turkish and pages', async () => {
    const first = await approve(
      await post({ category: 'internships', title: 'Yazılım stajı, yaz dönemi' }),
    );
    const second = await approve(
      await post({
        category: 'internships',
        title: 'Summer internship at a robotics lab',
        description: 'Three months in İzmir working on ROS, Python and a real robot arm.',
      }),
    );
    const page = await board('?category=internships');
    expect(page.items.map((item) => item.listing_id)).toEqual([
      second.listing_id,
      first.listing_id,
    ]);
    expect((await board('?category=internships&q=STAJI')).items.map((i) => i.title)).toEqual([
      'Yazılım stajı, yaz dönemi',
    ]);
    expect((await board('?q=izmir')).items.map((item) => item.listing_id)).toEqual([
      second.listing_id,
    ]);
    expect((await board('?q=100%25')).total).toBe(0);
    const paged = await board('?category=internships&page=2&page_size=10');
    expect(paged).toMatchObject({ page: 2, page_size: 10, total: 2, items: [] });
  });

  it('drops expired listings from the board and hides expired waiting ones from the queue', async () => {
    const listing = await approve(
      await post({ category: 'alumni', title: 'Alumni mentoring offer' }),
    );
    const waiting = await post({ category: 'alumni', title: 'Alumni coffee meetup' });
    expect((await board('?category=alumni')).total).toBe(1);
    const yesterday = shiftCampusDate(today(), -1);
    await context.database.db
      .update(listings)
      .set({ expires_on: yesterday })
      .where(eq(listings.listing_id, listing.listing_id));
    await context.database.db
      .update(listings)
      .set({ expires_on: yesterday })
      .where(eq(listings.listing_id, waiting.listing_id));

    expect((await board('?category=alumni')).total).toBe(0);
    expect((await call('GET', `/listings/${listing.listing_id}`, other)).statusCode).toBe(404);
    const own = listingSchema.parse(
      (await call('GET', `/listings/${listing.listing_id}`, student)).json(),
    );
    expect(own.is_expired).toBe(true);

    const queue = async (query: string) =>
      listingPageSchema.parse((await call('GET', `/listings/review${query}`, moderator)).json());
    expect((await queue('?category=alumni')).total).toBe(0);
    expect((await queue('?category=alumni&include_expired=true')).items[0]?.listing_id).toBe(
      waiting.listing_id,
    );
    const late = await call('POST', `/listings/review/${waiting.listing_id}/approve`, moderator);
    expect(late.statusCode).toBe(409);
    expect(problemSchema.parse(late.json()).detail).toBe(
      `This listing expired on ${yesterday}; an expired listing cannot be approved`,
    );
  });

  it('lets the author edit or withdraw only their own listing while it waits', async () => {
    const listing = await post({ category: 'jobs', title: 'Part-time teaching assistant' });
    const edited = await call(
      'PUT',
      `/listings/${listing.listing_id}`,
      student,
      listingBody({ category: 'jobs', title: 'Part-time teaching assistant (Calculus)' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(listingSchema.parse(edited.json()).title).toBe(
      'Part-time teaching assistant (Calculus)',
    );

    const foreign = await call('PUT', `/listings/${listing.listing_id}`, other, listingBody());
    expect(foreign.statusCode).toBe(403);
    expect(problemSchema.parse(foreign.json()).detail).toBe(
      'You can change only your own listings',
    );
    expect((await call('DELETE', `/listings/${listing.listing_id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/listings/${listing.listing_id}`, moderator)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/listings/${unknownId}`, student, listingBody())).statusCode).toBe(
      404,
    );
    const pastEdit = await call(
      'PUT',
      `/listings/${listing.listing_id}`,
      student,
      listingBody({ expires_on: shiftCampusDate(today(), -1) }),
    );
    expect(pastEdit.statusCode).toBe(400);

    expect((await call('DELETE', `/listings/${listing.listing_id}`, student)).statusCode).toBe(204);
    const afterWithdraw = await call(
      'PUT',
      `/listings/${listing.listing_id}`,
      student,
      listingBody(),
    );
    expect(afterWithdraw.statusCode).toBe(409);
    expect(problemSchema.parse(afterWithdraw.json()).detail).toBe(
      'This listing has already been withdrawn; only waiting listings can be changed',
    );
    const review = await call('POST', `/listings/review/${listing.listing_id}/approve`, moderator);
    expect(review.statusCode).toBe(409);

    const approved = await approve(await post({ category: 'jobs', title: 'Library night shift' }));
    const lateEdit = await call('PUT', `/listings/${approved.listing_id}`, student, listingBody());
    expect(lateEdit.statusCode).toBe(409);
    expect((await call('DELETE', `/listings/${approved.listing_id}`, student)).statusCode).toBe(
      409,
    );

    const mine = listingPageSchema.parse((await call('GET', '/listings/mine', student)).json());
    const statuses = new Map(mine.items.map((item) => [item.listing_id, item.status]));
    expect(statuses.get(listing.listing_id)).toBe('withdrawn');
    expect(statuses.get(approved.listing_id)).toBe('approved');
    expect(mine.items.every((item) => item.is_mine)).toBe(true);
    const theirs = listingPageSchema.parse((await call('GET', '/listings/mine', other)).json());
    expect(theirs.total).toBe(0);
  });

  it('rejects with a note the author reads, and removes with an audit entry', async () => {
    const listing = await post({ category: 'car_pooling', title: 'Ride to the airport' });
    const noNote = await call('POST', `/listings/review/${listing.listing_id}/reject`, moderator, {
      note: '',
    });
    expect(noNote.statusCode).toBe(400);
    expect(fieldMessages(noNote.body)).toEqual({ 'body.note': 'note is required' });

    const rejected = await call(
      'POST',
      `/listings/review/${listing.listing_id}/reject`,
      moderator,
      {
        note: 'Please add the departure time.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await auditOf('listing.rejected', listing.listing_id)).toHaveLength(1);
    const own = listingSchema.parse(
      (await call('GET', `/listings/${listing.listing_id}`, student)).json(),
    );
    expect(own).toMatchObject({
      status: 'rejected',
      review_note: 'Please add the departure time.',
    });

    const approved = await approve(
      await post({ category: 'car_pooling', title: 'Ride to Eskişehir' }),
    );
    expect((await board('?category=car_pooling')).total).toBe(1);
    const removed = await call('DELETE', `/listings/review/${approved.listing_id}`, moderator);
    expect(removed.statusCode).toBe(204);
    const [audit] = await auditOf('listing.deleted', approved.listing_id);
    expect(audit?.details).toEqual({
      category: 'car_pooling',
      author_id: studentId,
      status: 'approved',
    });
    expect((await board('?category=car_pooling')).total).toBe(0);
    expect(
      (await call('DELETE', `/listings/review/${approved.listing_id}`, moderator)).statusCode,
    ).toBe(404);
  });

  it('announces approvals and rejections to the author, after they are saved', async () => {
    const reviewed: {
      listing_id: string;
      author_id: string;
      status: string;
      note: string | null;
    }[] = [];
    const stop = context.app.domainEvents.on('listing.reviewed', (payload) => {
      reviewed.push(payload);
    });
    const first = await approve(await post({ category: 'jobs', title: 'Library assistant' }));
    const second = await post({ category: 'jobs', title: 'Cafeteria shifts' });
    const rejected = await call('POST', `/listings/review/${second.listing_id}/reject`, moderator, {
      note: 'Add the hourly pay.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const again = await call('POST', `/listings/review/${first.listing_id}/approve`, moderator);
    expect(again.statusCode).toBe(409);
    stop();
    expect(reviewed).toEqual([
      { listing_id: first.listing_id, author_id: studentId, status: 'approved', note: null },
      {
        listing_id: second.listing_id,
        author_id: studentId,
        status: 'rejected',
        note: 'Add the hourly pay.',
      },
    ]);
  });
});

describe('the listing expiry job', () => {
  /** Makes the expiry job due and waits for one pass and the notifications it caused. */
  async function runExpiryJob(): Promise<void> {
    await context.database.db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(eq(jobs.name, listingJobs.expire));
    await context.app.jobs.runDue();
    await context.app.domainEvents.idle();
  }

  async function expiryNotifications(token: string, listingId: string) {
    const response = await call('GET', '/notifications?page_size=100', token);
    expect(response.statusCode, response.body).toBe(200);
    return notificationPageSchema
      .parse(response.json())
      .items.filter(
        (item) => item.kind === 'listing.expired' && item.payload.listing_id === listingId,
      );
  }

  it('marks an approved listing past its expiry as expired and tells its author once', async () => {
    const expiring = await approve(
      await post({ category: 'erasmus', title: 'Erasmus room in Lisbon to share' }),
    );
    const current = await approve(await post({ category: 'erasmus', title: 'Erasmus buddy' }));
    const waiting = await post({ category: 'erasmus', title: 'Erasmus flat in Gent' });
    const yesterday = shiftCampusDate(today(), -1);
    await context.database.db
      .update(listings)
      .set({ expires_on: yesterday })
      .where(inArray(listings.listing_id, [expiring.listing_id, waiting.listing_id]));
    // Between two runs the queries already keep it off the board.
    const onBoard = (await board('?category=erasmus&page_size=100')).items.map(
      (item) => item.listing_id,
    );
    expect(onBoard).toContain(current.listing_id);
    expect(onBoard).not.toContain(expiring.listing_id);

    // The job is scheduled (15 minutes after the last run), not left to chance.
    const [scheduled] = await context.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, listingJobs.expire));
    expect(scheduled?.status).toBe('queued');

    await runExpiryJob();
    const statusOf = async (listingId: string) =>
      listingSchema.parse((await call('GET', `/listings/${listingId}`, student)).json()).status;
    expect(await statusOf(expiring.listing_id)).toBe('expired');
    expect(await statusOf(current.listing_id)).toBe('approved');
    expect(await statusOf(waiting.listing_id)).toBe('waiting');
    const mine = listingPageSchema.parse((await call('GET', '/listings/mine', student)).json());
    expect(mine.items.find((item) => item.listing_id === expiring.listing_id)?.status).toBe(
      'expired',
    );
    const expiredQueue = listingPageSchema.parse(
      (await call('GET', '/listings/review?status=expired', moderator)).json(),
    );
    expect(expiredQueue.items.map((item) => item.listing_id)).toContain(expiring.listing_id);

    const notified = await expiryNotifications(student, expiring.listing_id);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({
      payload: { listing_id: expiring.listing_id, title: 'Erasmus room in Lisbon to share' },
      link: '/my-space',
      read_at: null,
    });
    expect(await expiryNotifications(other, expiring.listing_id)).toHaveLength(0);

    // A second run finds nothing new: still one notification, and the job stays scheduled.
    await runExpiryJob();
    expect(await expiryNotifications(student, expiring.listing_id)).toHaveLength(1);
    const [next] = await context.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, listingJobs.expire));
    expect(next?.status).toBe('queued');
    expect((next?.run_at.getTime() ?? 0) - Date.now()).toBeGreaterThan(expireEveryMs - 60_000);
  });
});
