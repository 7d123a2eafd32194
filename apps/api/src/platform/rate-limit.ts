import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Requests per window for each client address, on routes that set nothing stricter. */
  globalMax: number;
  windowMs: number;
  /** Shared counters across API processes; in memory when absent. */
  redis?: Redis;
}

/**
 * Rate limits for every route. A route tightens its own limit with
 * `config: { rateLimit: { max, timeWindow } }`.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.globalMax,
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
