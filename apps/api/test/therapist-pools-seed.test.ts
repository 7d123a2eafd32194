import { describe, expect, it } from 'vitest';
import {
  ownTherapistEntryListSchema,
  therapistConsentSchema,
  therapistEntryListSchema,
  therapistReportListSchema,
  reviewTherapistEntryListSchema,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { demoUser } from './support/factories/accounts';
import { expectProblem, expectStatus } from './support/http';

const t = useTestApp({ seeded: true });

describe(`the demo therapist pools on ${testDriver}`, () => {
  it('gives each pool approved entries, a queue, a rejection, a hidden entry and a report', async () => {
    const [student, moderator] = await Promise.all([
      demoUser(t, 'student'),
      demoUser(t, 'moderator'),
    ]);

    // The demo student accepted the psychology notice, not the psychiatry one.
    const psychology = await t.api.read(
      '/pools/psychology/consent',
      student.token,
      therapistConsentSchema,
    );
    expect(psychology.accepted).toBe(true);
    expectProblem(
      await t.api.call('GET', '/pools/psychiatry/entries', student.token),
      403,
      'consent_required',
    );
    expectStatus(await t.api.call('POST', '/pools/psychiatry/consent', student.token), 200);

    for (const pool of ['psychology', 'psychiatry'] as const) {
      const page = await t.api.read(
        `/pools/${pool}/entries?sort=fee&page_size=100`,
        student.token,
        therapistEntryListSchema,
      );
      expect(page.total).toBe(14);
      expect(page.items).toHaveLength(14);
      expect(page.items[0]?.fee).toBe(0);
      const cities = new Set(page.items.map((item) => item.city));
      for (const city of ['İstanbul', 'Ankara', 'İzmir']) expect(cities).toContain(city);
      expect(
        page.items.filter((item) => item.is_online),
        pool,
      ).toHaveLength(6);

      for (const [status, expected] of [
        ['waiting', 3],
        ['rejected', 1],
        ['hidden', 1],
      ] as const) {
        const queue = await t.api.read(
          `/pools/review/entries?pool=${pool}&status=${status}`,
          moderator.token,
          reviewTherapistEntryListSchema,
        );
        expect(queue.total, `${pool} ${status}`).toBe(expected);
      }
    }

    const reports = await t.api.read(
      '/pools/review/reports',
      moderator.token,
      therapistReportListSchema,
    );
    expect(reports.total).toBe(1);
    expect(reports.items[0]).toMatchObject({
      therapist_name: 'Dr. Levent Güneş',
      entry_status: 'approved',
    });

    const mine = await t.api.read('/pools/mine', student.token, ownTherapistEntryListSchema);
    expect(mine.items.map((item) => item.status)).toEqual(['waiting']);
  });
});
