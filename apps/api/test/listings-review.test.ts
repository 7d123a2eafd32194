import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  listingPageSchema,
  listingSchema,
  notificationPageSchema,
  shiftCampusDate,
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
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { readQueueTotal, readWaitingCount, startWaitingCount } from './support/moderation';
import { createListingHelpers, listingBody, today } from './support/listings';

const t = useTestApp();
const { approve, board, people, queue } = createListingHelpers(t);

describe(`the listings boards on ${testDriver}`, () => {
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
    const queue = '/listings/review?status=waiting';
    const { reviewer: moderator, before } = await startWaitingCount(t, url, 'moderator', queue);
    const author = await createUser(t);
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
