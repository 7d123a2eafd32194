import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { healthSchema } from '@campus/contracts';
import { createRedisClient } from '../src/platform/redis';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { expectProblem, expectStatus, nextClientAddress } from './support/http';

/** A loopback port where nothing listens: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
}

const redis: Redis = await createRedisClient(`redis://127.0.0.1:${String(await closedPort())}`);
const t = useTestApp({ dependencies: { redis } });
afterAll(() => {
  redis.disconnect();
});

describe('with REDIS_URL set and Redis unreachable', () => {
  it('reports the API degraded, not down, in the health check', async () => {
    const health = expectStatus(await t.api.call('GET', '/health'), 200, healthSchema);
    expect(health).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
  });

  it('signs in, and refuses wrong passwords, as with Redis', async () => {
    const user = await createUser(t);
    const from = nextClientAddress();
    const login = (password: string) =>
      t.api.call(
        'POST',
        '/reception/login',
        undefined,
        { user_email: user.email, user_password: password },
        { remoteAddress: from },
      );
    expectStatus(await login(user.password), 200);
    expectProblem(await login('not the password'), 401, 'invalid_credentials');
  });

  it('still stops a guesser: the failures are counted in this process', async () => {
    const user = await createUser(t);
    const from = nextClientAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expectProblem(
        await t.api.call(
          'POST',
          '/reception/login',
          undefined,
          { user_email: user.email, user_password: `wrong ${String(attempt)}` },
          { remoteAddress: from },
        ),
        401,
        'invalid_credentials',
      );
    }
    expectProblem(
      await t.api.call(
        'POST',
        '/reception/login',
        undefined,
        { user_email: user.email, user_password: user.password },
        { remoteAddress: from },
      ),
      429,
      'rate_limited',
    );
  });

  it('takes password-forgot requests', async () => {
    const user = await createUser(t);
    expectStatus(
      await t.api.call('POST', '/reception/password-forgot', undefined, {
        user_email: user.email,
      }),
      202,
    );
  });
});
