import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginResponseSchema,
  ownTherapistEntryListSchema,
  therapistConsentSchema,
  therapistEntryListSchema,
  therapistReportListSchema,
  reviewTherapistEntryListSchema,
} from '@campus/contracts';
import { demoAccounts } from '../src/db/seed/demo-accounts';
import { seedDatabase } from '../src/db/seed/seed';
import { bearer, nextClientAddress } from './accounts-helpers';
import { createTestApp, type TestContext } from './test-app';
import { testDriver } from './test-database';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
  await seedDatabase(context.database.db, { withDemoData: true });
});
afterAll(async () => {
  await context.close();
});

async function signIn(role: 'student' | 'moderator'): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`no demo ${role}`);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: { user_email: account.user_email, user_password: account.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponseSchema.parse(response.json()).access_token;
}

function call(method: 'GET' | 'POST', url: string, token: string) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    headers: bearer(token),
  });
}

describe(`the demo therapist pools on ${testDriver}`, () => {
  it('gives each pool approved entries, a queue, a rejection, a hidden entry and a report', async () => {
    const student = await signIn('student');
    const moderator = await signIn('moderator');

    // The demo student accepted the psychology notice, not the psychiatry one.
    const psychology = therapistConsentSchema.parse(
      (await call('GET', '/pools/psychology/consent', student)).json(),
    );
    expect(psychology.accepted).toBe(true);
    expect((await call('GET', '/pools/psychiatry/entries', student)).statusCode).toBe(403);
    await call('POST', '/pools/psychiatry/consent', student);

    for (const pool of ['psychology', 'psychiatry'] as const) {
      const page = therapistEntryListSchema.parse(
        (await call('GET', `/pools/${pool}/entries?sort=fee&page_size=100`, student)).json(),
      );
      expect(page.total).toBe(14);
      expect(page.items[0]?.fee).toBe(0);
      const cities = new Set(page.items.map((item) => item.city));
      for (const city of ['İstanbul', 'Ankara', 'İzmir']) expect(cities).toContain(city);
      expect(page.items.some((item) => item.is_online)).toBe(true);

      for (const [status, expected] of [
        ['waiting', 3],
        ['rejected', 1],
        ['hidden', 1],
      ] as const) {
        const queue = reviewTherapistEntryListSchema.parse(
          (
            await call('GET', `/pools/review/entries?pool=${pool}&status=${status}`, moderator)
          ).json(),
        );
        expect(queue.total, `${pool} ${status}`).toBe(expected);
      }
    }

    const reports = therapistReportListSchema.parse(
      (await call('GET', '/pools/review/reports', moderator)).json(),
    );
    expect(reports.total).toBe(1);
    expect(reports.items[0]?.entry_status).toBe('approved');

    const mine = ownTherapistEntryListSchema.parse(
      (await call('GET', '/pools/mine', student)).json(),
    );
    expect(mine.items.map((item) => item.status)).toEqual(['waiting']);
  });
});
