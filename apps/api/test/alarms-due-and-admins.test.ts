import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  alarmAdminPageSchema,
  alarmBroadcastResultSchema,
  alarmPageSchema,
  remindAtRangeMessage,
  type Alarm,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { jobs } from '../src/platform/jobs.tables';
import { alarms } from '../src/features/alarms/alarms.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createAlarm } from './support/factories/alarms';
import { expectProblem, expectStatus } from './support/http';
import { alarmBody, createAlarmHelpers, inMinutes, minuteMs } from './support/alarms';

// The queue is driven by the tests (runDue), not by a timer.
const t = useTestApp({ mail: true, dependencies: { runJobs: false } });
const { firedEvents, jobOf, makeDue, statusOf } = createAlarmHelpers(t);

const dayMs = 24 * 60 * minuteMs;

describe('when an alarm is due', () => {
  it('fires once: fired status, one domain event, and a mail in the owner’s language', async () => {
    const student = await createUser(t, { locale: 'tr' });
    const fired = firedEvents();
    const alarm = await createAlarm(t, {
      user_id: student.id,
      title: 'Kütüphane kitabını iade et',
      note: 'Son gün bugün',
      send_email: true,
    });
    await makeDue(alarm.alarm_id);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    const [row] = await t.database.db
      .select()
      .from(alarms)
      .where(eq(alarms.alarm_id, alarm.alarm_id));
    expect(row?.status).toBe('fired');
    expect(row?.fired_at).toBeInstanceOf(Date);
    expect(fired.filter((event) => event.alarm_id === alarm.alarm_id)).toEqual([
      {
        alarm_id: alarm.alarm_id,
        user_id: student.id,
        title: 'Kütüphane kitabını iade et',
        event_id: null,
      },
    ]);
    expect((await jobOf(alarm.alarm_id))?.status).toBe('done');

    const message = await t.mail.waitFor(student.email, /Hatırlatma: Kütüphane kitabını iade et/);
    expect(message.text).toContain('Son gün bugün');
    expect(message.text).toContain('/alarm/personal');
    expect(
      t.mail.to(student.email).filter((caught) => caught.subject.startsWith('Hatırlatma')),
    ).toHaveLength(1);

    const listed = await t.api.read('/alarms?status=fired', student.token, alarmPageSchema);
    expect(listed.items.map((item: Alarm) => item.alarm_id)).toEqual([alarm.alarm_id]);
    expectProblem(
      await t.api.call('PUT', `/alarms/${alarm.alarm_id}`, student.token, alarmBody()),
      409,
    );
  });

  it('sends no mail when the owner did not ask for one', async () => {
    const other = await createUser(t);
    const alarm = await createAlarm(t, { user_id: other.id, title: 'Quiet reminder' });
    await makeDue(alarm.alarm_id);
    await t.app.jobs.runDue();
    expect(await statusOf(alarm.alarm_id)).toBe('fired');
    await t.app.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail.to(other.email)).toEqual([]);
  });

  it('does not fire early when the job runs before the alarm’s (moved) time', async () => {
    const other = await createUser(t);
    const alarm = await createAlarm(t, { user_id: other.id, title: 'Not yet' });
    await t.database.db
      .update(jobs)
      .set({ run_at: sql`now() - interval '1 second'` })
      .where(eq(jobs.singleton_key, `alarm:${alarm.alarm_id}`));
    await t.app.jobs.runDue();
    expect(await statusOf(alarm.alarm_id)).toBe('scheduled');
  });
});

describe('admins', () => {
  it("list everyone's alarms with the owner's e-mail, by status and Turkish-aware words", async () => {
    const [admin, student, other] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t),
      createUser(t),
    ]);
    // This test reads everyone's alarms, so it starts from none.
    await t.database.db.delete(alarms);
    const alarm = await createAlarm(t, { user_id: other.id, title: 'Bahar ŞENLİĞİ bileti' });
    const mine = await createAlarm(t, { user_id: student.id, title: 'Lab report' });
    const cancelledAlarm = await createAlarm(t, {
      user_id: student.id,
      title: 'Called off',
      status: 'cancelled',
    });
    expectProblem(await t.api.call('GET', '/admin/alarms', student.token), 403);
    expectProblem(await t.api.call('GET', '/admin/alarms', undefined), 401);

    const found = await t.api.read(
      `/admin/alarms?q=${encodeURIComponent('şenliği')}`,
      admin.token,
      alarmAdminPageSchema,
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      alarm_id: alarm.alarm_id,
      user_id: other.id,
      owner_email: other.email,
      status: 'scheduled',
    });

    const all = await t.api.read('/admin/alarms?page_size=100', admin.token, alarmAdminPageSchema);
    expect(all.items.map((item) => item.alarm_id).sort()).toEqual(
      [alarm.alarm_id, mine.alarm_id, cancelledAlarm.alarm_id].sort(),
    );
    expect(new Set(all.items.map((item) => item.user_id))).toEqual(new Set([student.id, other.id]));
    const cancelled = await t.api.read(
      '/admin/alarms?status=cancelled',
      admin.token,
      alarmAdminPageSchema,
    );
    expect(cancelled.items.map((item) => item.alarm_id)).toEqual([cancelledAlarm.alarm_id]);
    expect(cancelled.items.every((item) => item.status === 'cancelled')).toBe(true);
    expect(cancelled.total).toBe(1);
  });

  it('broadcast a reminder to every active person once, audited', async () => {
    const [admin, student, other] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t),
      createUser(t),
    ]);
    const fired = firedEvents();
    const body = { title: 'Campus closes at 18:00 today', note: 'Because of the storm' };
    expectProblem(await t.api.call('POST', '/admin/alarms/broadcast', student.token, body), 403);
    const refused = await t.api.call('POST', '/admin/alarms/broadcast', admin.token, {
      ...body,
      remind_at: inMinutes(-10),
    });
    expect(expectProblem(refused, 400).detail).toBe(remindAtRangeMessage);

    // A deactivated account gets nothing.
    const inactive = await createUser(t, { status: 'deactivated' });

    const response = await t.api.call('POST', '/admin/alarms/broadcast', admin.token, body);
    const { broadcast_id } = expectStatus(response, 202, alarmBroadcastResultSchema);
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target_id, broadcast_id));
    expect(audit.map((entry) => entry.action)).toEqual(['alarm.broadcast_scheduled']);

    await t.app.jobs.runDue();
    // Each batch's events are a job of their own, delivered after the batch committed.
    await t.app.domainEvents.idle();
    const active = await t.database.db.select().from(users).where(eq(users.status, 'active'));
    const activeIds = active.map((user) => user.user_id);
    expect(activeIds).toEqual(expect.arrayContaining([admin.id, student.id, other.id]));
    expect(activeIds).not.toContain(inactive.id);
    const rows = await t.database.db
      .select()
      .from(alarms)
      .where(eq(alarms.broadcast_id, broadcast_id));
    expect(rows.map((row) => row.user_id).sort()).toEqual([...activeIds].sort());
    expect(rows.every((row) => row.status === 'fired' && row.title === body.title)).toBe(true);
    expect(fired.map((event) => event.alarm_id).sort()).toEqual(
      rows.map((row) => row.alarm_id).sort(),
    );

    const mine = await t.api.read('/alarms?status=fired', other.token, alarmPageSchema);
    expect(mine.items.map((item) => [item.title, item.note])).toEqual([
      [body.title, 'Because of the storm'],
    ]);

    // Run again (as a retry would): nobody gets a second one.
    await t.database.db
      .update(jobs)
      .set({ status: 'queued', run_at: sql`now() - interval '1 second'` })
      .where(eq(jobs.singleton_key, `alarm-broadcast:${broadcast_id}`));
    await t.app.jobs.runDue();
    await t.app.domainEvents.idle();
    expect(
      await t.database.db.select().from(alarms).where(eq(alarms.broadcast_id, broadcast_id)),
    ).toHaveLength(active.length);
    expect(fired).toHaveLength(active.length);
  });

  it('schedule a broadcast for later', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const remindAt = new Date(Date.now() + dayMs).toISOString();
    const response = await t.api.call('POST', '/admin/alarms/broadcast', admin.token, {
      title: 'Registration week starts tomorrow',
      remind_at: remindAt,
    });
    const { broadcast_id, run_at } = expectStatus(response, 202, alarmBroadcastResultSchema);
    expect(new Date(run_at).getTime()).toBe(new Date(remindAt).getTime());
    await t.app.jobs.runDue();
    expect(
      await t.database.db.select().from(alarms).where(eq(alarms.broadcast_id, broadcast_id)),
    ).toHaveLength(0);
  });
});
