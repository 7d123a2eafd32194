import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alarmPageSchema } from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { jobs } from '../src/platform/jobs.tables';
import { createTestApp, type TestContext } from './test-app';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;
let student: string;

beforeAll(async () => {
  context = await createTestApp({ dependencies: { runJobs: false } });
  await seedDatabase(context.database.db, { withDemoData: true });
  const login = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: {
      user_email: 'student@campushub.test',
      user_password: 'Demo-Student-2026',
      remember_me: false,
    },
  });
  expect(login.statusCode, login.body).toBe(200);
  student = login.json<{ access_token: string }>().access_token;
}, 120_000);
afterAll(async () => {
  await context.close();
});

it('gives the demo student two scheduled alarms with their jobs and one fired alarm', async () => {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/alarms',
    remoteAddress: nextClientAddress(),
    headers: bearer(student),
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = alarmPageSchema.parse(response.json());
  expect(page.items.map((alarm) => alarm.status).sort()).toEqual([
    'fired',
    'scheduled',
    'scheduled',
  ]);
  for (const alarm of page.items.filter((item) => item.status === 'scheduled')) {
    const [job] = await context.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singleton_key, `alarm:${alarm.alarm_id}`));
    expect(job).toMatchObject({ name: 'alarm.fire', status: 'queued' });
    expect(job?.run_at.toISOString()).toBe(alarm.remind_at);
  }
  // Nothing is due yet.
  expect(await context.app.jobs.runDue()).toBe(0);
});
