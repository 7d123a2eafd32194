import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { alarmSchema } from '@campus/contracts';
import { buildApp, type AppDependencies } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import type { DomainEventMap } from '../src/platform/events';
import { createJobQueue, finishedJobsKept, type JobQueueOptions } from '../src/platform/jobs';
import { jobs } from '../src/platform/jobs.tables';
import { alarms } from '../src/features/alarms/alarms.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createApiClient, expectStatus } from './support/http';

/**
 * The file's database and accounts. Its own app runs no jobs: the processes and queues below
 * are the ones under test.
 */
const t = useTestApp({ dependencies: { runJobs: false } });

/** One API process on the file's database; on PostgreSQL with a connection pool of its own. */
async function startProcess(
  dependencies: Partial<AppDependencies> = {},
  beforeStart: (app: FastifyInstance) => void = () => undefined,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.database;
  const handle: DatabaseHandle =
    database.url === undefined
      ? database
      : await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 3 });
  const app = await buildApp({ env: t.env, database: handle, logger: false, ...dependencies });
  beforeStart(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (handle !== database) await handle.close();
    },
  };
}

/** A queue of its own on the file's database, logging nowhere (a silent app's logger). */
async function queue(options: Partial<JobQueueOptions> = {}) {
  const app = Fastify({ logger: false });
  await app.ready();
  return createJobQueue({ db: t.database.db, log: app.log, ...options });
}

/**
 * The tests below run every due job of the table, so each starts from an empty queue (the
 * processes leave the app's own jobs, such as the listing expiry, behind).
 */
async function emptyQueue(): Promise<void> {
  await t.database.db.delete(jobs);
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function alarmsInStatus(alarmIds: string[], status: 'fired' | 'scheduled') {
  const rows = await t.database.db.select().from(alarms).where(inArray(alarms.alarm_id, alarmIds));
  return rows.filter((row) => row.status === status).length;
}

/** Sets alarms through the API of a process, then moves them into the past. */
async function dueAlarms(app: FastifyInstance, token: string, count: number): Promise<string[]> {
  const api = createApiClient(app);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await api.call('POST', '/alarms', token, {
      title: `Reminder ${String(index + 1)}`,
      remind_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    ids.push(expectStatus(response, 201, alarmSchema).alarm_id);
  }
  const past = sql`now() - interval '1 second'`;
  await t.database.db.update(alarms).set({ remind_at: past }).where(inArray(alarms.alarm_id, ids));
  await t.database.db
    .update(jobs)
    .set({ run_at: past })
    .where(
      inArray(
        jobs.singleton_key,
        ids.map((id) => `alarm:${id}`),
      ),
    );
  return ids;
}

describe('alarms across restarts and processes', () => {
  it('fires an alarm that came due while the server was down exactly once after start', async () => {
    await emptyQueue();
    const account = await createUser(t);
    const before = await startProcess({ runJobs: false });
    const [alarmId = ''] = await dueAlarms(before.app, account.token, 1);
    await before.close();
    expect(await alarmsInStatus([alarmId], 'scheduled')).toBe(1);

    const fired: DomainEventMap['alarm.fired'][] = [];
    const after = await startProcess({ jobsPollMs: 20 }, (app) => {
      app.domainEvents.on('alarm.fired', (payload) => {
        fired.push(payload);
      });
    });
    await until(async () => (await alarmsInStatus([alarmId], 'fired')) === 1);
    // Several more passes: still once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await after.app.jobs.runDue();
    await after.close();
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singleton_key, `alarm:${alarmId}`));
    expect(job?.status).toBe('done');
    expect(job?.attempts).toBe(1);
    expect(fired.map((event) => event.alarm_id)).toEqual([alarmId]);
    const [row] = await t.database.db.select().from(alarms).where(eq(alarms.alarm_id, alarmId));
    expect(row?.fired_at).toBeInstanceOf(Date);
  });

  it('fires each alarm once when two API processes share the database', async () => {
    await emptyQueue();
    const account = await createUser(t);
    const fired: DomainEventMap['alarm.fired'][] = [];
    const processes = await Promise.all([
      startProcess({ runJobs: false }),
      startProcess({ runJobs: false }),
    ]);
    for (const { app } of processes)
      app.domainEvents.on('alarm.fired', (payload) => {
        fired.push(payload);
      });
    const [first, second] = processes;
    const ids = await dueAlarms(first.app, account.token, 12);

    // Both poll at once, as two servers would, and both also run passes by hand.
    first.app.jobs.start();
    second.app.jobs.start();
    await Promise.all([
      first.app.jobs.runDue(),
      second.app.jobs.runDue(),
      first.app.jobs.runDue(),
      second.app.jobs.runDue(),
    ]);
    await until(async () => (await alarmsInStatus(ids, 'fired')) === ids.length);
    await Promise.all(processes.map((process) => process.close()));

    expect(fired.map((event) => event.alarm_id).sort()).toEqual([...ids].sort());
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.singleton_key,
          ids.map((id) => `alarm:${id}`),
        ),
      );
    expect(rows.map((row) => [row.singleton_key, row.status, row.attempts]).sort()).toEqual(
      ids.map((id) => [`alarm:${id}`, 'done', 1]).sort(),
    );
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});

describe('the job queue', () => {
  it('runs only the named jobs when asked, and deletes a finished job registered so', async () => {
    await emptyQueue();
    const jobsQueue = await queue({ retryBaseMs: 1000 });
    const secrets: unknown[] = [];
    jobsQueue.register(
      'test.secret',
      async (payload) => {
        secrets.push(payload);
      },
      { removeWhenFinished: true },
    );
    jobsQueue.register(
      'test.secret-failing',
      async () => {
        throw new Error('the server is down');
      },
      { removeWhenFinished: true },
    );
    jobsQueue.register('test.other', async () => undefined);
    const other = await jobsQueue.enqueue('test.other', {});
    const sent = await jobsQueue.enqueue('test.secret', { link: 'one-time' });
    const failing = await jobsQueue.enqueue(
      'test.secret-failing',
      { link: 'another' },
      { maxAttempts: 2 },
    );
    const read = async (jobId: string) =>
      (await t.database.db.select().from(jobs).where(eq(jobs.job_id, jobId)))[0];

    expect(await jobsQueue.runDue({ names: ['test.secret', 'test.secret-failing'] })).toBe(2);
    expect(secrets).toEqual([{ link: 'one-time' }]);
    expect(await read(sent.job_id)).toBeUndefined();
    expect(await read(other.job_id)).toMatchObject({ status: 'queued', attempts: 0 });
    // A failure before the last attempt keeps the row for the retry; the last one deletes it.
    expect(await read(failing.job_id)).toMatchObject({ status: 'queued', attempts: 1 });
    await t.database.db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(eq(jobs.job_id, failing.job_id));
    expect(await jobsQueue.runDue({ names: ['test.secret-failing'] })).toBe(1);
    expect(await read(failing.job_id)).toBeUndefined();

    expect(await jobsQueue.runDue()).toBe(1);
    expect(await read(other.job_id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('removes done rows after a week and failed ones after a month, daily, and keeps the rest', async () => {
    await emptyQueue();
    const jobsQueue = await queue();
    jobsQueue.register('test.kept', async () => undefined);
    const aged = async (status: 'done' | 'failed' | 'queued', days: number) => {
      const row = await jobsQueue.enqueue('test.kept', { status, days });
      await t.database.db
        .update(jobs)
        .set({
          status,
          run_at: sql`now() + interval '1 day'`,
          updated_at: sql`now() - make_interval(days => ${days})`,
        })
        .where(eq(jobs.job_id, row.job_id));
      return row.job_id;
    };
    await aged('done', finishedJobsKept.doneDays + 1);
    const recentDone = await aged('done', finishedJobsKept.doneDays - 1);
    await aged('failed', finishedJobsKept.failedDays + 1);
    const recentFailed = await aged('failed', finishedJobsKept.doneDays + 1);
    const waiting = await aged('queued', finishedJobsKept.failedDays + 1);

    await jobsQueue.scheduleCleanup();
    expect(await jobsQueue.runDue()).toBe(1);
    const left = await t.database.db.select().from(jobs);
    expect(
      new Set(left.filter((row) => row.name === 'test.kept').map((row) => row.job_id)),
    ).toEqual(new Set([recentDone, recentFailed, waiting]));
    // The next clean-up waits a day.
    const next = left.filter((row) => row.name === 'jobs.cleanup');
    expect(next).toHaveLength(1);
    expect(next[0]?.status).toBe('queued');
    expect(next[0]?.run_at.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });

  it('retries a failing job with a growing delay, then marks it failed', async () => {
    await emptyQueue();
    const jobsQueue = await queue({ retryBaseMs: 1000 });
    const seen: number[] = [];
    jobsQueue.register('test.flaky', async (_payload, { attempt }) => {
      seen.push(attempt);
      throw new Error(`attempt ${String(attempt)} failed`);
    });
    const job = await jobsQueue.enqueue('test.flaky', { n: 1 }, { maxAttempts: 3 });
    const read = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.job_id, job.job_id)))[0];

    await jobsQueue.runDue();
    const retried = await read();
    expect(retried).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Error: attempt 1 failed',
    });
    expect((retried?.run_at.getTime() ?? 0) - Date.now()).toBeGreaterThan(500);
    // Not due yet: nothing runs.
    expect(await jobsQueue.runDue()).toBe(0);

    for (let pass = 0; pass < 2; pass += 1) {
      await t.database.db
        .update(jobs)
        .set({ run_at: sql`now()` })
        .where(eq(jobs.job_id, job.job_id));
      await jobsQueue.runDue();
    }
    expect(await read()).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'Error: attempt 3 failed',
    });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('takes over a job whose process crashed once its lease ran out', async () => {
    await emptyQueue();
    const crashed = await queue({ workerId: 'crashed', leaseMs: 60_000 });
    const survivor = await queue({ workerId: 'survivor' });
    const payloads: unknown[] = [];
    survivor.register('test.lease', async (payload) => {
      payloads.push(payload);
    });
    const job = await crashed.enqueue('test.lease', { report: 7 });
    // The crashed process claimed it (no handler ran to the end).
    await t.database.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        locked_by: 'crashed',
        locked_until: sql`now() + interval '1 minute'`,
      })
      .where(eq(jobs.job_id, job.job_id));
    expect(await survivor.runDue()).toBe(0);

    await t.database.db
      .update(jobs)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(eq(jobs.job_id, job.job_id));
    expect(await survivor.runDue()).toBe(1);
    expect(payloads).toEqual([{ report: 7 }]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.job_id, job.job_id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
  });

  it('re-schedules and cancels a job by its singleton key, inside a transaction', async () => {
    await emptyQueue();
    const jobsQueue = await queue();
    const runs: unknown[] = [];
    jobsQueue.register('test.single', async (payload) => {
      runs.push(payload);
    });
    const later = new Date(Date.now() + 60 * 60_000);
    const first = await jobsQueue.enqueue(
      'test.single',
      { v: 1 },
      { singletonKey: 'single:1', runAt: later },
    );
    const moved = await jobsQueue.enqueue('test.single', { v: 2 }, { singletonKey: 'single:1' });
    expect(moved.job_id).toBe(first.job_id);
    expect(await jobsQueue.runDue()).toBe(1);
    expect(runs).toEqual([{ v: 2 }]);

    // A rolled-back transaction leaves no job behind.
    await expect(
      t.database.db.transaction(async (transaction) => {
        await jobsQueue.enqueue('test.single', { v: 3 }, { singletonKey: 'single:2' }, transaction);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(
      await t.database.db.select().from(jobs).where(eq(jobs.singleton_key, 'single:2')),
    ).toHaveLength(0);

    await jobsQueue.enqueue('test.single', { v: 4 }, { singletonKey: 'single:3', runAt: later });
    expect(await jobsQueue.cancel('single:3')).toBe(true);
    expect(await jobsQueue.cancel('single:3')).toBe(false);
    expect(
      await t.database.db.select().from(jobs).where(eq(jobs.singleton_key, 'single:3')),
    ).toHaveLength(0);
  });

  it('stops after the running handler finished', async () => {
    await emptyQueue();
    const jobsQueue = await queue({ pollMs: 10 });
    let finished = false;
    jobsQueue.register('test.slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      finished = true;
    });
    await jobsQueue.enqueue('test.slow', {});
    jobsQueue.start();
    await until(async () => {
      const rows = await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.slow'));
      return rows[0]?.status === 'running';
    });
    await jobsQueue.stop();
    expect(finished).toBe(true);
  });
});
