import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { notificationSchema } from '@campus/contracts';
import { createTestApp, type TestContext } from './support/app';
import { createUser } from './support/factories/accounts';
import { bearer } from './support/http';

const redisUrl = process.env.REDIS_URL;

/** The next complete server-sent event of a stream, as its name and data. */
async function nextEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  state: { buffer: string },
): Promise<{ event: string; data: string } | null> {
  const decoder = new TextDecoder();
  for (;;) {
    const end = state.buffer.indexOf('\n\n');
    if (end >= 0) {
      const block = state.buffer.slice(0, end);
      state.buffer = state.buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event !== undefined && data !== undefined) return { event, data };
      continue;
    }
    const chunk = await reader.read();
    if (chunk.done) return null;
    state.buffer += decoder.decode(chunk.value, { stream: true });
  }
}

// Two API processes share one Redis: a notification made by one reaches a stream open on the other.
describe.runIf(redisUrl !== undefined)('live notifications across API processes', () => {
  let redis: Redis;
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '');
    // The first holds the stream and runs no jobs, so the second delivers the event (any
    // process sharing the database may run its job) and the push has to cross over.
    first = await createTestApp({ dependencies: { redis, runJobs: false } });
    // Both processes share the first one's database, as they would share PostgreSQL.
    second = await createTestApp({ dependencies: { redis, database: first.database } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    redis.disconnect();
  });

  it('delivers through Redis pub/sub to the process that holds the stream', async () => {
    const student = await createUser(first);
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const address = first.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const response = await fetch(
      `http://127.0.0.1:${String(address.port)}/api/notifications/stream`,
      { headers: bearer(student.token) },
    );
    expect(response.status).toBe(200);
    if (response.body === null) throw new Error('no body');
    const reader = response.body.getReader();
    const state = { buffer: '' };
    expect((await nextEvent(reader, state))?.event).toBe('count');

    // Wait until both processes listen on the shared channel.
    const subscribed = Date.now();
    while (
      (await redis
        .call('PUBSUB', 'NUMSUB', 'campus:notifications')
        .then((answer) => (Array.isArray(answer) ? Number(answer[1]) : 0))) < 2 &&
      Date.now() - subscribed < 5000
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Recorded in the database both share (the first one's), as a feature of the second would.
    await first.database.db.transaction(async (transaction) => {
      await second.app.domainEvents.record(transaction, 'user.vip_unlocked', {
        user_id: student.id,
      });
    });
    await second.app.domainEvents.idle();

    const pushed = await nextEvent(reader, state);
    expect(pushed?.event).toBe('notification');
    expect(notificationSchema.parse(JSON.parse(pushed?.data ?? 'null'))).toMatchObject({
      kind: 'user.vip_unlocked',
      link: '/courses',
    });
    await reader.cancel();
  });
});
