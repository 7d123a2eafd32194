import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/database';
import type { JobContext, JobQueue } from './jobs';

/**
 * The domain events of the app and what each carries. Payloads name ids and
 * facts, never personal data beyond ids, so a listener looks up what it needs.
 */
export interface DomainEventMap {
  /** A moderator approved or rejected a course experience. */
  'course_experience.reviewed': {
    experience_id: string;
    course_id: string;
    course_code: string;
    author_id: string;
    status: 'approved' | 'rejected';
    note: string | null;
  };
  /** A student's approved contributions reached the VIP threshold with this approval. */
  'user.vip_unlocked': { user_id: string };
  /**
   * Someone other than the asker replied in a question-pool thread. Only the asker's id, to
   * tell them; never the replier, so nothing links an anonymous asker to anyone.
   */
  'pool_question.replied': { question_id: string; reply_id: string; asker_id: string };
  /** A moderator approved or rejected a listing of the home boards. */
  'listing.reviewed': {
    listing_id: string;
    author_id: string;
    status: 'approved' | 'rejected';
    note: string | null;
  };
  /** An approved listing passed its expiry date and left the board (once). */
  'listing.expired': { listing_id: string; author_id: string; title: string };
  /**
   * A person's alarm came due and fired (once), for their notification. A broadcast records
   * the alarms of one batch of people as one batch of these events.
   */
  'alarm.fired': { alarm_id: string; user_id: string; title: string; event_id: string | null };
  /** An admin answered a person's feedback or suggestion, or changed its status. */
  'feedback.answered': {
    item_id: string;
    kind: 'feedback' | 'suggestion';
    author_id: string;
    status: 'new' | 'reviewing' | 'done' | 'dismissed';
  };
  /** An admin moved a career application to another status. */
  'career_application.reviewed': {
    application_id: string;
    applicant_id: string;
    status: 'new' | 'reviewing' | 'interview' | 'accepted' | 'rejected';
  };
  /** A moderator approved or rejected an entry of a therapist experience pool. */
  'therapist_entry.reviewed': {
    entry_id: string;
    pool: 'psychology' | 'psychiatry';
    author_id: string;
    status: 'approved' | 'rejected';
    note: string | null;
  };
}

export type DomainEventName = keyof DomainEventMap;

/** The job that carries recorded events to their listeners. */
export const domainEventJob = 'domain.event';

/** One recorded event as its listeners get it. */
export interface DomainEventOf<Name extends DomainEventName> {
  /**
   * The event's identity, the same on every delivery of it (its job's id and its place in the
   * job): a listener keys what it makes by it, so that a retry makes nothing twice.
   */
  eventId: string;
  payload: DomainEventMap[Name];
}

/**
 * A subscriber, called once per delivery of an event. Delivery is at least once: a thrown
 * error or a rejected promise fails the event's job, which the queue retries, calling every
 * listener of its events again.
 */
export type DomainEventListener<Name extends DomainEventName> = (
  payload: DomainEventMap[Name],
  event: DomainEventOf<Name>,
) => void | Promise<void>;

/** A subscriber that takes the events of one job in one call (a batch, see `recordBatch`). */
export type DomainEventBatchListener<Name extends DomainEventName> = (
  events: readonly DomainEventOf<Name>[],
) => void | Promise<void>;

export interface DomainEvents {
  /**
   * Records an event inside the transaction that makes the change it announces: a
   * `domain.event` job of the queue, so the event exists exactly when the change committed.
   * Call `nudge` after the commit for a prompt delivery.
   */
  record<Name extends DomainEventName>(
    executor: Executor,
    name: Name,
    payload: DomainEventMap[Name],
  ): Promise<void>;
  /**
   * Records several events of one name as one job (a broadcast's batch of people), delivered
   * together: each listener is called once per event, each batch listener once. Nothing when
   * the list is empty.
   */
  recordBatch<Name extends DomainEventName>(
    executor: Executor,
    name: Name,
    payloads: readonly DomainEventMap[Name][],
  ): Promise<void>;
  /**
   * Delivers the due events soon, in this process and without waiting for the queue's next
   * poll. Call it after a transaction that recorded events has committed; it never throws and
   * never delays the caller (a pass that finds nothing is harmless).
   */
  nudge(): void;
  /** Subscribes to an event; the answer unsubscribes. */
  on<Name extends DomainEventName>(name: Name, listener: DomainEventListener<Name>): () => void;
  /** Subscribes to an event's batches: every event of one job in one call (one statement). */
  onBatch<Name extends DomainEventName>(
    name: Name,
    listener: DomainEventBatchListener<Name>,
  ): () => void;
  /**
   * Resolves when every recorded event that is due has been delivered by this process, or
   * has failed and waits for its retry (tests, shutdown).
   */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's domain events, made by buildApp: features record, later features subscribe. */
    domainEvents: DomainEvents;
  }
}

type Listeners<Name extends DomainEventName> = {
  each: Set<DomainEventListener<Name>>;
  batch: Set<DomainEventBatchListener<Name>>;
};
type ListenerSets = { [Name in DomainEventName]?: Listeners<Name> };

/** A `domain.event` job's payload: one event name and the payloads of its events. */
const recordedSchema = z.object({ name: z.string(), payloads: z.array(z.unknown()) });

const eventNames = [domainEventJob] as const;

export interface DomainEventsOptions {
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

/**
 * Typed domain events kept in the job queue (decision 022): recorded in the transaction of
 * the change, delivered after it committed by the job's handler, retried when a listener
 * fails. Every process delivers; the queue's `SKIP LOCKED` keeps one event with one process.
 */
export function createDomainEvents({ jobs, log }: DomainEventsOptions): DomainEvents {
  const listeners: ListenerSets = {};
  /** The delivery pass that `nudge` started, while it runs. */
  let delivering: Promise<void> | undefined;
  /** A nudge came while that pass ran: one more pass after it. */
  let nudgedAgain = false;

  function listenersOf<Name extends DomainEventName>(name: Name): Listeners<Name> {
    const existing = listeners[name];
    if (existing !== undefined) return existing;
    const created: Listeners<Name> = { each: new Set(), batch: new Set() };
    (listeners as Record<Name, Listeners<Name>>)[name] = created;
    return created;
  }

  /**
   * The job's handler: each event's listeners (those of one event together, the events in
   * their order), then the batch listeners. Every listener is called; any failure fails the job.
   */
  async function deliver(jobPayload: unknown, { jobId }: JobContext): Promise<void> {
    const recorded = recordedSchema.parse(jobPayload);
    // `record` wrote these payloads under this name.
    const name = recorded.name as DomainEventName;
    const events = recorded.payloads.map((payload, index) => ({
      eventId: `${jobId}:${String(index)}`,
      payload: payload as DomainEventMap[DomainEventName],
    }));
    const { each, batch } = listenersOf(name);
    const failures: unknown[] = [];
    const settle = async (run: () => void | Promise<void>): Promise<void> => {
      try {
        await run();
      } catch (error) {
        failures.push(error);
      }
    };
    for (const event of events)
      await Promise.all([...each].map((listener) => settle(() => listener(event.payload, event))));
    await Promise.all([...batch].map((listener) => settle(() => listener(events))));
    for (const error of failures)
      log.warn({ err: error, event: name, jobId }, 'a domain event listener failed');
    if (failures.length > 0)
      throw new Error(`${String(failures.length)} listener call(s) of ${name} failed`);
  }

  jobs.register(domainEventJob, deliver);

  /** Runs passes of `domain.event` jobs until one finds none due. */
  async function deliverDue(): Promise<void> {
    let delivered = await jobs.runDue({ names: eventNames });
    while (delivered > 0) delivered = await jobs.runDue({ names: eventNames });
  }

  function nudge(): void {
    if (delivering !== undefined) {
      nudgedAgain = true;
      return;
    }
    nudgedAgain = false;
    delivering = deliverDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'a domain event pass failed; the queue delivers later');
      })
      .finally(() => {
        delivering = undefined;
        // Events committed while the pass ran may have come too late for it.
        if (nudgedAgain) nudge();
      });
  }

  function subscribe<Listener>(set: Set<Listener>, listener: Listener): () => void {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  return {
    async record(executor, name, payload) {
      await jobs.enqueue(domainEventJob, { name, payloads: [payload] }, {}, executor);
    },

    async recordBatch(executor, name, payloads) {
      if (payloads.length === 0) return;
      await jobs.enqueue(domainEventJob, { name, payloads }, {}, executor);
    },

    nudge,

    on(name, listener) {
      return subscribe(listenersOf(name).each, listener);
    },

    onBatch(name, listener) {
      return subscribe(listenersOf(name).batch, listener);
    },

    async idle() {
      for (;;) {
        await delivering;
        const delivered = await jobs.runDue({ names: eventNames });
        if (delivered === 0 && delivering === undefined) return;
      }
    },
  };
}
