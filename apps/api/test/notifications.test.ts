import { describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  notificationCountSchema,
  notificationPageSchema,
  notificationSchema,
  type Notification,
} from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import {
  notifications,
  type NotificationRow,
} from '../src/features/notifications/notifications.tables';
import { createTestApp, useTestApp, type TestContext } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createListing } from './support/factories/listings';
import { createNotification } from './support/factories/notifications';
import { bearer, expectProblem, expectStatus } from './support/http';

const t = useTestApp();

const unknownId = '00000000-0000-4000-8000-000000000000';
const minuteMs = 60_000;

/** A waiting listing of `authorId`, reviewed by the moderator through the API; answers its id. */
async function reviewedListing(
  context: TestContext,
  moderator: string,
  authorId: string,
  decision: 'approve' | 'reject',
  note?: string,
): Promise<string> {
  const listing = await createListing(context, { author_id: authorId });
  const reviewed = await context.api.call(
    'POST',
    `/listings/review/${listing.listing_id}/${decision}`,
    moderator,
    note === undefined ? undefined : { note },
  );
  expectStatus(reviewed, 200);
  await context.app.domainEvents.idle();
  return listing.listing_id;
}

/** `count` unread notifications of `userId`, a minute apart, the last one the newest. */
async function unreadNotifications(userId: string, count: number) {
  const rows: NotificationRow[] = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(
      await createNotification(t, {
        user_id: userId,
        created_at: new Date(Date.now() - (count - index) * minuteMs),
      }),
    );
  }
  return rows;
}

async function list(token: string, query = '') {
  return t.api.read(`/notifications${query}`, token, notificationPageSchema);
}

async function unreadCount(token: string): Promise<number> {
  return (await t.api.read('/notifications/unread-count', token, notificationCountSchema)).count;
}

interface StreamEvent {
  event: string;
  data: string;
}

/** Reads server-sent events from a fetch body, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const comments: string[] = [];
  return {
    comments,
    reader,
    async next(): Promise<StreamEvent | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event !== undefined && data !== undefined) return { event, data };
          comments.push(block);
          continue;
        }
        const chunk = await reader.read();
        if (chunk.done) return null;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
  };
}

describe(`notifications on ${testDriver}`, () => {
  it('answers 401 to every call without a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['GET', '/notifications/stream'],
      ['POST', '/notifications/read-all'],
      ['POST', `/notifications/${unknownId}/read`],
      ['DELETE', `/notifications/${unknownId}`],
    ] as const) {
      const response = await t.api.call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('tells the author of a reviewed listing, and no one else, without a text', async () => {
    const [moderator, student, other] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
      createUser(t),
    ]);
    expect(await unreadCount(student.token)).toBe(0);
    const approvedId = await reviewedListing(t, moderator.token, student.id, 'approve');
    const rejectedId = await reviewedListing(
      t,
      moderator.token,
      student.id,
      'reject',
      'Please add the return time',
    );

    const page = await list(student.token);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.kind)).toEqual(['listing.reviewed', 'listing.reviewed']);
    const [rejected, approved] = page.items;
    expect(rejected).toMatchObject({
      payload: { listing_id: rejectedId, status: 'rejected', note: 'Please add the return time' },
      link: '/my-space',
      read_at: null,
    });
    expect(approved).toMatchObject({
      payload: { listing_id: approvedId, status: 'approved', note: null },
    });
    expect(await unreadCount(student.token)).toBe(2);

    expect((await list(other.token)).total).toBe(0);
    expect(await unreadCount(other.token)).toBe(0);
  });

  it('makes each kind from its domain event, with its link and its facts only', async () => {
    const [other, student] = await Promise.all([createUser(t), createUser(t)]);
    await unreadNotifications(student.id, 2);
    const ids = {
      question: '11111111-1111-4111-8111-111111111111',
      reply: '22222222-2222-4222-8222-222222222222',
      alarm: '33333333-3333-4333-8333-333333333333',
      event: '44444444-4444-4444-8444-444444444444',
      item: '55555555-5555-4555-8555-555555555555',
      application: '66666666-6666-4666-8666-666666666666',
      entry: '77777777-7777-4777-8777-777777777777',
      experience: '88888888-8888-4888-8888-888888888888',
      course: '99999999-9999-4999-8999-999999999999',
    };
    const events = t.app.domainEvents;
    const userId = other.id;
    // Recorded as the features do, in a transaction; delivered once it committed.
    await t.database.db.transaction(async (transaction) => {
      await events.record(transaction, 'course_experience.reviewed', {
        experience_id: ids.experience,
        course_id: ids.course,
        course_code: 'CENG 101',
        author_id: userId,
        status: 'approved',
        note: null,
      });
      await events.record(transaction, 'user.vip_unlocked', { user_id: userId });
      await events.record(transaction, 'pool_question.replied', {
        question_id: ids.question,
        reply_id: ids.reply,
        asker_id: userId,
      });
      await events.record(transaction, 'therapist_entry.reviewed', {
        entry_id: ids.entry,
        pool: 'psychiatry',
        author_id: userId,
        status: 'rejected',
        note: 'No names, please',
      });
      await events.record(transaction, 'alarm.fired', {
        alarm_id: ids.alarm,
        user_id: userId,
        title: 'Exam',
        event_id: ids.event,
      });
      await events.record(transaction, 'alarm.fired', {
        alarm_id: ids.alarm,
        user_id: userId,
        title: 'Call',
        event_id: null,
      });
      await events.record(transaction, 'feedback.answered', {
        item_id: ids.item,
        kind: 'suggestion',
        author_id: userId,
        status: 'done',
      });
      await events.record(transaction, 'career_application.reviewed', {
        application_id: ids.application,
        applicant_id: userId,
        status: 'interview',
      });
    });
    await events.idle();

    const page = await list(other.token, '?page_size=25');
    expect(page.total).toBe(8);
    const byKind = new Map<string, Notification[]>();
    for (const item of page.items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
    expect([...byKind.keys()].sort()).toEqual([
      'alarm.fired',
      'career_application.reviewed',
      'course_experience.reviewed',
      'feedback.answered',
      'pool_question.replied',
      'therapist_entry.reviewed',
      'user.vip_unlocked',
    ]);
    expect(byKind.get('course_experience.reviewed')?.[0]).toMatchObject({
      link: '/my-space',
      payload: { course_code: 'CENG 101', status: 'approved', experience_id: ids.experience },
    });
    expect(byKind.get('user.vip_unlocked')?.[0]).toMatchObject({ link: '/courses', payload: {} });
    const replied = byKind.get('pool_question.replied')?.[0];
    expect(replied?.link).toBe(`/questions?thread=${ids.question}`);
    expect(replied?.payload).toEqual({ question_id: ids.question, reply_id: ids.reply });
    expect(byKind.get('therapist_entry.reviewed')?.[0]).toMatchObject({
      link: '/my-space',
      payload: { pool: 'psychiatry', status: 'rejected', note: 'No names, please' },
    });
    expect(
      byKind
        .get('alarm.fired')
        ?.map((item) => item.link)
        .sort(),
    ).toEqual(['/alarm/personal', `/event/${ids.event}`]);
    expect(byKind.get('feedback.answered')?.[0]).toMatchObject({
      payload: { kind: 'suggestion', status: 'done' },
    });
    expect(byKind.get('career_application.reviewed')?.[0]).toMatchObject({
      payload: { status: 'interview' },
    });
    expect(await unreadCount(other.token)).toBe(8);
    // None of them reached the student, who keeps their own two.
    expect((await list(student.token)).total).toBe(2);
  });

  it('filters the unread ones, pages newest first and names bad queries', async () => {
    const other = await createUser(t);
    await unreadNotifications(other.id, 8);
    const all = await list(other.token, '?page_size=10');
    expect(all.total).toBe(8);
    expect(all.items).toHaveLength(8);
    const times = all.items.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await list(other.token, '?page=2&page_size=10');
    expect(second.items).toEqual([]);
    expect(second.total).toBe(8);

    const bad = await t.api.call('GET', '/notifications?page_size=7', other.token);
    expect(expectProblem(bad, 400).status).toBe(400);
    expect(bad.body).toContain('page_size must be one of 10, 25, 50, 100');
    const badUnread = await t.api.call('GET', '/notifications?unread=maybe', other.token);
    expectProblem(badUnread, 400);
    expect(badUnread.body).toContain('unread must be true or false');
  });

  it('marks one read, only its owner, and keeps the first reading time', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    const [older, newest] = await unreadNotifications(student.id, 2);
    const [first] = (await list(student.token)).items;
    if (first === undefined) throw new Error('no notification');
    expect(first.notification_id).toBe(newest?.notification_id);
    const path = `/notifications/${first.notification_id}/read`;

    expectProblem(await t.api.call('POST', path, other.token), 404);
    expectProblem(await t.api.call('POST', `/notifications/${unknownId}/read`, student.token), 404);
    expectProblem(await t.api.call('POST', '/notifications/not-a-uuid/read', student.token), 400);

    const read = await t.api.call('POST', path, student.token);
    const readAt = expectStatus(read, 200, notificationSchema).read_at;
    expect(readAt).not.toBeNull();
    const again = expectStatus(
      await t.api.call('POST', path, student.token),
      200,
      notificationSchema,
    );
    expect(again.read_at).toBe(readAt);

    expect(await unreadCount(student.token)).toBe(1);
    const unread = await list(student.token, '?unread=true');
    expect(unread.total).toBe(1);
    expect(unread.items[0]?.notification_id).toBe(older?.notification_id);
    expect(unread.items[0]?.notification_id).not.toBe(first.notification_id);
    expect((await list(student.token, '?unread=false')).total).toBe(2);
  });

  it('marks all read, the caller’s only', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    await unreadNotifications(other.id, 8);
    await unreadNotifications(student.id, 1);
    await createNotification(t, { user_id: student.id, read_at: new Date() });
    const response = await t.api.call('POST', '/notifications/read-all', other.token);
    expectStatus(response, 200);
    expect(response.json()).toEqual({ updated: 8 });
    expect(await unreadCount(other.token)).toBe(0);
    expect(await unreadCount(student.token)).toBe(1);
    expect((await t.api.call('POST', '/notifications/read-all', other.token)).json()).toEqual({
      updated: 0,
    });
  });

  it('deletes one, only its owner', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    await unreadNotifications(student.id, 2);
    const [first] = (await list(student.token)).items;
    if (first === undefined) throw new Error('no notification');
    const path = `/notifications/${first.notification_id}`;
    expectProblem(await t.api.call('DELETE', path, other.token), 404);
    expectStatus(await t.api.call('DELETE', path, student.token), 204);
    expectProblem(await t.api.call('DELETE', path, student.token), 404);
    expect((await list(student.token)).total).toBe(1);
  });

  it('goes with the account when it is deleted', async () => {
    const leaving = await createUser(t);
    await createNotification(t, { user_id: leaving.id });
    const rows = () =>
      t.database.db.select().from(notifications).where(eq(notifications.user_id, leaving.id));
    expect(await rows()).toHaveLength(1);
    await t.database.db.delete(users).where(eq(users.user_id, leaving.id));
    expect(await rows()).toHaveLength(0);
  });

  it('pushes a new notification and the count to an open stream over real HTTP', async () => {
    // The stream ends when its server closes, so this test has an app of its own to close.
    const own = await createTestApp();
    let closed = false;
    onTestFinished(async () => {
      if (!closed) await own.close();
    });
    const [moderator, listener, other] = await Promise.all([
      createUser(own, { role: 'moderator' }),
      createUser(own),
      createUser(own),
    ]);
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${String(address.port)}/api/notifications/stream`;

    const anonymous = await fetch(base);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();

    const response = await fetch(base, { headers: bearer(listener.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    if (response.body === null) throw new Error('no body');
    const events = eventReader(response.body);
    expect(await events.next()).toEqual({ event: 'count', data: JSON.stringify({ count: 0 }) });

    const listingId = await reviewedListing(own, moderator.token, listener.id, 'approve');
    const pushed = await events.next();
    expect(pushed?.event).toBe('notification');
    const notification = notificationSchema.parse(JSON.parse(pushed?.data ?? 'null'));
    expect(notification).toMatchObject({
      kind: 'listing.reviewed',
      payload: { listing_id: listingId, status: 'approved' },
      read_at: null,
    });
    expect(await events.next()).toEqual({ event: 'count', data: JSON.stringify({ count: 1 }) });

    // Reading it elsewhere (another tab) updates the count of this one.
    const read = await own.api.call(
      'POST',
      `/notifications/${notification.notification_id}/read`,
      listener.token,
    );
    expectStatus(read, 200);
    expect(await events.next()).toEqual({ event: 'count', data: JSON.stringify({ count: 0 }) });
    expect(events.comments).toContain(': connected');

    // Someone else's notification does not reach this stream; closing the server ends it.
    await reviewedListing(own, moderator.token, other.id, 'approve');
    closed = true;
    await own.close();
    expect(await events.next()).toBeNull();
  });
});
