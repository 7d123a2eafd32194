import type { Redis } from 'ioredis';

/**
 * The Redis client of a server process (REDIS_URL), set to fail fast: while
 * Redis is unreachable a command is refused at once instead of queued, and
 * one that gets no answer fails after half a second, so that no request waits
 * on it. Its callers fall back (the throttles count in memory, rate limits
 * let requests through) and `/api/health` reports it.
 */
export async function createRedisClient(url: string): Promise<Redis> {
  // The client library loads only where Redis is configured.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    commandTimeout: 500,
    // Reconnect forever, at most every two seconds.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // A lost connection is reported by the health check, not thrown.
  redis.on('error', () => undefined);
  return redis;
}

/** Whether the configured Redis answers, for the health check. */
export function redisStateOf(redis: Redis | undefined): 'up' | 'down' | 'not_configured' {
  if (redis === undefined) return 'not_configured';
  return redis.status === 'ready' ? 'up' : 'down';
}
