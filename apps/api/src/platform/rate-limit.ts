import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Calls per window of each signed-in account, on routes that set nothing stricter. */
  perAccount: number;
  /** Anonymous calls per window from each client address, on routes that set nothing stricter. */
  perAddress: number;
  windowMs: number;
  /** Shared counters across API processes; in memory when absent. */
  redis?: Redis;
}

/**
 * Which budget a call spends: a signed-in person's own, wherever they call from (a campus is
 * mostly one NAT address, shared by thousands), else the client address's. Authentication runs
 * first (an instance hook, before the limiter's route hooks), so `request.user` is known; a
 * forged token is refused by its signature before any counting, and a call to a closed route
 * without a session is refused before it spends anything.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user === null ? `address:${request.ip}` : `account:${request.user.userId}`;
}

/**
 * Rate limits for every route: `perAccount` for signed-in calls, `perAddress` for anonymous
 * ones. A route tightens its own limit with `config: { rateLimit: { max, timeWindow } }`,
 * counted by the same key.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    keyGenerator: rateLimitKey,
    max: (_request, key) => (key.startsWith('account:') ? options.perAccount : options.perAddress),
    timeWindow: options.windowMs,
    ...(options.redis ? { redis: options.redis, nameSpace: 'campus-rate-limit:' } : {}),
    // When Redis is unreachable, requests pass rather than failing the whole site.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
}
