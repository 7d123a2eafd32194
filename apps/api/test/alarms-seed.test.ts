import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alarmPageSchema } from '@campus/contracts';
import { jobs } from '../src/platform/jobs.tables';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';

// The queue is driven by the test (runDue), not by a timer.
const t = useTestApp({ seeded: true, dependencies: { runJobs: false } });

it('gives the demo student two scheduled alarms with their jobs and one fired alarm', async () => {
  const student = await demoUser(t, 'student');
  const page = await t.api.read('/alarms', student.token, alarmPageSchema);
  expect(page.items.map((alarm) => alarm.status).sort()).toEqual([
    'fired',
    'scheduled',
    'scheduled',
  ]);
  const scheduled = page.items.filter((item) => item.status === 'scheduled');
  expect(scheduled.map((alarm) => alarm.title).sort()).toEqual([
    'Kütüphane kitaplarını iade et',
    'Submit the database systems homework',
  ]);
  for (const alarm of scheduled) {
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singleton_key, `alarm:${alarm.alarm_id}`));
    expect(job).toMatchObject({ name: 'alarm.fire', status: 'queued' });
    expect(job?.run_at.toISOString()).toBe(alarm.remind_at);
  }
  // Nothing is due yet.
  expect(await t.app.jobs.runDue({ names: ['alarm.fire'] })).toBe(0);
});
