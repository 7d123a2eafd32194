import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  alarmAdminPageSchema,
  alarmBroadcastResultSchema,
  alarmPageSchema,
  alarmSchema,
  problemSchema,
  remindAtRangeMessage,
  type Alarm,
  type AlarmWriteInput,
} from '@campus/contracts';
import type { DomainEventMap } from '../src/platform/events';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { jobs } from '../src/platform/jobs.tables';
import { alarms } from '../src/features/alarms/alarms.tables';
import { events } from '../src/features/events/events.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let student: { token: string; email: string; userId: string };
let other: { token: string; email: string; userId: string };
const fired: DomainEventMap['alarm.fired'][] = [];

const unknownId = '00000000-0000-4000-8000-000000000000';
const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

beforeAll(async () => {
  mail = await startMailCatcher();
  // The queue is driven by the tests (runDue), not by a timer.
  context = await createTestApp({
    env: { SMTP_URL: mail.url },
    dependencies: { runJobs: false },
  });
  context.app.domainEvents.on('alarm.fired', (payload) => {
    fired.push(payload);
  });
  const [adminAccount, first, second] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    registerVerifiedUser(context.app, mail),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount.token;
  student = {
    token: first.login.access_token,
    email: first.email,
    userId: first.login.user_current.user_id,
  };
  other = {
    token: second.login.access_token,
    email: second.email,
    userId: second.login.user_current.user_id,
  };
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * minuteMs).toISOString();

function alarmBody(overrides: Partial<AlarmWriteInput> = {}): AlarmWriteInput {
  return { title: 'Submit the lab report', remind_at: inMinutes(30), ...overrides };
}

async function createAlarm(token: string, overrides: Partial<AlarmWriteInput> = {}) {
  const response = await call('POST', '/alarms', token, alarmBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return alarmSchema.parse(response.json());
}

async function jobOf(alarmId: string) {
  const [row] = await context.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.singleton_key, `alarm:${alarmId}`));
  return row;
}

/** Moves an alarm and its job into the past, as if its time had come. */
async function makeDue(alarmId: string): Promise<void> {
  const past = sql`now() - interval '1 second'`;
  await context.database.db
    .update(alarms)
    .set({ remind_at: past })
    .where(eq(alarms.alarm_id, alarmId));
  await context.database.db
    .update(jobs)
    .set({ run_at: past })
    .where(eq(jobs.singleton_key, `alarm:${alarmId}`));
}

async function statusOf(alarmId: string) {
  const [row] = await context.database.db.select().from(alarms).where(eq(alarms.alarm_id, alarmId));
  return row?.status;
}

describe('setting an alarm', () => {
  it('saves it as scheduled and queues its job for the reminder time', async () => {
    const remindAt = inMinutes(90);
    const alarm = await createAlarm(student.token, {
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
    const response = await call('POST', '/alarms', undefined, alarmBody());
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['in the past', -5],
    ['less than a minute ahead', 0.5],
    ['more than a year ahead', 366 * 24 * 60],
  ])('refuses a time %s, naming the rule', async (_label, minutes) => {
    const before = await context.database.db.select().from(alarms);
    const response = await call(
      'POST',
      '/alarms',
      student.token,
      alarmBody({ remind_at: inMinutes(minutes) }),
    );
    expect(response.statusCode).toBe(400);
    const problem = problemSchema.parse(response.json());
    expect(problem.detail).toBe(remindAtRangeMessage);
    expect(problem.errors).toEqual([{ field: 'body.remind_at', message: remindAtRangeMessage }]);
    expect(await context.database.db.select().from(alarms)).toHaveLength(before.length);
  });

  it('refuses a missing or too long title and a note over 500 characters', async () => {
    for (const body of [
      alarmBody({ title: '   ' }),
      alarmBody({ title: 'x'.repeat(121) }),
      alarmBody({ note: 'x'.repeat(501) }),
      { title: 'No time' },
      alarmBody({ remind_at: 'tomorrow' }),
    ]) {
      const response = await call('POST', '/alarms', student.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(problemSchema.parse(response.json()).errors?.length).toBeGreaterThan(0);
    }
  });

  it('takes an existing event and refuses an unknown one', async () => {
    const [event] = await context.database.db
      .insert(events)
      .values({
        event_name: 'Spring festival',
        event_type: 'social',
        event_location: 'The lawn',
        search_text: 'spring festival',
      })
      .returning();
    if (event === undefined) throw new Error('no event');
    const alarm = await createAlarm(student.token, { event_id: event.event_id });
    expect(alarm.event_id).toBe(event.event_id);

    const response = await call(
      'POST',
      '/alarms',
      student.token,
      alarmBody({ event_id: unknownId }),
    );
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).detail).toBe(
      'event_id must name an existing event',
    );
  });
});

describe('my alarms', () => {
  it('lists only my own, latest first, by status and page', async () => {
    const mine = await createAlarm(other.token, { title: 'Mine later', remind_at: inMinutes(300) });
    const earlier = await createAlarm(other.token, {
      title: 'Mine earlier',
      remind_at: inMinutes(200),
    });
    const cancelled = await createAlarm(other.token, { title: 'Mine cancelled' });
    expect((await call('DELETE', `/alarms/${cancelled.alarm_id}`, other.token)).statusCode).toBe(
      204,
    );

    const all = alarmPageSchema.parse((await call('GET', '/alarms', other.token)).json());
    expect(all.items.map((alarm) => alarm.title)).toEqual([
      'Mine later',
      'Mine earlier',
      'Mine cancelled',
    ]);
    expect(all.total).toBe(3);

    const scheduled = alarmPageSchema.parse(
      (await call('GET', '/alarms?status=scheduled', other.token)).json(),
    );
    expect(scheduled.items.map((alarm) => alarm.alarm_id)).toEqual([
      mine.alarm_id,
      earlier.alarm_id,
    ]);

    const page = alarmPageSchema.parse(
      (await call('GET', '/alarms?page=2&page_size=10', other.token)).json(),
    );
    expect(page).toMatchObject({ items: [], page: 2, page_size: 10, total: 3 });

    expect((await call('GET', '/alarms?status=ringing', other.token)).statusCode).toBe(400);
    expect((await call('GET', '/alarms?page_size=7', other.token)).statusCode).toBe(400);
  });

  it('changes a scheduled alarm and moves its job to the new time', async () => {
    const alarm = await createAlarm(student.token);
    const later = inMinutes(600);
    const response = await call(
      'PUT',
      `/alarms/${alarm.alarm_id}`,
      student.token,
      alarmBody({ title: 'Submit the final report', remind_at: later }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(alarmSchema.parse(response.json()).title).toBe('Submit the final report');
    expect((await jobOf(alarm.alarm_id))?.run_at.getTime()).toBe(new Date(later).getTime());

    const bad = await call(
      'PUT',
      `/alarms/${alarm.alarm_id}`,
      student.token,
      alarmBody({ remind_at: inMinutes(-1) }),
    );
    expect(bad.statusCode).toBe(400);
    expect(problemSchema.parse(bad.json()).detail).toBe(remindAtRangeMessage);
  });

  it("answers 404 for someone else's alarm and an unknown id, and leaves them alone", async () => {
    const alarm = await createAlarm(student.token, { title: 'Private' });
    for (const [method, url] of [
      ['PUT', `/alarms/${alarm.alarm_id}`],
      ['DELETE', `/alarms/${alarm.alarm_id}`],
      ['PUT', `/alarms/${unknownId}`],
      ['DELETE', `/alarms/${unknownId}`],
    ] as const) {
      const response = await call(
        method,
        url,
        other.token,
        method === 'PUT' ? alarmBody() : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(problemSchema.parse(response.json()).detail).toBe('There is no such alarm');
    }
    expect(await statusOf(alarm.alarm_id)).toBe('scheduled');
    expect((await call('DELETE', '/alarms/not-an-id', other.token)).statusCode).toBe(400);
  });

  it('cancels a scheduled alarm: its job goes, it never fires, and it cannot change again', async () => {
    const alarm = await createAlarm(student.token, { title: 'Cancel me' });
    expect((await call('DELETE', `/alarms/${alarm.alarm_id}`, student.token)).statusCode).toBe(204);
    expect(await statusOf(alarm.alarm_id)).toBe('cancelled');
    expect(await jobOf(alarm.alarm_id)).toBeUndefined();

    await makeDue(alarm.alarm_id);
    await context.app.jobs.runDue();
    expect(await statusOf(alarm.alarm_id)).toBe('cancelled');
    expect(fired.some((event) => event.alarm_id === alarm.alarm_id)).toBe(false);

    for (const response of [
      await call('DELETE', `/alarms/${alarm.alarm_id}`, student.token),
      await call('PUT', `/alarms/${alarm.alarm_id}`, student.token, alarmBody()),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(problemSchema.parse(response.json()).detail).toBe(
        'Only a scheduled alarm can be changed or cancelled',
      );
    }
  });
});

describe('when an alarm is due', () => {
  it('fires once: fired status, one domain event, and a mail in the owner’s language', async () => {
    const alarm = await createAlarm(student.token, {
      title: 'Kütüphane kitabını iade et',
      note: 'Son gün bugün',
      send_email: true,
    });
    await makeDue(alarm.alarm_id);
    await context.app.jobs.runDue();
    await context.app.jobs.runDue();

    const [row] = await context.database.db
      .select()
      .from(alarms)
      .where(eq(alarms.alarm_id, alarm.alarm_id));
    expect(row?.status).toBe('fired');
    expect(row?.fired_at).toBeInstanceOf(Date);
    expect(fired.filter((event) => event.alarm_id === alarm.alarm_id)).toEqual([
      {
        alarm_id: alarm.alarm_id,
        user_id: student.userId,
        title: 'Kütüphane kitabını iade et',
        event_id: null,
      },
    ]);
    expect((await jobOf(alarm.alarm_id))?.status).toBe('done');

    const message = await mail.waitFor(student.email, /Hatırlatma: Kütüphane kitabını iade et/);
    expect(message.text).toContain('Son gün bugün');
    expect(message.text).toContain('/alarm/personal');
    expect(
      mail.to(student.email).filter((caught) => caught.subject.startsWith('Hatırlatma')),
    ).toHaveLength(1);

    const listed = alarmPageSchema.parse(
      (await call('GET', '/alarms?status=fired', student.token)).json(),
    );
    expect(listed.items.map((item: Alarm) => item.alarm_id)).toContain(alarm.alarm_id);
    expect(
      (await call('PUT', `/alarms/${alarm.alarm_id}`, student.token, alarmBody())).statusCode,
    ).toBe(409);
  });

  it('sends no mail when the owner did not ask for one', async () => {
    const alarm = await createAlarm(other.token, { title: 'Quiet reminder' });
    await makeDue(alarm.alarm_id);
    await context.app.jobs.runDue();
    expect(await statusOf(alarm.alarm_id)).toBe('fired');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.to(other.email).some((caught) => caught.subject.includes('Quiet reminder'))).toBe(
      false,
    );
  });

  it('does not fire early when the job runs before the alarm’s (moved) time', async () => {
    const alarm = await createAlarm(other.token, { title: 'Not yet' });
    await context.database.db
      .update(jobs)
      .set({ run_at: sql`now() - interval '1 second'` })
      .where(eq(jobs.singleton_key, `alarm:${alarm.alarm_id}`));
    await context.app.jobs.runDue();
    expect(await statusOf(alarm.alarm_id)).toBe('scheduled');
  });
});

describe('admins', () => {
  it("list everyone's alarms with the owner's e-mail, by status and Turkish-aware words", async () => {
    const alarm = await createAlarm(other.token, { title: 'Bahar ŞENLİĞİ bileti' });
    expect((await call('GET', '/admin/alarms', student.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/alarms', undefined)).statusCode).toBe(401);

    const found = alarmAdminPageSchema.parse(
      (await call('GET', `/admin/alarms?q=${encodeURIComponent('şenliği')}`, admin)).json(),
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      alarm_id: alarm.alarm_id,
      user_id: other.userId,
      owner_email: other.email,
      status: 'scheduled',
    });

    const all = alarmAdminPageSchema.parse(
      (await call('GET', '/admin/alarms?page_size=100', admin)).json(),
    );
    expect(new Set(all.items.map((item) => item.user_id))).toEqual(
      new Set([student.userId, other.userId]),
    );
    const cancelled = alarmAdminPageSchema.parse(
      (await call('GET', '/admin/alarms?status=cancelled', admin)).json(),
    );
    expect(cancelled.items.every((item) => item.status === 'cancelled')).toBe(true);
    expect(cancelled.total).toBeGreaterThan(0);
  });

  it('broadcast a reminder to every active person once, audited', async () => {
    const body = { title: 'Campus closes at 18:00 today', note: 'Because of the storm' };
    expect((await call('POST', '/admin/alarms/broadcast', student.token, body)).statusCode).toBe(
      403,
    );
    const refused = await call('POST', '/admin/alarms/broadcast', admin, {
      ...body,
      remind_at: inMinutes(-10),
    });
    expect(refused.statusCode).toBe(400);
    expect(problemSchema.parse(refused.json()).detail).toBe(remindAtRangeMessage);

    // A deactivated account gets nothing.
    const inactive = await registerVerifiedUser(context.app, mail);
    await context.database.db
      .update(users)
      .set({ status: 'deactivated' })
      .where(eq(users.user_email, inactive.email));

    const response = await call('POST', '/admin/alarms/broadcast', admin, body);
    expect(response.statusCode, response.body).toBe(202);
    const { broadcast_id } = alarmBroadcastResultSchema.parse(response.json());
    const audit = await context.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target_id, broadcast_id));
    expect(audit.map((entry) => entry.action)).toEqual(['alarm.broadcast_scheduled']);

    const firedBefore = fired.length;
    await context.app.jobs.runDue();
    const active = await context.database.db.select().from(users).where(eq(users.status, 'active'));
    const rows = await context.database.db
      .select()
      .from(alarms)
      .where(eq(alarms.broadcast_id, broadcast_id));
    expect(rows.map((row) => row.user_id).sort()).toEqual(
      active.map((user) => user.user_id).sort(),
    );
    expect(rows.every((row) => row.status === 'fired' && row.title === body.title)).toBe(true);
    expect(fired.length - firedBefore).toBe(active.length);

    const mine = alarmPageSchema.parse(
      (await call('GET', '/alarms?status=fired', other.token)).json(),
    );
    expect(mine.items.find((item) => item.title === body.title)?.note).toBe('Because of the storm');

    // Run again (as a retry would): nobody gets a second one.
    await context.database.db
      .update(jobs)
      .set({ status: 'queued', run_at: sql`now() - interval '1 second'` })
      .where(eq(jobs.singleton_key, `alarm-broadcast:${broadcast_id}`));
    await context.app.jobs.runDue();
    expect(
      await context.database.db.select().from(alarms).where(eq(alarms.broadcast_id, broadcast_id)),
    ).toHaveLength(active.length);
    expect(fired.length - firedBefore).toBe(active.length);
  });

  it('schedule a broadcast for later', async () => {
    const remindAt = new Date(Date.now() + dayMs).toISOString();
    const response = await call('POST', '/admin/alarms/broadcast', admin, {
      title: 'Registration week starts tomorrow',
      remind_at: remindAt,
    });
    expect(response.statusCode).toBe(202);
    const { broadcast_id, run_at } = alarmBroadcastResultSchema.parse(response.json());
    expect(new Date(run_at).getTime()).toBe(new Date(remindAt).getTime());
    await context.app.jobs.runDue();
    expect(
      await context.database.db.select().from(alarms).where(eq(alarms.broadcast_id, broadcast_id)),
    ).toHaveLength(0);
  });
});
