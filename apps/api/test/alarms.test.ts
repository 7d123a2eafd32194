import { describe, expect, it, onTestFinished } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  alarmAdminPageSchema,
  alarmBroadcastResultSchema,
  alarmPageSchema,
  alarmSchema,
  remindAtRangeMessage,
  type Alarm,
  type AlarmWriteInput,
} from '@campus/contracts';
import type { DomainEventMap } from '../src/platform/events';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { jobs } from '../src/platform/jobs.tables';
import { alarms } from '../src/features/alarms/alarms.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createAlarm } from './support/factories/alarms';
import { createEvent } from './support/factories/events';
import { expectProblem, expectStatus, fieldErrors } from './support/http';

// The queue is driven by the tests (runDue), not by a timer.
const t = useTestApp({ mail: true, dependencies: { runJobs: false } });

const unknownId = '00000000-0000-4000-8000-000000000000';
const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * minuteMs).toISOString();

function alarmBody(overrides: Partial<AlarmWriteInput> = {}): AlarmWriteInput {
  return { title: 'Submit the lab report', remind_at: inMinutes(30), ...overrides };
}

/** An alarm set through the API. */
async function setAlarm(token: string, overrides: Partial<AlarmWriteInput> = {}) {
  return expectStatus(
    await t.api.call('POST', '/alarms', token, alarmBody(overrides)),
    201,
    alarmSchema,
  );
}

/** The `alarm.fired` events announced until the end of the test. */
function firedEvents(): DomainEventMap['alarm.fired'][] {
  const fired: DomainEventMap['alarm.fired'][] = [];
  const stop = t.app.domainEvents.on('alarm.fired', (payload) => {
    fired.push(payload);
  });
  onTestFinished(stop);
  return fired;
}

async function jobOf(alarmId: string) {
  const [row] = await t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.singleton_key, `alarm:${alarmId}`));
  return row;
}

/** Moves an alarm and its job into the past, as if its time had come. */
async function makeDue(alarmId: string): Promise<void> {
  const past = sql`now() - interval '1 second'`;
  await t.database.db.update(alarms).set({ remind_at: past }).where(eq(alarms.alarm_id, alarmId));
  await t.database.db
    .update(jobs)
    .set({ run_at: past })
    .where(eq(jobs.singleton_key, `alarm:${alarmId}`));
}

async function statusOf(alarmId: string) {
  const [row] = await t.database.db.select().from(alarms).where(eq(alarms.alarm_id, alarmId));
  return row?.status;
}

describe('setting an alarm', () => {
  it('saves it as scheduled and queues its job for the reminder time', async () => {
    const student = await createUser(t);
    const remindAt = inMinutes(90);
    const alarm = await setAlarm(student.token, {
      title: '  Bring the thesis draft ',
      note: 'Room B-204',
      remind_at: remindAt,
      send_email: true,
    });
    expect(alarm).toMatchObject({
      title: 'Bring the thesis draft',
      note: 'Room B-204',
      event_id: null,
      send_email: true,
      status: 'scheduled',
      fired_at: null,
    });
    expect(new Date(alarm.remind_at).getTime()).toBe(new Date(remindAt).getTime());
    const job = await jobOf(alarm.alarm_id);
    expect(job).toMatchObject({ name: 'alarm.fire', status: 'queued', attempts: 0 });
    expect(job?.run_at.getTime()).toBe(new Date(remindAt).getTime());
  });

  it('needs a signed-in person', async () => {
    expectProblem(await t.api.call('POST', '/alarms', undefined, alarmBody()), 401);
  });

  it.each([
    ['in the past', -5],
    ['less than a minute ahead', 0.5],
    ['more than a year ahead', 366 * 24 * 60],
  ])('refuses a time %s, naming the rule', async (_label, minutes) => {
    const student = await createUser(t);
    const before = await t.database.db.select().from(alarms);
    const response = await t.api.call(
      'POST',
      '/alarms',
      student.token,
      alarmBody({ remind_at: inMinutes(minutes) }),
    );
    const problem = expectProblem(response, 400);
    expect(problem.detail).toBe(remindAtRangeMessage);
    expect(problem.errors).toEqual([
      {
        field: 'body.remind_at',
        code: 'rule',
        params: { rule: 'remind_at_range' },
        message: remindAtRangeMessage,
      },
    ]);
    expect(await t.database.db.select().from(alarms)).toHaveLength(before.length);
  });

  it('refuses a missing or too long title and a note over 500 characters', async () => {
    const student = await createUser(t);
    const cases: [object, Record<string, string>][] = [
      [alarmBody({ title: '   ' }), { 'body.title': 'title must be at least 1 characters' }],
      [alarmBody({ title: 'x'.repeat(121) }), { 'body.title': 'must not exceed 120 characters' }],
      [alarmBody({ note: 'x'.repeat(501) }), { 'body.note': 'must not exceed 500 characters' }],
      [{ title: 'No time' }, { 'body.remind_at': 'remind_at is required' }],
      [
        alarmBody({ remind_at: 'tomorrow' }),
        { 'body.remind_at': 'remind_at must be a date and time' },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await t.api.call('POST', '/alarms', student.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(response), JSON.stringify(body)).toEqual(errors);
    }
  });

  it('takes an existing event and refuses an unknown one', async () => {
    const student = await createUser(t);
    const event = await createEvent(t, {
      event_name: 'Spring festival',
      event_type: 'social',
      event_location: 'The lawn',
    });
    const alarm = await setAlarm(student.token, { event_id: event.event_id });
    expect(alarm.event_id).toBe(event.event_id);

    const response = await t.api.call(
      'POST',
      '/alarms',
      student.token,
      alarmBody({ event_id: unknownId }),
    );
    expect(expectProblem(response, 400).detail).toBe('event_id must name an existing event');
  });
});

describe('my alarms', () => {
  it('lists only my own, the scheduled soonest first and then the rest, by status and page', async () => {
    const [owner, someoneElse] = await Promise.all([createUser(t), createUser(t)]);
    await createAlarm(t, {
      user_id: someoneElse.id,
      title: 'Not mine',
      remind_at: new Date(Date.now() + 400 * minuteMs),
    });
    const mine = await createAlarm(t, {
      user_id: owner.id,
      title: 'Mine later',
      remind_at: new Date(Date.now() + 300 * minuteMs),
    });
    const earlier = await createAlarm(t, {
      user_id: owner.id,
      title: 'Mine earlier',
      remind_at: new Date(Date.now() + 200 * minuteMs),
    });
    await createAlarm(t, { user_id: owner.id, title: 'Mine cancelled', status: 'cancelled' });

    const all = await t.api.read('/alarms', owner.token, alarmPageSchema);
    expect(all.items.map((alarm) => alarm.title)).toEqual([
      'Mine earlier',
      'Mine later',
      'Mine cancelled',
    ]);
    expect(all.total).toBe(3);

    const scheduled = await t.api.read('/alarms?status=scheduled', owner.token, alarmPageSchema);
    expect(scheduled.items.map((alarm) => alarm.alarm_id)).toEqual([
      earlier.alarm_id,
      mine.alarm_id,
    ]);

    const page = await t.api.read('/alarms?page=2&page_size=10', owner.token, alarmPageSchema);
    expect(page).toMatchObject({ items: [], page: 2, page_size: 10, total: 3 });

    expectProblem(await t.api.call('GET', '/alarms?status=ringing', owner.token), 400);
    expectProblem(await t.api.call('GET', '/alarms?page_size=7', owner.token), 400);
  });

  it('changes a scheduled alarm and moves its job to the new time', async () => {
    const student = await createUser(t);
    const alarm = await createAlarm(t, { user_id: student.id });
    const later = inMinutes(600);
    const response = await t.api.call(
      'PUT',
      `/alarms/${alarm.alarm_id}`,
      student.token,
      alarmBody({ title: 'Submit the final report', remind_at: later }),
    );
    expect(expectStatus(response, 200, alarmSchema).title).toBe('Submit the final report');
    expect((await jobOf(alarm.alarm_id))?.run_at.getTime()).toBe(new Date(later).getTime());

    const bad = await t.api.call(
      'PUT',
      `/alarms/${alarm.alarm_id}`,
      student.token,
      alarmBody({ remind_at: inMinutes(-1) }),
    );
    expect(expectProblem(bad, 400).detail).toBe(remindAtRangeMessage);
  });

  it("answers 404 for someone else's alarm and an unknown id, and leaves them alone", async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    const alarm = await createAlarm(t, { user_id: student.id, title: 'Private' });
    for (const [method, url] of [
      ['PUT', `/alarms/${alarm.alarm_id}`],
      ['DELETE', `/alarms/${alarm.alarm_id}`],
      ['PUT', `/alarms/${unknownId}`],
      ['DELETE', `/alarms/${unknownId}`],
    ] as const) {
      const response = await t.api.call(
        method,
        url,
        other.token,
        method === 'PUT' ? alarmBody() : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(expectProblem(response, 404).detail).toBe('There is no such alarm');
    }
    expect(await statusOf(alarm.alarm_id)).toBe('scheduled');
    expectProblem(await t.api.call('DELETE', '/alarms/not-an-id', other.token), 400);
  });

  it('cancels a scheduled alarm: its job goes, it never fires, and it cannot change again', async () => {
    const student = await createUser(t);
    const fired = firedEvents();
    const alarm = await createAlarm(t, { user_id: student.id, title: 'Cancel me' });
    expect(await jobOf(alarm.alarm_id)).toBeDefined();
    expectStatus(await t.api.call('DELETE', `/alarms/${alarm.alarm_id}`, student.token), 204);
    expect(await statusOf(alarm.alarm_id)).toBe('cancelled');
    expect(await jobOf(alarm.alarm_id)).toBeUndefined();

    await makeDue(alarm.alarm_id);
    await t.app.jobs.runDue();
    expect(await statusOf(alarm.alarm_id)).toBe('cancelled');
    expect(fired.some((event) => event.alarm_id === alarm.alarm_id)).toBe(false);

    for (const response of [
      await t.api.call('DELETE', `/alarms/${alarm.alarm_id}`, student.token),
      await t.api.call('PUT', `/alarms/${alarm.alarm_id}`, student.token, alarmBody()),
    ]) {
      expect(expectProblem(response, 409)).toMatchObject({
        detail: 'Only a scheduled alarm can be changed or cancelled',
        reason: 'alarm_not_scheduled',
      });
    }
  });
});

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
