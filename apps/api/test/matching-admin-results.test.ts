import { describe, expect, it } from 'vitest';
import {
  matchAdminDetailSchema,
  matchCalculationPageSchema,
  matchPairDetailSchema,
  matchPairPageSchema,
  matchPairPreviewSchema,
  myMatchPageSchema,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import { createMatchRound, createParticipant, createReadyPair } from './support/factories/matching';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';

const t = useTestApp();
const day = 24 * 60 * 60 * 1000;

describe('the matching admin area: pairs and matches', () => {
  it('previews, adds, edits and removes manual pairs; refuses a person with themselves and pairs across rounds', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, a, b, questionnaire } = await createReadyPair(t);
    const outsider = await createParticipant(t, {
      round: await createMatchRound(t, { questionnaire }),
      questionnaire,
      profile: 0,
    });
    const base = { round_id: round.round_id, user_a: a.user.id, user_b: b.user.id };
    const preview = expectStatus(
      await t.api.call('POST', '/admin/matching/pairs/preview', admin.token, base),
      200,
      matchPairPreviewSchema,
    );
    expect(preview).toMatchObject({
      failing_filters: [],
      blocked: false,
      earlier_partners: false,
      existing_pair: null,
    });
    expect(preview.score).toBeGreaterThan(0);
    expect(preview.explanation.agree.length).toBeGreaterThan(0);
    expect(
      fieldErrors(
        await t.api.call('POST', '/admin/matching/pairs/preview', admin.token, {
          ...base,
          user_b: a.user.id,
        }),
      ),
    ).toHaveProperty('body.user_b');
    expect(
      fieldErrors(
        await t.api.call('POST', '/admin/matching/pairs', admin.token, {
          ...base,
          user_b: outsider.user.id,
          kind: 'forbidden',
        }),
      ),
    ).toHaveProperty('body.user_b');
    expect(
      fieldErrors(
        await t.api.call('POST', '/admin/matching/pairs', admin.token, { ...base, kind: 'forced' }),
      ),
    ).toHaveProperty('body.rationale');
    expectProblem(
      await t.api.call('POST', '/admin/matching/pairs/preview', admin.token, {
        ...base,
        round_id: unknownId,
      }),
      404,
    );
    const pair = expectStatus(
      await t.api.call('POST', '/admin/matching/pairs', admin.token, {
        ...base,
        kind: 'forced',
        rationale: 'Same lab',
      }),
      201,
      matchPairDetailSchema,
    );
    expect(pair).toMatchObject({ kind: 'forced', rationale: 'Same lab', calculation_id: null });
    expect(
      expectProblem(
        await t.api.call('POST', '/admin/matching/pairs', admin.token, {
          ...base,
          kind: 'forbidden',
        }),
        409,
      ).reason,
    ).toBe('pair_exists');
    const edited = expectStatus(
      await t.api.call('PUT', `/admin/matching/pairs/${pair.pair_id}`, admin.token, {
        kind: 'forbidden',
      }),
      200,
      matchPairDetailSchema,
    );
    expect(edited.kind).toBe('forbidden');
    expect(
      await t.api.read(`/admin/matching/pairs/${pair.pair_id}`, admin.token, matchPairDetailSchema),
    ).toMatchObject({ kind: 'forbidden' });
    expect(
      (
        await t.api.read(
          `/admin/matching/pairs?round_id=${round.round_id}&kind=forbidden`,
          admin.token,
          matchPairPageSchema,
        )
      ).total,
    ).toBe(1);
    expect(await auditOf(t, 'match_pair.created', String(pair.pair_id))).toHaveLength(1);
    expectStatus(
      await t.api.call('DELETE', `/admin/matching/pairs/${pair.pair_id}`, admin.token),
      204,
    );
    expectProblem(
      await t.api.call('GET', `/admin/matching/pairs/${pair.pair_id}`, admin.token),
      404,
    );
  });

  it('adds a match by hand, publishes it (the people see it then), edits it and revokes it with a reason', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, a, b } = await createReadyPair(t);
    const matchBody = { round_id: round.round_id, user_a: a.user.id, user_b: b.user.id };
    const created = expectStatus(
      await t.api.call('POST', '/admin/matching/matches', admin.token, matchBody),
      201,
      matchAdminDetailSchema,
    );
    expect(created.status).toBe('proposed');
    expect(created.members.map((member) => member.participant_id).sort()).toEqual(
      [a.participant.participant_id, b.participant.participant_id].sort(),
    );
    // One match per person in a one-to-one round.
    const second = expectProblem(
      await t.api.call('POST', '/admin/matching/matches', admin.token, matchBody),
      409,
    );
    expect(second).toMatchObject({ reason: 'open_match_limit', reason_params: { count: 1 } });
    expect((await t.api.read('/matches/mine', a.user.token, myMatchPageSchema)).total).toBe(0);
    const url = `/admin/matching/matches/${created.match_id}`;
    const published = expectStatus(
      await t.api.call('POST', `${url}/publish`, admin.token),
      200,
      matchAdminDetailSchema,
    );
    expect(published.status).toBe('published');
    expect(expectProblem(await t.api.call('POST', `${url}/publish`, admin.token), 409).reason).toBe(
      'match_not_proposed',
    );
    expect((await t.api.read('/matches/mine', a.user.token, myMatchPageSchema)).total).toBe(1);
    const respondBy = new Date(Date.now() + 20 * day).toISOString();
    expect(
      expectStatus(
        await t.api.call('PUT', url, admin.token, { respond_by: respondBy, note: 'Checked' }),
        200,
        matchAdminDetailSchema,
      ),
    ).toMatchObject({ note: 'Checked' });
    expectProblem(await t.api.call('POST', `${url}/revoke`, admin.token, { reason: '' }), 400);
    expect(
      expectStatus(
        await t.api.call('POST', `${url}/revoke`, admin.token, { reason: 'Safety report' }),
        200,
        matchAdminDetailSchema,
      ),
    ).toMatchObject({ status: 'revoked', revoke_reason: 'Safety report' });
    expect(
      expectProblem(
        await t.api.call('POST', `${url}/revoke`, admin.token, { reason: 'Again' }),
        409,
      ).reason,
    ).toBe('match_revoked');
    expect(await auditOf(t, 'match.revoked', created.match_id)).toHaveLength(1);
    expectProblem(
      await t.api.call('GET', `/admin/matching/matches/${unknownId}`, admin.token),
      404,
    );
    expect(
      (
        await t.api.read(
          `/admin/matching/calculations?round_id=${round.round_id}`,
          admin.token,
          matchCalculationPageSchema,
        )
      ).total,
    ).toBe(0);
    expectProblem(
      await t.api.call('POST', `/admin/matching/calculations/${unknownId}/publish`, admin.token),
      404,
    );
    expectProblem(
      await t.api.call('POST', '/admin/matching/calculations', admin.token, {
        round_id: unknownId,
      }),
      404,
    );
  });
});
