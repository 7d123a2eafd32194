import type { Redis } from 'ioredis';

/**
 * Counts failures per key (an IP address, an account) in a fixed window, to
 * stop password guessing: after `limit` failures the key is blocked until its
 * window ends. Shared through Redis when several API processes run.
 */
export interface FailureThrottle {
  /** Seconds until the key may try again, or 0 when it may try now; `limit` overrides the throttle's. */
  blockedFor(key: string, limit?: number): Promise<number>;
  /** The failures counted for the key in its current window. */
  failures(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface ThrottleOptions {
  limit: number;
  windowSeconds: number;
  now?: () => number;
}

export function createMemoryThrottle({
  limit,
  windowSeconds,
  now = Date.now,
}: ThrottleOptions): FailureThrottle {
  const counters = new Map<string, { count: number; resetsAt: number }>();
  const current = (key: string) => {
    const entry = counters.get(key);
    if (entry !== undefined && entry.resetsAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async blockedFor(key, keyLimit = limit) {
      const entry = current(key);
      if (entry === undefined || entry.count < keyLimit) return 0;
      return Math.max(1, Math.ceil((entry.resetsAt - now()) / 1000));
    },
    async failures(key) {
      return current(key)?.count ?? 0;
    },
    async recordFailure(key) {
      const entry = current(key);
      if (entry === undefined)
        counters.set(key, { count: 1, resetsAt: now() + windowSeconds * 1000 });
      else entry.count += 1;
      // Keep memory bounded under a flood of distinct keys.
      if (counters.size > 100_000) {
        for (const [name, value] of counters) if (value.resetsAt <= now()) counters.delete(name);
      }
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

export function createRedisThrottle(
  redis: Redis,
  { limit, windowSeconds }: ThrottleOptions,
): FailureThrottle {
  const redisKey = (key: string) => `campus-throttle:${key}`;
  return {
    async blockedFor(key, keyLimit = limit) {
      const [count, ttl] = await Promise.all([redis.get(redisKey(key)), redis.ttl(redisKey(key))]);
      if (count === null || Number(count) < keyLimit) return 0;
      return Math.max(1, ttl);
    },
    async failures(key) {
      return Number((await redis.get(redisKey(key))) ?? 0);
    },
    async recordFailure(key) {
      const count = await redis.incr(redisKey(key));
      if (count === 1) await redis.expire(redisKey(key), windowSeconds);
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}

/**
 * The throttle the app uses: shared through Redis when one is configured, and
 * fail-safe without it. While Redis does not answer, each call counts in this
 * process's memory instead (a guesser is still stopped, per process), so
 * signing in never fails or waits because Redis is down.
 */
export function createThrottle(
  redis: Redis | undefined,
  options: ThrottleOptions & { onFallback?: (error: unknown) => void },
): FailureThrottle {
  const local = createMemoryThrottle(options);
  if (redis === undefined) return local;
  const shared = createRedisThrottle(redis, options);
  async function either<T>(sharedCall: () => Promise<T>, localCall: () => Promise<T>) {
    if (redis?.status !== 'ready') return localCall();
    try {
      return await sharedCall();
    } catch (error) {
      options.onFallback?.(error);
      return localCall();
    }
  }
  return {
    blockedFor: (key, limit) =>
      either(
        () => shared.blockedFor(key, limit),
        () => local.blockedFor(key, limit),
      ),
    failures: (key) =>
      either(
        () => shared.failures(key),
        () => local.failures(key),
      ),
    recordFailure: (key) =>
      either(
        () => shared.recordFailure(key),
        () => local.recordFailure(key),
      ),
    reset: async (key) => {
      await local.reset(key);
      await either(
        () => shared.reset(key),
        async () => undefined,
      );
    },
  };
}
