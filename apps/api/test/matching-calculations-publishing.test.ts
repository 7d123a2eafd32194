import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  matchCalculationSchema,
  matchRoundAdminSchema,
  myMatchPageSchema,
  notificationPageSchema,
} from '@campus/contracts';
import { jobs } from '../src/platform/jobs.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser, type TestUser } from './support/factories/accounts';
import { expectProblem, expectStatus } from './support/http';
import type { MatchRoundRow } from '../src/features/matching/matching.tables';
import { createCalculationHelpers } from './support/matching-calculations';

// Jobs run by a timer every 100 ms, as in the app: a calculation runs through its worker.
const t = useTestApp({ mail: true });
const { pool, runToEnd, waitFor } = createCalculationHelpers(t);

/** Moves a round's windows so that its reveal time has passed, through the admins' API. */
async function revealNow(admin: TestUser, round: MatchRoundRow) {
  const current = await t.api.read(
    `/admin/matching/rounds/${round.round_id}`,
    admin.token,
    matchRoundAdminSchema,
  );
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  return expectStatus(
    await t.api.call('PUT', `/admin/matching/rounds/${round.round_id}`, admin.token, {
      title_en: current.title_en,
      title_tr: current.title_tr,
      purpose: current.purpose,
      status: 'closed',
      bundle_id: current.bundle_id,
      opens_at: at(-72),
      closes_at: at(-48),
      reveal_at: at(-1),
      respond_by: at(24 * 7),
      mode: current.mode,
      k: current.k,
      min_score: current.min_score,
      height_enabled: current.height_enabled,
      max_class_year_gap: current.max_class_year_gap,
      department_rule: current.department_rule,
      criteria: current.criteria,
    }),
    200,
    matchRoundAdminSchema,
  );
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('It did not happen in 30 s');
}

// A calculation starts a worker thread; on a busy machine that alone has taken seconds.
describe('a calculation', { timeout: 120_000 }, () => {
  it('is seen by nobody but admins before it is published; publishing notifies both, in-app and by mail', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, people } = await pool(2);
    const [first, second] = people;
    if (first === undefined || second === undefined) throw new Error('Two people');
    const calculation = await runToEnd(admin, round);
    for (const person of people) {
      const mine = await t.api.read('/matches/mine', person.user.token, myMatchPageSchema);
      expect(mine.total).toBe(0);
      expectProblem(
        await t.api.call(
          'GET',
          `/admin/matching/calculations/${calculation.calculation_id}`,
          person.user.token,
        ),
        403,
      );
    }
    const published = expectStatus(
      await t.api.call(
        'POST',
        `/admin/matching/calculations/${calculation.calculation_id}/publish`,
        admin.token,
      ),
      200,
      matchCalculationSchema,
    );
    expect(published.status).toBe('published');
    expectProblem(
      await t.api.call(
        'POST',
        `/admin/matching/calculations/${calculation.calculation_id}/publish`,
        admin.token,
      ),
      409,
    );
    for (const person of people) {
      const mine = await t.api.read('/matches/mine', person.user.token, myMatchPageSchema);
      expect(mine.total).toBe(1);
      expect(mine.items[0]?.status).toBe('published');
      expect(mine.items[0]?.contact).toBeNull();
    }
    // The notices are jobs: wait for both people's in-app notification and mail.
    for (const person of people) {
      let kinds: string[] = [];
      for (let attempt = 0; attempt < 100 && !kinds.includes('match.published'); attempt += 1) {
        const inbox = await t.api.read('/notifications', person.user.token, notificationPageSchema);
        kinds = inbox.items.map((item) => item.kind);
        if (!kinds.includes('match.published'))
          await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(kinds).toContain('match.published');
      await t.mail.waitFor(person.user.email, /match|eşleşme/i);
    }
  });

  it('is published by its round’s reveal time, which an admin’s change of the round schedules', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, people } = await pool(2);
    const calculation = await runToEnd(admin, round);
    expect(calculation).toMatchObject({ status: 'succeeded', certified: true });
    const moved = await revealNow(admin, round);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singleton_key, `match-reveal:${round.round_id}`));
    expect(job?.run_at.toISOString()).toBe(moved.reveal_at);
    const published = await waitFor(
      calculation.calculation_id,
      admin,
      (current) => current.status === 'published',
    );
    expect(published.published_at).not.toBeNull();
    const [entry] = await auditOf(t, 'match_calculation.published', calculation.calculation_id);
    expect(entry).toMatchObject({ actor_id: null, details: { by: 'reveal_time', matches: 1 } });
    for (const person of people) {
      const mine = await t.api.read('/matches/mine', person.user.token, myMatchPageSchema);
      expect(mine.items.map((item) => item.status)).toEqual(['published']);
    }
  });

  it('records a reveal time that finds no certified result, and publishes nothing', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, people } = await pool(2);
    await revealNow(admin, round);
    const entries = await eventually(
      () => auditOf(t, 'match_round.reveal_without_result', round.round_id),
      (found) => found.length > 0,
    );
    expect(entries).toHaveLength(1);
    for (const person of people)
      expect((await t.api.read('/matches/mine', person.user.token, myMatchPageSchema)).total).toBe(
        0,
      );
  });
});
