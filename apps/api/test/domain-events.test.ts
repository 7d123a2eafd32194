import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { alarmBroadcastResultSchema } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { alarms } from '../src/features/alarms/alarms.tables';
import { alarmJobs, broadcastBatchSize } from '../src/features/alarms/alarms.service';
import { notifications } from '../src/features/notifications/notifications.tables';
import { domainEventJob } from '../src/platform/events';
import { jobs } from '../src/platform/jobs.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser, uniqueEmail } from './support/factories/accounts';
import { expectStatus } from './support/http';

// The queue is driven by the tests (runDue, idle), not by a timer.
const t = useTestApp({ dependencies: { runJobs: false } });

async function notificationsOf(userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));
}

/** The `domain.event` jobs that carry an event for this person (by the id in its payload). */
async function eventJobsFor(userId: string) {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.name, domainEventJob));
  return rows.filter((row) => JSON.stringify(row.payload).includes(userId));
}

/** Records that a person unlocked VIP, in a transaction of its own, as a feature would. */
async function recordVipUnlocked(userId: string): Promise<void> {
  await t.database.db.transaction(async (transaction) => {
    await t.app.domainEvents.record(transaction, 'user.vip_unlocked', { user_id: userId });
  });
}

/** The `alarm.fired` notifications of these alarms. */
async function toldOf(alarmIds: readonly string[]) {
  const ids = new Set(alarmIds);
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.kind, 'alarm.fired'));
  return rows.filter((row) => ids.has(String(row.payload.alarm_id)));
}

/** Makes the queued jobs of a name due at once (their retry delay passed). */
async function makeDue(name: string): Promise<void> {
  await t.database.db
    .update(jobs)
    .set({ run_at: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.name, name), eq(jobs.status, 'queued')));
}

describe(`domain events on ${testDriver}`, () => {
  it('records nothing when the transaction that recorded the event rolls back', async () => {
    const student = await createUser(t);
    const seen: string[] = [];
    onTestFinished(
      t.app.domainEvents.on('user.vip_unlocked', (payload) => {
        seen.push(payload.user_id);
      }),
    );
    await expect(
      t.database.db.transaction(async (transaction) => {
        await t.app.domainEvents.record(transaction, 'user.vip_unlocked', { user_id: student.id });
        throw new Error('the change failed after recording its event');
      }),
    ).rejects.toThrow('the change failed after recording its event');
    t.app.domainEvents.nudge();
    await t.app.domainEvents.idle();

    expect(await eventJobsFor(student.id)).toEqual([]);
    expect(seen).toEqual([]);
    expect(await notificationsOf(student.id)).toEqual([]);

    // The same event recorded in a transaction that commits is delivered.
    await recordVipUnlocked(student.id);
    await t.app.domainEvents.idle();
    expect(seen).toEqual([student.id]);
    expect((await notificationsOf(student.id)).map((row) => row.kind)).toEqual([
      'user.vip_unlocked',
    ]);
  });

  it('retries the event when a listener fails, and notifies once', async () => {
    const student = await createUser(t);
    let calls = 0;
    onTestFinished(
      t.app.domainEvents.on('user.vip_unlocked', (payload) => {
        if (payload.user_id !== student.id) return;
        calls += 1;
        if (calls === 1) throw new Error('a listener that fails the first time');
      }),
    );
    await recordVipUnlocked(student.id);

    await t.app.jobs.runDue({ names: [domainEventJob] });
    const [failed] = await eventJobsFor(student.id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed?.last_error).toContain('user.vip_unlocked');
    expect(failed?.run_at.getTime()).toBeGreaterThan(Date.now());
    // The notifications' listener did its work on the first delivery.
    expect(await notificationsOf(student.id)).toHaveLength(1);

    await makeDue(domainEventJob);
    await t.app.domainEvents.idle();
    expect(calls).toBe(2);
    const [done] = await eventJobsFor(student.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    const made = await notificationsOf(student.id);
    expect(made.map((row) => row.kind)).toEqual(['user.vip_unlocked']);
    expect(made[0]?.dedupe_key).toBe(`event:${done?.job_id ?? ''}:0`);
  });

  it('notifies once when a process crashed after delivering and the event runs again', async () => {
    const student = await createUser(t);
    await recordVipUnlocked(student.id);
    await t.app.domainEvents.idle();
    const [delivered] = await eventJobsFor(student.id);
    expect(delivered).toMatchObject({ status: 'done', attempts: 1 });
    expect(await notificationsOf(student.id)).toHaveLength(1);

    // What a process that crashed after the work and before marking the job done leaves: a
    // running job whose lease ran out, which the next pass queues again.
    await t.database.db
      .update(jobs)
      .set({
        status: 'running',
        locked_by: 'a-crashed-process',
        locked_until: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.job_id, delivered?.job_id ?? ''));
    await t.app.domainEvents.idle();

    const [again] = await eventJobsFor(student.id);
    expect(again).toMatchObject({ status: 'done', attempts: 2 });
    expect((await notificationsOf(student.id)).map((row) => row.kind)).toEqual([
      'user.vip_unlocked',
    ]);
  });

  it('gives every active person one notification of a broadcast retried after a partial run', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // More active people than one batch, so the broadcast takes two transactions.
    await t.database.db.insert(users).values(
      Array.from({ length: broadcastBatchSize + 20 }, (_, index) => ({
        user_email: uniqueEmail(`broadcast${String(index)}`),
        password_hash: null,
        user_role: 'student' as const,
        user_first_name: 'Deniz',
        user_last_name: 'Aydın',
        locale: 'en' as const,
        status: 'active' as const,
        is_email_verified: true,
      })),
    );
    const active = (
      await t.database.db
        .select({ user_id: users.user_id })
        .from(users)
        .where(eq(users.status, 'active'))
    )
      .map((row) => row.user_id)
      .sort();
    expect(active.length).toBeGreaterThan(broadcastBatchSize);

    // The first run fails after its first batch committed: the second batch breaks a rule
    // made for this test (batches follow the account ids).
    const lastOfFirstBatch = active[broadcastBatchSize - 1] ?? '';
    const cut = `test_broadcast_cut_${randomUUID().slice(0, 8)}`;
    await t.database.db.execute(
      sql.raw(
        `alter table alarms add constraint ${cut} check (broadcast_id is null or user_id <= '${lastOfFirstBatch}') not valid`,
      ),
    );
    const dropCut = () =>
      t.database.db.execute(sql.raw(`alter table alarms drop constraint if exists ${cut}`));
    onTestFinished(async () => {
      await dropCut();
    });

    const response = await t.api.call('POST', '/admin/alarms/broadcast', admin.token, {
      title: 'The library closes early today',
    });
    const { broadcast_id } = expectStatus(response, 202, alarmBroadcastResultSchema);
    const broadcastJob = eq(jobs.singleton_key, `alarm-broadcast:${broadcast_id}`);
    const broadcastAlarms = () =>
      t.database.db.select().from(alarms).where(eq(alarms.broadcast_id, broadcast_id));

    await t.app.jobs.runDue({ names: [alarmJobs.broadcast] });
    await t.app.domainEvents.idle();
    const [failed] = await t.database.db.select().from(jobs).where(broadcastJob);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    const firstRun = await broadcastAlarms();
    expect(firstRun).toHaveLength(broadcastBatchSize);
    // The first batch was announced in its transaction, as one job for all its people, and
    // they were told.
    const batchEvents = (
      await t.database.db.select().from(jobs).where(eq(jobs.name, domainEventJob))
    ).filter((row) => JSON.stringify(row.payload).includes(firstRun[0]?.alarm_id ?? 'none'));
    expect(batchEvents).toHaveLength(1);
    const batch = z
      .object({ name: z.string(), payloads: z.array(z.unknown()) })
      .parse(batchEvents[0]?.payload);
    expect(batch.name).toBe('alarm.fired');
    expect(batch.payloads).toHaveLength(broadcastBatchSize);
    expect(await toldOf(firstRun.map((row) => row.alarm_id))).toHaveLength(broadcastBatchSize);

    await dropCut();
    await t.database.db
      .update(jobs)
      .set({ run_at: sql`now() - interval '1 second'` })
      .where(broadcastJob);
    await t.app.jobs.runDue({ names: [alarmJobs.broadcast] });
    await t.app.domainEvents.idle();
    const [done] = await t.database.db.select().from(jobs).where(broadcastJob);
    expect(done).toMatchObject({ status: 'done', attempts: 2 });

    const rows = await broadcastAlarms();
    expect(rows.map((row) => row.user_id).sort()).toEqual(active);
    const told = await toldOf(rows.map((row) => row.alarm_id));
    expect(told.map((row) => row.user_id).sort()).toEqual(active);
    expect(new Set(told.map((row) => row.payload.alarm_id)).size).toBe(active.length);
  });
});
