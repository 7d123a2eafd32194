import { describe, expect, it } from 'vitest';
import {
  alarmPageSchema,
  alarmSchema,
  remindAtRangeMessage,
  type AlarmWriteInput,
} from '@campus/contracts';
import { alarms } from '../src/features/alarms/alarms.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createAlarm } from './support/factories/alarms';
import { createEvent } from './support/factories/events';
import {
  expectProblem,
  expectRuleProblem,
  expectStatus,
  fieldErrors,
  unknownId,
} from './support/http';
import { alarmBody, createAlarmHelpers, inMinutes, minuteMs } from './support/alarms';

// The queue is driven by the tests (runDue), not by a timer.
const t = useTestApp({ mail: true, dependencies: { runJobs: false } });
const { firedEvents, jobOf, makeDue, statusOf } = createAlarmHelpers(t);

/** An alarm set through the API. */
async function setAlarm(token: string, overrides: Partial<AlarmWriteInput> = {}) {
  return expectStatus(
    await t.api.call('POST', '/alarms', token, alarmBody(overrides)),
    201,
    alarmSchema,
  );
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
    const problem = expectRuleProblem(response, 400, {
      field: 'body.remind_at',
      rule: 'remind_at_range',
      message: remindAtRangeMessage,
    });
    expect(problem.detail).toBe(remindAtRangeMessage);
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
