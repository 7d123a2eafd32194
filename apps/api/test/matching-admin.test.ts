import { describe, expect, it } from 'vitest';
import {
  matchAdminPageSchema,
  matchingAdminEndpoints,
  matchingResultEndpoints,
  matchParticipantAdminPageSchema,
  matchParticipantAdminSchema,
  matchPhysicalAdminPageSchema,
  matchPhysicalAdminSchema,
  matchRoundAdminPageSchema,
  matchRoundAdminSchema,
  matchSettingsSchema,
  matchStatisticsDetailSchema,
  matchStatisticsPageSchema,
  type MatchRoundInput,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { expectAdminOnly } from './support/access';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import {
  createMatch,
  createMatchingQuestionnaire,
  createReadyPair,
  createReadyRound,
  type MatchingQuestionnaire,
} from './support/factories/matching';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { urlOf } from './security/endpoints';

const t = useTestApp();
const day = 24 * 60 * 60 * 1000;

function roundBody(
  questionnaire: MatchingQuestionnaire,
  overrides: Partial<MatchRoundInput> = {},
): MatchRoundInput {
  const now = Date.now();
  return {
    title_en: 'Study buddies, spring',
    title_tr: 'Çalışma arkadaşları, bahar',
    purpose: 'study_buddy',
    status: 'open',
    bundle_id: questionnaire.bundleId,
    opens_at: new Date(now - day).toISOString(),
    closes_at: new Date(now + day).toISOString(),
    reveal_at: new Date(now + 2 * day).toISOString(),
    respond_by: new Date(now + 9 * day).toISOString(),
    ...overrides,
  };
}

describe('the matching admin area', () => {
  it('is for admins only on every route: 401 signed out, 403 for students and moderators', async () => {
    for (const endpoint of [
      ...Object.values(matchingAdminEndpoints),
      ...Object.values(matchingResultEndpoints),
    ])
      await expectAdminOnly(
        t,
        { method: endpoint.method, url: urlOf(endpoint), payload: {} },
        [200, 201, 202, 204, 400, 404],
      );
  });

  it('switches dating on and off (audited); a dating round needs it', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const questionnaire = await createMatchingQuestionnaire(t);
    expect(
      fieldErrors(
        await t.api.call(
          'POST',
          '/admin/matching/rounds',
          admin.token,
          roundBody(questionnaire, { purpose: 'dating' }),
        ),
      ),
    ).toHaveProperty('body.purpose');
    expect(
      expectStatus(
        await t.api.call('PUT', '/admin/matching/settings', admin.token, { dating_enabled: true }),
        200,
        matchSettingsSchema,
      ).dating_enabled,
    ).toBe(true);
    expectStatus(
      await t.api.call(
        'POST',
        '/admin/matching/rounds',
        admin.token,
        roundBody(questionnaire, { purpose: 'dating' }),
      ),
      201,
    );
    expect((await auditOf(t, 'match_settings.dating_on', 'dating_enabled')).length).toBeGreaterThan(
      0,
    );
    expectStatus(
      await t.api.call('PUT', '/admin/matching/settings', admin.token, { dating_enabled: false }),
      200,
    );
    const settings = await t.api.read('/admin/matching/settings', admin.token, matchSettingsSchema);
    expect(settings.dating_enabled).toBe(false);
    // The bundle a round scores when it names none.
    const unnamed = expectStatus(
      await t.api.call(
        'POST',
        '/admin/matching/rounds',
        admin.token,
        roundBody(questionnaire, { bundle_id: null }),
      ),
      201,
      matchRoundAdminSchema,
    );
    expect(unnamed.bundle_id).toBe(settings.default_bundle_id);
  });

  it('creates and edits rounds with criteria; refuses unknown questions, bad windows and unknown bundles', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const questionnaire = await createMatchingQuestionnaire(t);
    const [first, , , , choice, , , text] = questionnaire.questions;
    const criteria = [
      { question_id: first?.question_id ?? '', mode: 'different' as const, weight: 8 },
      { question_id: choice?.question_id ?? '', mode: 'filter' as const },
    ];
    const created = expectStatus(
      await t.api.call(
        'POST',
        '/admin/matching/rounds',
        admin.token,
        roundBody(questionnaire, { criteria }),
      ),
      201,
      matchRoundAdminSchema,
    );
    expect(created.criteria).toHaveLength(2);
    expect(created.participant_counts).toEqual({ active: 0, paused: 0, excluded: 0, left: 0 });
    for (const [overrides, field] of [
      [{ criteria: [{ question_id: unknownId, mode: 'similar' }] }, 'body.criteria.0.question_id'],
      [
        { criteria: [{ question_id: text?.question_id ?? '', mode: 'filter' }] },
        'body.criteria.0.question_id',
      ],
      [{ closes_at: new Date(Date.now() - 2 * day).toISOString() }, 'body.closes_at'],
      [{ bundle_id: unknownId }, 'body.bundle_id'],
    ] as const)
      expect(
        fieldErrors(
          await t.api.call(
            'POST',
            '/admin/matching/rounds',
            admin.token,
            roundBody(questionnaire, overrides as Partial<MatchRoundInput>),
          ),
        ),
      ).toHaveProperty(field);
    const updated = expectStatus(
      await t.api.call(
        'PUT',
        `/admin/matching/rounds/${created.round_id}`,
        admin.token,
        roundBody(questionnaire, { title_en: 'Renamed', title_tr: 'Yeni adı', criteria: [] }),
      ),
      200,
      matchRoundAdminSchema,
    );
    expect(updated).toMatchObject({ title_en: 'Renamed', title_tr: 'Yeni adı', criteria: [] });
    // Saved from a form read before that change: 409, the round as it was.
    const stale = expectProblem(
      await t.api.call(
        'PUT',
        `/admin/matching/rounds/${created.round_id}`,
        admin.token,
        roundBody(questionnaire, { title_en: 'Stale', updated_at: created.updated_at }),
      ),
      409,
    );
    expect(stale.reason).toBe('changed_meanwhile');
    expect(await auditOf(t, 'match_round.updated', created.round_id)).toHaveLength(1);
    expect(
      (
        await t.api.read(
          `/admin/matching/rounds/${created.round_id}`,
          admin.token,
          matchRoundAdminSchema,
        )
      ).title_tr,
    ).toBe('Yeni adı');
    expectProblem(await t.api.call('GET', `/admin/matching/rounds/${unknownId}`, admin.token), 404);
    expectProblem(
      await t.api.call(
        'PUT',
        `/admin/matching/rounds/${unknownId}`,
        admin.token,
        roundBody(questionnaire),
      ),
      404,
    );
    const page = await t.api.read(
      '/admin/matching/rounds?page_size=100',
      admin.token,
      matchRoundAdminPageSchema,
    );
    expect(page.items.map((round) => round.round_id)).toContain(created.round_id);
    expectProblem(await t.api.call('GET', '/admin/matching/rounds?page_size=7', admin.token), 400);
  });

  it('lists, shows and corrects physical records (audited), and lists participants with filters', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, people } = await createReadyRound(t, 2);
    const page = await t.api.read(
      `/admin/matching/physicals?round_id=${round.round_id}`,
      admin.token,
      matchPhysicalAdminPageSchema,
    );
    expect(page.total).toBe(2);
    const record = page.items[0];
    if (record === undefined) throw new Error('A record');
    expect(
      await t.api.read(
        `/admin/matching/physicals/${record.physical_id}`,
        admin.token,
        matchPhysicalAdminSchema,
      ),
    ).toMatchObject({ physical_id: record.physical_id });
    const body = {
      birth_year: record.birth_year,
      campus: 'South',
      languages: ['en'],
      updated_at: record.updated_at,
    };
    const corrected = expectStatus(
      await t.api.call('PUT', `/admin/matching/physicals/${record.physical_id}`, admin.token, body),
      200,
      matchPhysicalAdminSchema,
    );
    expect(corrected).toMatchObject({ campus: 'South', updated_by: admin.id });
    // Saved over a change made meanwhile (the form was read before it): 409, nothing saved.
    expectProblem(
      await t.api.call('PUT', `/admin/matching/physicals/${record.physical_id}`, admin.token, {
        ...body,
        campus: 'West',
      }),
      409,
    );
    expect(
      (
        await t.api.read(
          `/admin/matching/physicals/${record.physical_id}`,
          admin.token,
          matchPhysicalAdminSchema,
        )
      ).campus,
    ).toBe('South');
    expect(await auditOf(t, 'match_physical.updated', record.physical_id)).toHaveLength(1);
    body.updated_at = corrected.updated_at;
    expect(
      (await auditOf(t, 'match_physical.updated', record.physical_id))[0]?.details,
    ).toMatchObject({ fields: expect.arrayContaining(['campus']) as unknown });
    expect(
      fieldErrors(
        await t.api.call('PUT', `/admin/matching/physicals/${record.physical_id}`, admin.token, {
          ...body,
          age_min: 40,
          age_max: 20,
        }),
      ),
    ).toHaveProperty('body.age_min');
    expectProblem(
      await t.api.call('PUT', `/admin/matching/physicals/${unknownId}`, admin.token, body),
      404,
    );
    expectProblem(
      await t.api.call('GET', `/admin/matching/physicals/${unknownId}`, admin.token),
      404,
    );
    const participants = await t.api.read(
      `/admin/matching/users?round_id=${round.round_id}&status=active`,
      admin.token,
      matchParticipantAdminPageSchema,
    );
    expect(participants.items.map((item) => item.user_id).sort()).toEqual(
      people.map((person) => person.user.id).sort(),
    );
    // Each with their physical record and progress in the round's bundle.
    const physicals = await t.api.read(
      `/admin/matching/physicals?round_id=${round.round_id}`,
      admin.token,
      matchPhysicalAdminPageSchema,
    );
    for (const item of participants.items)
      expect(item).toMatchObject({
        physical_id: physicals.items.find((physical) => physical.user_id === item.user_id)
          ?.physical_id,
        bundle_complete: true,
        ready: true,
      });
    expect(participants.items[0]?.quizzes_completed).toBe(participants.items[0]?.quizzes_total);
    // One person's participations: theirs only.
    const [first] = people;
    const own = await t.api.read(
      `/admin/matching/users?user_id=${first?.user.id ?? ''}`,
      admin.token,
      matchParticipantAdminPageSchema,
    );
    expect(own.items.map((item) => item.user_id)).toEqual([first?.user.id]);
  });

  it('excludes a participant with a reason (audited), which removes their proposed matches', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, a, b } = await createReadyPair(t);
    await createMatch(t, { round, users: [a.user.id, b.user.id], status: 'proposed' });
    const url = `/admin/matching/users/${a.participant.participant_id}`;
    expect(
      fieldErrors(await t.api.call('PUT', url, admin.token, { status: 'excluded' })),
    ).toHaveProperty('body.status_reason');
    const excluded = expectStatus(
      await t.api.call('PUT', url, admin.token, {
        status: 'excluded',
        status_reason: 'Harassment report',
        admin_note: 'See ticket 12',
      }),
      200,
      matchParticipantAdminSchema,
    );
    expect(excluded).toMatchObject({
      status: 'excluded',
      status_reason: 'Harassment report',
      admin_note: 'See ticket 12',
    });
    expect(
      await auditOf(t, 'match_participant.updated', a.participant.participant_id),
    ).toHaveLength(1);
    expect(
      (
        await t.api.read(
          `/admin/matching/matches?round_id=${round.round_id}`,
          admin.token,
          matchAdminPageSchema,
        )
      ).total,
    ).toBe(0);
    expect((await t.api.read(url, admin.token, matchParticipantAdminSchema)).status).toBe(
      'excluded',
    );
    expectProblem(await t.api.call('GET', `/admin/matching/users/${unknownId}`, admin.token), 404);
  });

  it('takes snapshots of the pool, with counts under 5 hidden', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round } = await createReadyRound(t, 3);
    const snapshot = expectStatus(
      await t.api.call('POST', '/admin/matching/physicals/statistics', admin.token, {
        round_id: round.round_id,
      }),
      201,
      matchStatisticsDetailSchema,
    );
    expect(snapshot.data.participants).toBe(3);
    expect(snapshot.data.completion.ready).toBeNull();
    expect(snapshot.data.candidates).toMatchObject({ min: 2, median: 2 });
    expect(snapshot.data.candidates.under_three).toHaveLength(3);
    expect(
      await t.api.read(
        `/admin/matching/physicals/statistics/${snapshot.statistics_id}`,
        admin.token,
        matchStatisticsDetailSchema,
      ),
    ).toEqual(snapshot);
    const list = await t.api.read(
      `/admin/matching/physicals/statistics?round_id=${round.round_id}`,
      admin.token,
      matchStatisticsPageSchema,
    );
    expect(list.items.map((item) => item.statistics_id)).toEqual([snapshot.statistics_id]);
    expectProblem(
      await t.api.call('POST', '/admin/matching/physicals/statistics', admin.token, {
        round_id: unknownId,
      }),
      404,
    );
    expectProblem(
      await t.api.call('GET', `/admin/matching/physicals/statistics/${unknownId}`, admin.token),
      404,
    );
  });
});
