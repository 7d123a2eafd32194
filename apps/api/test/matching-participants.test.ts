import { describe, expect, it } from 'vitest';
import {
  matchBlockListSchema,
  matchBlockSchema,
  matchConsentVersion,
  matchPhysicalSchema,
  myMatchProgressSchema,
  myMatchRoundsSchema,
  myParticipationSchema,
  type MatchPhysicalInput,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import {
  answerQuestionnaire,
  createMatch,
  createMatchingQuestionnaire,
  createMatchRound,
  createReadyPair,
} from './support/factories/matching';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';

const t = useTestApp();
const year = new Date().getUTCFullYear();

const physical = (overrides: Partial<MatchPhysicalInput> = {}): MatchPhysicalInput => ({
  birth_year: year - 20,
  languages: ['tr'],
  visible_fields: ['department'],
  ...overrides,
});

describe('the participant side of matching', () => {
  it('needs a signed-in person on every route', async () => {
    for (const [method, path] of [
      ['GET', '/matches/rounds'],
      ['GET', '/matches/physical'],
      ['PUT', '/matches/physical'],
      ['GET', '/matches/blocks'],
      ['POST', '/matches/blocks'],
      ['DELETE', `/matches/blocks/${unknownId}`],
      ['GET', '/matches/mine'],
      ['GET', `/matches/mine/${unknownId}`],
      ['POST', `/matches/mine/${unknownId}/accept`],
      ['POST', `/matches/mine/${unknownId}/decline`],
      ['POST', `/matches/mine/${unknownId}/report`],
      ['PUT', `/matches/mine/${unknownId}/feedback`],
      ['POST', `/matches/rounds/${unknownId}/participation`],
      ['PATCH', `/matches/rounds/${unknownId}/participation`],
      ['GET', `/matches/rounds/${unknownId}/progress`],
    ] as const)
      expectProblem(await t.api.call(method, path, undefined, {}), 401);
  });

  it('opts in to an open round with its purpose and the current consent, then shows progress', async () => {
    const questionnaire = await createMatchingQuestionnaire(t);
    const round = await createMatchRound(t, { questionnaire });
    const student = await createUser(t, { firstName: 'Ece' });
    const rounds = await t.api.read('/matches/rounds', student.token, myMatchRoundsSchema);
    expect(rounds.items.find((item) => item.round_id === round.round_id)).toMatchObject({
      accepting: true,
      title_en: 'Spring friendship round',
      title_tr: 'Bahar arkadaşlık turu',
    });
    expect(rounds.dating_enabled).toBe(false);
    const url = `/matches/rounds/${round.round_id}/participation`;
    expect(
      fieldErrors(
        await t.api.call('POST', url, student.token, {
          purpose: 'roommate',
          consent_version: matchConsentVersion,
        }),
      ),
    ).toHaveProperty('body.purpose');
    expect(
      fieldErrors(
        await t.api.call('POST', url, student.token, { purpose: 'friendship', consent_version: 0 }),
      ),
    ).toHaveProperty('body.consent_version');
    const joined = expectStatus(
      await t.api.call('POST', url, student.token, {
        purpose: 'friendship',
        consent_version: matchConsentVersion,
      }),
      201,
      myParticipationSchema,
    );
    expect(joined).toMatchObject({ status: 'active', alias: 'Ece' });
    expectProblem(
      await t.api.call('POST', url, student.token, {
        purpose: 'friendship',
        consent_version: matchConsentVersion,
      }),
      409,
    );
    const before = await t.api.read(
      `/matches/rounds/${round.round_id}/progress`,
      student.token,
      myMatchProgressSchema,
    );
    expect(before).toMatchObject({
      physical_complete: false,
      bundle_complete: false,
      ready: false,
      quizzes_total: 1,
    });
    expectStatus(
      await t.api.call('PUT', '/matches/physical', student.token, physical()),
      200,
      matchPhysicalSchema,
    );
    await answerQuestionnaire(t, questionnaire, student.id, 2);
    const after = await t.api.read(
      `/matches/rounds/${round.round_id}/progress`,
      student.token,
      myMatchProgressSchema,
    );
    expect(after).toMatchObject({
      physical_complete: true,
      bundle_complete: true,
      ready: true,
      questions_answered: 8,
    });
    expectProblem(
      await t.api.call('GET', `/matches/rounds/${unknownId}/progress`, student.token),
      404,
    );
  });

  it('refuses a closed round (409), an unknown one (404) and dating while it is off', async () => {
    const questionnaire = await createMatchingQuestionnaire(t);
    const closed = await createMatchRound(t, { questionnaire, status: 'closed' });
    const dating = await createMatchRound(t, { questionnaire, purpose: 'dating' });
    const student = await createUser(t);
    const body = { purpose: 'friendship', consent_version: matchConsentVersion };
    const refused = expectProblem(
      await t.api.call(
        'POST',
        `/matches/rounds/${closed.round_id}/participation`,
        student.token,
        body,
      ),
      409,
    );
    expect(refused.reason).toBe('round_not_accepting');
    expectProblem(
      await t.api.call('POST', `/matches/rounds/${unknownId}/participation`, student.token, body),
      404,
    );
    expectProblem(
      await t.api.call('POST', `/matches/rounds/${dating.round_id}/participation`, student.token, {
        ...body,
        purpose: 'dating',
      }),
      404,
    );
    const rounds = await t.api.read('/matches/rounds', student.token, myMatchRoundsSchema);
    expect(rounds.items.map((item) => item.round_id)).not.toContain(dating.round_id);
  });

  it('keeps a physical record with clear problems for impossible values, nothing half-saved', async () => {
    const student = await createUser(t);
    expect(
      await t.api.read('/matches/physical', student.token, matchPhysicalSchema.nullable()),
    ).toBeNull();
    const impossible: [Partial<MatchPhysicalInput>, string][] = [
      [{ birth_year: year - 15 }, 'body.birth_year'],
      [{ age_min: 30, age_max: 20 }, 'body.age_min'],
      [{ height_min: 190, height_max: 150 }, 'body.height_min'],
    ];
    for (const [changes, field] of impossible)
      expect(
        fieldErrors(await t.api.call('PUT', '/matches/physical', student.token, physical(changes))),
      ).toHaveProperty(field);
    expect(
      await t.api.read('/matches/physical', student.token, matchPhysicalSchema.nullable()),
    ).toBeNull();
    const saved = expectStatus(
      await t.api.call(
        'PUT',
        '/matches/physical',
        student.token,
        physical({ age_min: 18, age_max: 25 }),
      ),
      200,
      matchPhysicalSchema,
    );
    expect(saved).toMatchObject({ age_min: 18, age_max: 25, meeting_mode: 'either' });
  });

  it('pauses, resumes and leaves at once; leaving is final', async () => {
    const { round, a } = await createReadyPair(t);
    const url = `/matches/rounds/${round.round_id}/participation`;
    for (const status of ['paused', 'active', 'left'] as const)
      expect(
        expectStatus(
          await t.api.call('PATCH', url, a.user.token, { status }),
          200,
          myParticipationSchema,
        ).status,
      ).toBe(status);
    expect(
      expectProblem(await t.api.call('PATCH', url, a.user.token, { status: 'active' }), 409).reason,
    ).toBe('round_left');
    const stranger = await createUser(t);
    expectProblem(await t.api.call('PATCH', url, stranger.token, { status: 'paused' }), 404);
  });

  it('blocks by e-mail (masked) or a match partner, and removes a block', async () => {
    const { round, a, b } = await createReadyPair(t);
    const match = await createMatch(t, { round, users: [a.user.id, b.user.id] });
    const byEmail = expectStatus(
      await t.api.call('POST', '/matches/blocks', a.user.token, {
        email: 'Someone.Else@example.com',
      }),
      201,
      matchBlockSchema,
    );
    expect(byEmail).toMatchObject({ kind: 'email', label: 'so…@example.com' });
    expectProblem(
      await t.api.call('POST', '/matches/blocks', a.user.token, {
        email: 'someone.else@example.com',
      }),
      409,
    );
    expect(
      fieldErrors(
        await t.api.call('POST', '/matches/blocks', a.user.token, { email: a.user.email }),
      ),
    ).toHaveProperty('body.email');
    const byMatch = expectStatus(
      await t.api.call('POST', '/matches/blocks', a.user.token, { match_id: match.match_id }),
      201,
      matchBlockSchema,
    );
    expect(byMatch).toMatchObject({ kind: 'match', label: `Alias ${b.user.firstName}` });
    const stranger = await createUser(t);
    expectProblem(
      await t.api.call('POST', '/matches/blocks', stranger.token, { match_id: match.match_id }),
      404,
    );
    expect(
      (await t.api.read('/matches/blocks', a.user.token, matchBlockListSchema)).items,
    ).toHaveLength(2);
    expectStatus(
      await t.api.call('DELETE', `/matches/blocks/${byEmail.block_id}`, a.user.token),
      204,
    );
    expectProblem(
      await t.api.call('DELETE', `/matches/blocks/${byEmail.block_id}`, a.user.token),
      404,
    );
  });
});
