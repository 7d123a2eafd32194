import type { FastifyInstance } from 'fastify';

/**
 * Answers of the busiest public reads, kept a few seconds for anonymous callers: a burst of
 * visitors (a course page shared in a class group) costs the database one read per URL and
 * interval instead of one per visitor. Only anonymous calls are kept and served, so nobody's
 * own view depends on it; any write that succeeds through this process empties it at once, and
 * changes made elsewhere (another process, a job) show within the interval.
 */
export interface PublicAnswers {
  /** The kept answer for this key, else the one `read` gives, kept for the interval. */
  through<T>(key: string, read: () => Promise<T> | T): Promise<T>;
  clear(): void;
}

export interface PublicAnswersOptions {
  ttlMs: number;
  /** At most this many URLs are kept; the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

export function createPublicAnswers({
  ttlMs,
  maxEntries,
  now = Date.now,
}: PublicAnswersOptions): PublicAnswers {
  const kept = new Map<string, { until: number; answer: Promise<unknown> }>();
  return {
    through<T>(key: string, read: () => Promise<T> | T): Promise<T> {
      const entry = kept.get(key);
      if (entry !== undefined && entry.until > now()) return entry.answer as Promise<T>;
      kept.delete(key);
      if (kept.size >= maxEntries) {
        const oldest = kept.keys().next();
        if (oldest.done !== true) kept.delete(oldest.value);
      }
      // Callers that arrive while the first read runs share it; a failed read is not kept.
      const answer = Promise.resolve().then(read);
      kept.set(key, { until: now() + ttlMs, answer });
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      return answer;
    },
    clear() {
      kept.clear();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous answers of the public reads that ask for it (`publicCache` of an endpoint). */
    publicAnswers: PublicAnswers;
  }
}

/** The app's kept public answers, emptied by every write that succeeds. */
export function registerPublicAnswers(
  app: FastifyInstance,
  options: PublicAnswersOptions = { ttlMs: 5_000, maxEntries: 500 },
): void {
  const answers = createPublicAnswers(options);
  app.decorate('publicAnswers', answers);
  // Before the write's answer leaves, so that its author's next read is fresh.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      answers.clear();
  });
}
