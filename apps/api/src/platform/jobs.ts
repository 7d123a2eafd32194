import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database';
import { jobs, type JobRow } from './jobs.tables';

/** What a handler learns about the job it runs. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
}

/**
 * Runs one job. Delivery is at least once (a process may crash after the work
 * and before the job is marked done), so a handler must be idempotent.
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

export interface RegisterOptions {
  /**
   * Deletes the job's row once it is done or has failed for good, for a
   * payload that must not stay in the database (a mail with a one-time link).
   */
  removeWhenFinished?: boolean;
}

/** Which due jobs a pass claims: every name when absent. */
export interface RunDueOptions {
  names?: readonly string[];
}

export interface EnqueueOptions {
  /** When the job becomes due; now when absent. */
  runAt?: Date;
  /**
   * Names the job so that it can be re-scheduled or cancelled: enqueueing the
   * same key again moves the existing job (queued again, attempts reset).
   */
  singletonKey?: string;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Names this process in `locked_by`. */
  workerId?: string;
  /** Pause between passes while started. */
  pollMs?: number;
  /** How long a claimed job belongs to this process before another may take it over. */
  leaseMs?: number;
  /** How many due jobs one pass claims at most. */
  batchSize?: number;
  /** The first retry's delay; each further retry waits twice as long (at most an hour). */
  retryBaseMs?: number;
}

export interface JobQueue {
  readonly workerId: string;
  register(name: string, handler: JobHandler, options?: RegisterOptions): void;
  /** Adds (or, with a known singleton key, re-schedules) a job, inside `executor` when given. */
  enqueue(
    name: string,
    payload: unknown,
    options?: EnqueueOptions,
    executor?: Executor,
  ): Promise<JobRow>;
  /** Removes the job of a singleton key unless it is running; true when one was removed. */
  cancel(singletonKey: string, executor?: Executor): Promise<boolean>;
  /**
   * Keeps a long job this process runs from being taken over: its lease ends a full lease
   * from now. False when the job is no longer this process's (another took it over).
   */
  extendLease(jobId: string): Promise<boolean>;
  /** One pass: requeue jobs of crashed processes, claim the due ones, run them. Their count. */
  runDue(options?: RunDueOptions): Promise<number>;
  /**
   * Schedules the queue's own daily clean-up now (a process that runs jobs asks for it when it
   * is ready): see `finishedJobsKept`.
   */
  scheduleCleanup(): Promise<void>;
  /** Polls every `pollMs` (a first pass at once). */
  start(): void;
  /** Stops polling and waits for the handlers that are running. */
  stop(): Promise<void>;
}

const maxRetryDelayMs = 60 * 60 * 1000;

/**
 * How long finished rows stay: every domain event and notice is a job, so done rows would
 * otherwise grow without end. A failed job stays longer, for someone to read its error. The
 * queue's own daily job (`jobs.cleanup`) removes what is older.
 */
export const finishedJobsKept = { doneDays: 7, failedDays: 30 } as const;
const cleanupJob = 'jobs.cleanup';
const cleanupKey = 'jobs-cleanup';
const dayMs = 24 * 60 * 60 * 1000;

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

/**
 * A small job queue in the `jobs` table, the same on PGlite and PostgreSQL
 * (decision 012). Several processes may poll one database: a job is claimed by
 * one `UPDATE … WHERE job_id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so no two
 * processes run it at the same time.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const batchSize = options.batchSize ?? 10;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const handlers = new Map<string, JobHandler>();
  /** Names whose rows are deleted once they finished (RegisterOptions.removeWhenFinished). */
  const removable = new Set<string>();

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let currentPass: Promise<number> | undefined;

  handlers.set(cleanupJob, async () => {
    // The next run first, so that a failing run does not end the chain.
    await enqueueJob(
      cleanupJob,
      {},
      { singletonKey: cleanupKey, runAt: new Date(Date.now() + dayMs) },
    );
    const removed = await db
      .delete(jobs)
      .where(
        or(
          and(
            eq(jobs.status, 'done'),
            lte(jobs.updated_at, sql`now() - make_interval(days => ${finishedJobsKept.doneDays})`),
          ),
          and(
            eq(jobs.status, 'failed'),
            lte(
              jobs.updated_at,
              sql`now() - make_interval(days => ${finishedJobsKept.failedDays})`,
            ),
          ),
        ),
      )
      .returning({ job_id: jobs.job_id });
    if (removed.length > 0) log.info({ removed: removed.length }, 'finished jobs removed');
  });

  async function requeueExpired(): Promise<void> {
    const rows = await db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.attempts} >= ${jobs.max_attempts} then 'failed'::job_status else 'queued'::job_status end`,
        last_error: sql`coalesce(${jobs.last_error}, 'the lease of ' || ${jobs.locked_by} || ' ran out')`,
        locked_by: null,
        locked_until: null,
        updated_at: sql`now()`,
      })
      .where(and(eq(jobs.status, 'running'), lte(jobs.locked_until, sql`now()`)))
      .returning({ job_id: jobs.job_id, name: jobs.name, status: jobs.status });
    for (const row of rows)
      log.warn({ jobId: row.job_id, job: row.name, status: row.status }, 'a job lease ran out');
    const finished = rows.filter((row) => row.status === 'failed' && removable.has(row.name));
    if (finished.length > 0)
      await db.delete(jobs).where(
        and(
          inArray(
            jobs.job_id,
            finished.map((row) => row.job_id),
          ),
          eq(jobs.status, 'failed'),
        ),
      );
  }

  async function claim(names: readonly string[] | undefined): Promise<JobRow[]> {
    const due = db
      .select({ job_id: jobs.job_id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'queued'),
          lte(jobs.run_at, sql`now()`),
          names === undefined ? undefined : inArray(jobs.name, [...names]),
        ),
      )
      .orderBy(jobs.run_at)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        locked_by: workerId,
        locked_until: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        updated_at: sql`now()`,
      })
      .where(inArray(jobs.job_id, due))
      .returning();
  }

  /** Changes a job this process holds; nothing when another process or a re-schedule took it. */
  function held(job: JobRow) {
    return and(
      eq(jobs.job_id, job.job_id),
      eq(jobs.status, 'running'),
      eq(jobs.locked_by, workerId),
    );
  }

  async function run(job: JobRow): Promise<void> {
    const handler = handlers.get(job.name);
    try {
      if (handler === undefined) throw new Error(`No handler is registered for job ${job.name}`);
      await handler(job.payload, { jobId: job.job_id, attempt: job.attempts });
      if (removable.has(job.name)) await db.delete(jobs).where(held(job));
      else
        await db
          .update(jobs)
          .set({ status: 'done', locked_by: null, locked_until: null, updated_at: sql`now()` })
          .where(held(job));
    } catch (error) {
      const failed = job.attempts >= job.max_attempts;
      const delayMs = Math.min(retryBaseMs * 2 ** (job.attempts - 1), maxRetryDelayMs);
      if (failed && removable.has(job.name)) await db.delete(jobs).where(held(job));
      else
        await db
          .update(jobs)
          .set({
            status: failed ? 'failed' : 'queued',
            last_error: errorText(error),
            run_at: failed ? job.run_at : sql`now() + make_interval(secs => ${delayMs / 1000})`,
            locked_by: null,
            locked_until: null,
            updated_at: sql`now()`,
          })
          .where(held(job));
      if (failed)
        log.error({ err: error, jobId: job.job_id, job: job.name }, 'a job failed for good');
      else
        log.warn(
          { err: error, jobId: job.job_id, job: job.name, attempt: job.attempts },
          'a job failed and will be retried',
        );
    }
  }

  async function pass(names?: readonly string[]): Promise<number> {
    await requeueExpired();
    const claimed = await claim(names);
    for (const job of claimed) await run(job);
    return claimed.length;
  }

  function runPass(runOptions: RunDueOptions = {}): Promise<number> {
    const next = () => pass(runOptions.names);
    const started = (currentPass ?? Promise.resolve(0)).then(next, next);
    currentPass = started.catch(() => 0);
    return started;
  }

  async function enqueueJob(
    name: string,
    payload: unknown,
    enqueueOptions: EnqueueOptions = {},
    executor: Executor = db,
  ): Promise<JobRow> {
    const values = {
      name,
      payload,
      run_at: enqueueOptions.runAt ?? new Date(),
      max_attempts: enqueueOptions.maxAttempts ?? 5,
      singleton_key: enqueueOptions.singletonKey ?? null,
    };
    const insert = executor.insert(jobs).values(values);
    const [row] =
      enqueueOptions.singletonKey === undefined
        ? await insert.returning()
        : await insert
            .onConflictDoUpdate({
              target: jobs.singleton_key,
              targetWhere: sql`${jobs.singleton_key} is not null`,
              set: {
                name: values.name,
                payload: values.payload,
                run_at: values.run_at,
                max_attempts: values.max_attempts,
                status: 'queued',
                attempts: 0,
                last_error: null,
                locked_by: null,
                locked_until: null,
                updated_at: sql`now()`,
              },
            })
            .returning();
    if (row === undefined) throw new Error(`The job ${name} was not enqueued`);
    return row;
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(() => {
      timer = undefined;
      runPass()
        .catch((error: unknown) => {
          log.error({ err: error }, 'a job pass failed');
        })
        .finally(schedule);
    }, pollMs);
  }

  return {
    workerId,

    register(name, handler, registerOptions = {}) {
      if (handlers.has(name)) throw new Error(`A handler for job ${name} is already registered`);
      handlers.set(name, handler);
      if (registerOptions.removeWhenFinished === true) removable.add(name);
    },

    enqueue: enqueueJob,

    async cancel(singletonKey, executor = db) {
      const rows = await executor
        .delete(jobs)
        .where(and(eq(jobs.singleton_key, singletonKey), ne(jobs.status, 'running')))
        .returning({ job_id: jobs.job_id });
      return rows.length > 0;
    },

    async extendLease(jobId) {
      const rows = await db
        .update(jobs)
        .set({
          locked_until: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          updated_at: sql`now()`,
        })
        .where(
          and(eq(jobs.job_id, jobId), eq(jobs.status, 'running'), eq(jobs.locked_by, workerId)),
        )
        .returning({ job_id: jobs.job_id });
      return rows.length > 0;
    },

    runDue: runPass,

    async scheduleCleanup() {
      await enqueueJob(cleanupJob, {}, { singletonKey: cleanupKey });
    },

    start() {
      if (running) return;
      running = true;
      runPass()
        .catch((error: unknown) => {
          log.error({ err: error }, 'a job pass failed');
        })
        .finally(schedule);
    },

    async stop() {
      running = false;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await currentPass;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue, made by buildApp (tests call `runDue`). */
    jobs: JobQueue;
  }
}
