import { describe, expect, it } from 'vitest';
import {
  matchAdminPageSchema,
  matchCalculationPageSchema,
  matchRoundAdminPageSchema,
  matchStatisticsPageSchema,
  myMatchPageSchema,
  myMatchProgressSchema,
  myMatchRoundsSchema,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';

const t = useTestApp({ seeded: true });

describe('the seeded matching demo', () => {
  it('has an open round the demo student answered, not yet matched, with a finished certified calculation', async () => {
    const [admin, student] = [await demoUser(t, 'admin'), await demoUser(t, 'student')];
    const rounds = await t.api.read(
      '/admin/matching/rounds',
      admin.token,
      matchRoundAdminPageSchema,
    );
    const open = rounds.items.find((round) => round.status === 'open');
    const earlier = rounds.items.find((round) => round.status === 'closed');
    if (open === undefined || earlier === undefined) throw new Error('Two demo rounds');
    expect(open.participant_counts.active).toBe(61);
    const mine = await t.api.read('/matches/rounds', student.token, myMatchRoundsSchema);
    expect(
      mine.items.find((round) => round.round_id === open.round_id)?.participation?.status,
    ).toBe('active');
    const progress = await t.api.read(
      `/matches/rounds/${open.round_id}/progress`,
      student.token,
      myMatchProgressSchema,
    );
    expect(progress).toMatchObject({ ready: true, bundle_complete: true, quizzes_total: 3 });
    expect((await t.api.read('/matches/mine', student.token, myMatchPageSchema)).total).toBe(0);
    const calculations = await t.api.read(
      `/admin/matching/calculations?round_id=${open.round_id}`,
      admin.token,
      matchCalculationPageSchema,
    );
    expect(calculations.items).toHaveLength(1);
    expect(calculations.items[0]).toMatchObject({ status: 'succeeded', certified: true });
    expect(calculations.items[0]?.counts?.participants).toBe(61);
    // A snapshot of its pool, taken by a job once the app runs.
    let snapshots = { total: 0, items: [] as { participants: number }[] };
    for (let attempt = 0; attempt < 150 && snapshots.total === 0; attempt += 1) {
      snapshots = await t.api.read(
        `/admin/matching/physicals/statistics?round_id=${open.round_id}`,
        admin.token,
        matchStatisticsPageSchema,
      );
      if (snapshots.total === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(snapshots.total).toBe(1);
    expect(snapshots.items[0]?.participants).toBe(61);
    const earlierMatches = await t.api.read(
      `/admin/matching/matches?round_id=${earlier.round_id}`,
      admin.token,
      matchAdminPageSchema,
    );
    expect(earlierMatches.items.map((match) => match.status).sort()).toEqual([
      'accepted',
      'declined',
      'expired',
      'published',
      'revoked',
    ]);
  });
});
