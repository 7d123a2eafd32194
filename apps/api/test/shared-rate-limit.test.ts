import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestContext } from './test-app';

const redisUrl = process.env.REDIS_URL;

// Two API processes behind one proxy share their counters through Redis.
describe.runIf(redisUrl !== undefined)('rate limits shared through Redis', () => {
  let redis: Redis;
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '', { keyPrefix: `test-${randomUUID()}:` });
    first = await createTestApp({ dependencies: { redis, globalRateLimit: 4 } });
    second = await createTestApp({ dependencies: { redis, globalRateLimit: 4 } });
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
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/system/status',
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
    const { createRedisThrottle } = await import('../src/platform/throttle');
    const first = createRedisThrottle(redis, { limit: 3, windowSeconds: 60 });
    const second = createRedisThrottle(redis, { limit: 3, windowSeconds: 60 });
    const key = `test:${randomUUID()}`;
    await first.recordFailure(key);
    await second.recordFailure(key);
    expect(await first.blockedFor(key)).toBe(0);
    await first.recordFailure(key);
    expect(await second.blockedFor(key)).toBeGreaterThan(0);
    await second.reset(key);
    expect(await first.blockedFor(key)).toBe(0);
    redis.disconnect();
  });
});
