import { onTestFinished } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AlarmWriteInput } from '@campus/contracts';
import type { DomainEventMap } from '../../src/platform/events';
import { jobs } from '../../src/platform/jobs.tables';
import { alarms } from '../../src/features/alarms/alarms.tables';
import type { TestContext } from './app';

export const minuteMs = 60_000;

export const inMinutes = (minutes: number) =>
  new Date(Date.now() + minutes * minuteMs).toISOString();

export function alarmBody(overrides: Partial<AlarmWriteInput> = {}): AlarmWriteInput {
  return { title: 'Submit the lab report', remind_at: inMinutes(30), ...overrides };
}

/** The alarms tests' helpers, bound to the test app of the file that uses them. */
export function createAlarmHelpers(t: TestContext) {
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

  return { firedEvents, jobOf, makeDue, statusOf };
}
