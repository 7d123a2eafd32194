import { assistantLimits } from '@campus/contracts';
import { AppError } from '../../platform/errors';
import type { AssistantRepository } from './assistant.repository';

/**
 * The limits of ASSISTANT.md, "Limits": per person 10 answers a minute and
 * 100 questions a day with a model (300 offline), one stream at a time, and a
 * cap on the model streams of this process; beyond them 429 with Retry-After.
 */

export interface LimitSettings {
  perMinute: number;
  perDay: number;
  /** Model streams at once in this process. */
  maxModelStreams: number;
  /** An answer streaming longer than this counts as abandoned (a crashed process). */
  streamLifetimeMs: number;
}

export function limitSettingsOf(withModel: boolean, streamLifetimeMs: number): LimitSettings {
  return {
    perMinute: assistantLimits.questionsPerMinute,
    perDay: withModel
      ? assistantLimits.questionsPerDayWithModel
      : assistantLimits.questionsPerDayOffline,
    maxModelStreams: 20,
    streamLifetimeMs,
  };
}

/** The day of the usage counters: the UTC date. */
export function usageDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function tooMany(detail: string, retryAfterSeconds: number): AppError {
  return new AppError(429, 'rate_limited', detail, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** Streams running in this process: one per person, and the model's count. */
export function createStreamRegistry() {
  const people = new Set<string>();
  const answers = new Map<
    string,
    { controller: AbortController; finished: () => void; done: Promise<void> }
  >();
  let modelStreams = 0;
  return {
    isStreaming: (userId: string) => people.has(userId),
    get modelStreams() {
      return modelStreams;
    },
    /** Holds the person's one stream; the answer's controller stops it. */
    start(userId: string, messageId: string, withModel: boolean): AbortController {
      const controller = new AbortController();
      let finished: () => void = () => undefined;
      const done = new Promise<void>((resolve) => {
        finished = resolve;
      });
      people.add(userId);
      answers.set(messageId, { controller, finished, done });
      if (withModel) modelStreams += 1;
      return controller;
    },
    finish(userId: string, messageId: string, withModel: boolean): void {
      people.delete(userId);
      answers.get(messageId)?.finished();
      answers.delete(messageId);
      if (withModel) modelStreams = Math.max(0, modelStreams - 1);
    },
    /**
     * Stops an answer streaming here and waits (a few seconds at most) until
     * its partial text is saved; false when it is not this process's.
     */
    async stop(messageId: string, waitMs = 5_000): Promise<boolean> {
      const answer = answers.get(messageId);
      if (answer === undefined) return false;
      answer.controller.abort();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        answer.done,
        new Promise((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
      return true;
    },
    /** Stops every stream (the server is closing). */
    stopAll(): void {
      for (const answer of answers.values()) answer.controller.abort();
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

/** Throws 429 (with Retry-After) when a person may not ask now. */
export async function checkLimits(
  repository: AssistantRepository,
  registry: StreamRegistry,
  settings: LimitSettings,
  context: { userId: string; now: Date; withModel: boolean },
): Promise<void> {
  const { userId, now } = context;
  if (
    registry.isStreaming(userId) ||
    (await repository.hasStreaming(userId, new Date(now.getTime() - settings.streamLifetimeMs)))
  )
    throw tooMany('An answer is still being written; wait for it or stop it first', 5);
  if (context.withModel && registry.modelStreams >= settings.maxModelStreams)
    throw tooMany('The assistant is busy; please try again in a few seconds', 10);
  const minuteAgo = new Date(now.getTime() - 60_000);
  const recent = await repository.countAnswersSince(userId, minuteAgo);
  if (recent.count >= settings.perMinute) {
    const wait =
      recent.earliest === null ? 60 : (recent.earliest.getTime() - minuteAgo.getTime()) / 1000;
    throw tooMany(`At most ${String(settings.perMinute)} questions a minute; please wait`, wait);
  }
  const today = await repository.questionsOn(userId, usageDayOf(now));
  if (today >= settings.perDay) {
    const midnight = new Date(now);
    midnight.setUTCHours(24, 0, 0, 0);
    throw tooMany(
      `At most ${String(settings.perDay)} questions a day; please come back tomorrow`,
      (midnight.getTime() - now.getTime()) / 1000,
    );
  }
}
