import { eq } from 'drizzle-orm';
import type { AlarmStatus } from '@campus/contracts';
import {
  createAlarmsRepository,
  type AlarmValues,
} from '../../../src/features/alarms/alarms.repository';
import { alarmJobs } from '../../../src/features/alarms/alarms.service';
import { alarms, type AlarmRow } from '../../../src/features/alarms/alarms.tables';
import type { TestContext } from '../app';

export interface AlarmOptions extends Partial<AlarmValues> {
  user_id: string;
  /** Scheduled (with its `alarm.fire` job, as the feature queues it) unless given. */
  status?: AlarmStatus;
}

/**
 * An alarm of `user_id` written straight to the database: "Submit the lab
 * report" in thirty minutes, no mail. A scheduled one gets its fire job,
 * queued for its time under the singleton key `alarm:<id>`; a fired one its
 * firing time (its reminder time).
 */
export async function createAlarm(t: TestContext, options: AlarmOptions): Promise<AlarmRow> {
  const row = await createAlarmsRepository(t.database.db).insert(options.user_id, {
    title: options.title ?? 'Submit the lab report',
    note: options.note ?? null,
    event_id: options.event_id ?? null,
    remind_at: options.remind_at ?? new Date(Date.now() + 30 * 60_000),
    send_email: options.send_email ?? false,
  });
  const status = options.status ?? 'scheduled';
  if (status === 'scheduled') {
    await t.app.jobs.enqueue(
      alarmJobs.fire,
      { alarm_id: row.alarm_id },
      { runAt: row.remind_at, singletonKey: `alarm:${row.alarm_id}` },
    );
    return row;
  }
  const [updated] = await t.database.db
    .update(alarms)
    .set({ status, fired_at: status === 'fired' ? row.remind_at : null })
    .where(eq(alarms.alarm_id, row.alarm_id))
    .returning();
  if (updated === undefined) throw new Error('The alarm was not updated');
  return updated;
}
