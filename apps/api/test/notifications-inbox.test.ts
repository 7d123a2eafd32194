import { describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationSchema } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { notifications } from '../src/features/notifications/notifications.tables';
import { createTestApp, useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createNotification } from './support/factories/notifications';
import { bearer, expectProblem, expectStatus, unknownId } from './support/http';
import { createNotificationHelpers, reviewedListing } from './support/notifications';

const t = useTestApp();
const { list, unreadCount, unreadNotifications } = createNotificationHelpers(t);

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
