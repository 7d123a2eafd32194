import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  matchCalculationSchema,
  matchAdminPageSchema,
  matchPairPageSchema,
} from '@campus/contracts';
import { jobs } from '../src/platform/jobs.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser, type TestUser } from './support/factories/accounts';
import {
  createMatch,
  createMatchRound,
  createMatchingQuestionnaire,
  createParticipant,
} from './support/factories/matching';
import { expectProblem, expectStatus } from './support/http';
import { createCalculationHelpers } from './support/matching-calculations';

// Jobs run by a timer every 100 ms, as in the app: a calculation runs through its worker.
const t = useTestApp({ mail: true });
const { pool, runToEnd, startCalculation, waitFor } = createCalculationHelpers(t);

async function matchesOf(admin: TestUser, calculationId: string) {
  return t.api.read(
    `/admin/matching/matches?calculation_id=${calculationId}&page_size=100`,
    admin.token,
    matchAdminPageSchema,
  );
}

const pairsOf = (page: { items: { members: { user_id: string }[] }[] }) =>
  page.items.map((match) =>
    match.members
      .map((member) => member.user_id)
      .sort()
      .join(':'),
  );

// A calculation starts a worker thread; on a busy machine that alone has taken seconds.
describe('a calculation', { timeout: 120_000 }, () => {
  it('runs through its job in a worker to a certified result, stored with its pairs', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, people } = await pool(6);
    const calculation = await runToEnd(admin, round);
    expect(calculation.status).toBe('succeeded');
    expect(calculation.certified).toBe(true);
    expect(calculation.certificates[0]?.primal).toBe(calculation.certificates[0]?.dual);
    expect(calculation.counts?.participants).toBe(6);
    expect(calculation.counts?.matches).toBe(3);
    expect(calculation.metrics?.histogram.length).toBeGreaterThan(0);
    expect(calculation.input_hash).toMatch(/^[0-9a-f]{64}$/);
    const matches = await matchesOf(admin, calculation.calculation_id);
    expect(matches.total).toBe(3);
    expect(matches.items.every((match) => match.status === 'proposed')).toBe(true);
    expect(new Set(pairsOf(matches).flatMap((pair) => pair.split(':')))).toEqual(
      new Set(people.map((person) => person.user.id)),
    );
    const pairs = await t.api.read(
      `/admin/matching/pairs?calculation_id=${calculation.calculation_id}&page_size=100`,
      admin.token,
      matchPairPageSchema,
    );
    expect(pairs.total).toBe(15);
    // A snapshot of the pool was taken at its start.
    const csv = await t.api.call(
      'GET',
      `/admin/matching/calculations/${calculation.calculation_id}/pairs.csv`,
      admin.token,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(16);
    expect(lines[1]).toMatch(/^P[0-9a-f]{12},P[0-9a-f]{12},\d+,/);
    expect(csv.body).not.toContain(people[0]?.user.id ?? 'none');
  });

  it('answers 409 to a second start while one of the round is queued or running', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round } = await pool(2);
    const first = await startCalculation(admin, round);
    expectProblem(
      await t.api.call('POST', '/admin/matching/calculations', admin.token, {
        round_id: round.round_id,
      }),
      409,
      'conflict',
    );
    expect(await auditOf(t, 'match_calculation.started', first.calculation_id)).toHaveLength(1);
    await waitFor(first.calculation_id, admin, (calculation) => calculation.status === 'succeeded');
  });

  it('is cancelled: its job goes, nothing is stored, a new one may start', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round } = await pool(2);
    const started = await startCalculation(admin, round);
    const cancelled = expectStatus(
      await t.api.call(
        'POST',
        `/admin/matching/calculations/${started.calculation_id}/cancel`,
        admin.token,
      ),
      200,
      matchCalculationSchema,
    );
    expect(cancelled.status).toBe('cancelled');
    const left = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.singleton_key, `match-calculation:${started.calculation_id}`),
          eq(jobs.status, 'queued'),
        ),
      );
    expect(left).toHaveLength(0);
    expectProblem(
      await t.api.call(
        'POST',
        `/admin/matching/calculations/${started.calculation_id}/cancel`,
        admin.token,
      ),
      409,
    );
    expectProblem(
      await t.api.call(
        'POST',
        `/admin/matching/calculations/${started.calculation_id}/publish`,
        admin.token,
      ),
      409,
    );
    expect((await matchesOf(admin, started.calculation_id)).total).toBe(0);
    const pairs = await t.api.read(
      `/admin/matching/pairs?calculation_id=${started.calculation_id}&page_size=100`,
      admin.token,
      matchPairPageSchema,
    );
    expect(pairs.total).toBe(0);
    const again = await runToEnd(admin, round);
    expect(again.status).toBe('succeeded');
  });

  it('never puts paused, left or excluded people in a result, nor forbidden pairs; forced ones always', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, people, questionnaire } = await pool(4);
    const paused = await createParticipant(t, {
      round,
      questionnaire,
      status: 'paused',
      profile: 0,
    });
    const excluded = await createParticipant(t, {
      round,
      questionnaire,
      status: 'excluded',
      profile: 1,
    });
    const leaving = await createParticipant(t, { round, questionnaire, profile: 2 });
    expectStatus(
      await t.api.call(
        'PATCH',
        `/matches/rounds/${round.round_id}/participation`,
        leaving.user.token,
        {
          status: 'left',
        },
      ),
      200,
    );
    const [p0, p1, p2, p3] = people.map((person) => person.user.id);
    // Profiles 0 and 1 answer alike; forbid them, and force 0 with 3.
    for (const [a, b, kind] of [
      [p0, p1, 'forbidden'],
      [p0, p3, 'forced'],
    ] as const)
      expectStatus(
        await t.api.call('POST', '/admin/matching/pairs', admin.token, {
          round_id: round.round_id,
          user_a: a,
          user_b: b,
          kind,
          rationale: kind === 'forced' ? 'You both asked for a chess partner' : null,
        }),
        201,
      );
    const calculation = await runToEnd(admin, round);
    expect(calculation.counts?.participants).toBe(4);
    const matches = await matchesOf(admin, calculation.calculation_id);
    const pairs = pairsOf(matches);
    const involved = pairs.flatMap((pair) => pair.split(':'));
    for (const out of [paused, excluded, leaving]) expect(involved).not.toContain(out.user.id);
    expect(pairs).not.toContain([p0, p1].sort().join(':'));
    expect(pairs).toContain([p0, p3].sort().join(':'));
    const forced = matches.items.find((match) => match.forced);
    expect(forced?.rationale).toBe('You both asked for a chess partner');
    expect(pairs).toContain([p1, p2].sort().join(':'));
  });

  it('never matches earlier partners again, nor people blocked either way, also by an e-mail that signs up later', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const questionnaire = await createMatchingQuestionnaire(t);
    const earlier = await createMatchRound(t, { questionnaire, status: 'closed' });
    const round = await createMatchRound(t, { questionnaire });
    const [a, b] = [await createUser(t), await createUser(t)];
    await createMatch(t, { round: earlier, users: [a.id, b.id], status: 'accepted' });
    for (const user of [a, b])
      await createParticipant(t, { round, questionnaire, user, profile: 0 });
    const first = await runToEnd(admin, round);
    expect((await matchesOf(admin, first.calculation_id)).total).toBe(0);
    expect(first.certified).toBe(true);

    // Someone blocks an address before anyone has it; its owner signs up and opts in.
    const blockRound = await createMatchRound(t, { questionnaire });
    const blocker = await createParticipant(t, { round: blockRound, questionnaire, profile: 3 });
    const later = `later.${Date.now().toString(36)}@ogr.yesiltepe.edu.tr`;
    expectStatus(
      await t.api.call('POST', '/matches/blocks', blocker.user.token, { email: later }),
      201,
    );
    const newcomer = await createUser(t, { email: later });
    await createParticipant(t, { round: blockRound, questionnaire, user: newcomer, profile: 3 });
    const second = await runToEnd(admin, blockRound);
    expect(second.counts?.participants).toBe(2);
    expect((await matchesOf(admin, second.calculation_id)).total).toBe(0);
  });
});
