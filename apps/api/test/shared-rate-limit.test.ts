import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRedisThrottle } from '../src/platform/throttle';
import { createTestApp, type TestContext } from './support/app';

const redisUrl = process.env.REDIS_URL;

// Two API processes behind one proxy share their counters through Redis.
describe.runIf(redisUrl !== undefined)('rate limits shared through Redis', () => {
  let redis: Redis;
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '', { keyPrefix: `test-${randomUUID()}:` });
    [first, second] = await Promise.all([
      createTestApp({ dependencies: { redis, addressRateLimit: 4 } }),
      createTestApp({ dependencies: { redis, addressRateLimit: 4 } }),
    ]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    redis.disconnect();
  });

  it('counts requests to either instance against one limit', async () => {
    const address = `10.9.${String(Math.floor(Math.random() * 200))}.${String(Math.floor(Math.random() * 200))}`;
    const statuses: number[] = [];
    for (const context of [first, second, first, second, first, second]) {
      const response = await context.api.call('GET', '/system/status', undefined, undefined, {
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe.runIf(redisUrl !== undefined)('failed sign-in counters shared through Redis', () => {
  it('blocks a key for every process once the limit is reached, until reset', async () => {
    const redis = new Redis(redisUrl ?? '');
    try {
      const first = createRedisThrottle(redis, { limit: 3, windowSeconds: 60 });
      const second = createRedisThrottle(redis, { limit: 3, windowSeconds: 60 });
      const key = `test:${randomUUID()}`;
      await first.recordFailure(key);
      await second.recordFailure(key);
      expect(await first.blockedFor(key)).toBe(0);
      await first.recordFailure(key);
      // Blocked for what is left of the 60-second window (Redis counts whole seconds).
      const blocked = await second.blockedFor(key);
      expect(blocked).toBeGreaterThanOrEqual(59);
      expect(blocked).toBeLessThanOrEqual(60);
      // A key asked about with a higher limit of its own (an address's) is not blocked yet.
      expect(await second.blockedFor(key, 4)).toBe(0);
      await second.reset(key);
      expect(await first.blockedFor(key)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});
