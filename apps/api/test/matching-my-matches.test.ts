import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { matchMatches } from '../src/features/matching/matching.tables';
import { jobs } from '../src/platform/jobs.tables';
import {
  matchBlockListSchema,
  notificationPageSchema,
  type NotificationKind,
  myMatchPageSchema,
  myMatchSchema,
  profileExportSchema,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser, strongPassword } from './support/factories/accounts';
import {
  createMatch,
  createMatchingQuestionnaire,
  createParticipant,
  createReadyPair,
} from './support/factories/matching';
import { expectProblem, expectStatus } from './support/http';

const t = useTestApp();

/** The kinds of a person's notifications once `kind` is among them (notices are jobs). */
async function kindsOnceThere(token: string, kind: NotificationKind): Promise<string[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const inbox = await t.api.read('/notifications', token, notificationPageSchema);
    const kinds = inbox.items.map((item) => item.kind);
    if (kinds.includes(kind)) return kinds;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} notification`);
}

describe('a participant’s own matches', () => {
  it('shows contact details only once both accepted; the explanation with both answers', async () => {
    const { round, a, b, questionnaire } = await createReadyPair(t);
    const scale = questionnaire.questions[0];
    const match = await createMatch(t, { round, users: [a.user.id, b.user.id] });
    await t.database.db
      .update(matchMatches)
      .set({
        explanation: {
          agree: [{ question_id: scale?.question_id ?? '', similarity: 7500 }],
          differ: [],
        },
      })
      .where(eq(matchMatches.match_id, match.match_id));
    const url = `/matches/mine/${match.match_id}`;
    const seen = await t.api.read(`${url}?lang=en`, a.user.token, myMatchSchema);
    expect(seen).toMatchObject({
      round_title: 'Spring friendship round',
      status: 'published',
      contact: null,
      can_respond: true,
      partner: { alias: `Alias ${b.user.firstName}` },
    });
    expect(seen.partner?.facts).toEqual({ department: 'Computer Engineering', class_year: 2 });
    expect(seen.explanation.agree[0]).toMatchObject({
      question: 'How much do you like topic 1?',
      similarity_percent: 75,
      answer_a: '1/5',
      answer_b: '2/5',
    });
    const accepted = expectStatus(
      await t.api.call('POST', `${url}/accept`, a.user.token),
      200,
      myMatchSchema,
    );
    expect(accepted).toMatchObject({ my_response: 'accepted', contact: null, can_respond: false });
    expectProblem(await t.api.call('POST', `${url}/accept`, a.user.token), 409);
    const partnerView = await t.api.read(`${url}?lang=tr`, b.user.token, myMatchSchema);
    expect(partnerView.round_title).toBe('Bahar arkadaşlık turu');
    expect(partnerView.partner_accepted).toBe(true);
    const both = expectStatus(
      await t.api.call('POST', `${url}/accept`, b.user.token),
      200,
      myMatchSchema,
    );
    expect(both.status).toBe('accepted');
    expect(both.contact).toEqual({
      name: `${a.user.firstName} ${a.user.lastName}`,
      email: a.user.email,
    });
    const feedback = await t.api.call('PUT', `${url}/feedback`, a.user.token, {
      rating: 5,
      comment: 'We met for tea',
    });
    expectStatus(feedback, 200);
    // A week after both accepted, each is asked for feedback, unless they gave it already.
    const promptKeys = like(jobs.singleton_key, `match-notice:match.feedback:${match.match_id}:%`);
    const prompts = await t.database.db.select().from(jobs).where(promptKeys);
    expect(prompts.map((prompt) => prompt.singleton_key).sort()).toEqual(
      [a.user.id, b.user.id]
        .map((id) => `match-notice:match.feedback:${match.match_id}:${id}`)
        .sort(),
    );
    const week = 7 * 24 * 3_600_000;
    for (const prompt of prompts)
      expect(Math.abs(prompt.run_at.getTime() - Date.now() - week)).toBeLessThan(60_000);
    await t.database.db.update(jobs).set({ run_at: new Date() }).where(promptKeys);
    expect(await kindsOnceThere(b.user.token, 'match.feedback')).toContain('match.feedback');
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const rows = await t.database.db.select().from(jobs).where(promptKeys);
      if (rows.every((row) => row.status !== 'queued' && row.status !== 'running')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const inboxOfA = await t.api.read('/notifications', a.user.token, notificationPageSchema);
    expect(inboxOfA.items.map((item) => item.kind)).toEqual(['match.accepted']);
  });

  it('closes a declined match for both without saying who declined; no answer after the deadline', async () => {
    const { round, a, b } = await createReadyPair(t);
    const declined = await createMatch(t, { round, users: [a.user.id, b.user.id] });
    expectStatus(
      await t.api.call('POST', `/matches/mine/${declined.match_id}/decline`, a.user.token),
      200,
    );
    const partnerView = await t.api.read(
      `/matches/mine/${declined.match_id}`,
      b.user.token,
      myMatchSchema,
    );
    expect(partnerView).toMatchObject({
      status: 'declined',
      partner_accepted: false,
      my_response: 'pending',
      can_respond: false,
    });
    expect(JSON.stringify(partnerView)).not.toContain('"declined","partner');
    expectProblem(
      await t.api.call('POST', `/matches/mine/${declined.match_id}/accept`, b.user.token),
      409,
    );

    const c = await createParticipant(t, {
      round,
      questionnaire: await createMatchingQuestionnaire(t),
      profile: null,
    });
    const late = await createMatch(t, {
      round,
      users: [a.user.id, c.user.id],
      respondBy: new Date(Date.now() - 60_000),
    });
    expectProblem(
      await t.api.call('POST', `/matches/mine/${late.match_id}/accept`, a.user.token),
      409,
    );
    expect(
      (await t.api.read(`/matches/mine/${late.match_id}`, a.user.token, myMatchSchema)).status,
    ).toBe('expired');
  });

  it('never shows someone else’s or a proposed match, and refuses answering them (404)', async () => {
    const { round, a, b } = await createReadyPair(t);
    const stranger = await createUser(t);
    const published = await createMatch(t, { round, users: [a.user.id, b.user.id] });
    const proposed = await createMatch(t, {
      round,
      users: [a.user.id, b.user.id],
      status: 'proposed',
    });
    for (const path of [
      `/matches/mine/${published.match_id}/accept`,
      `/matches/mine/${proposed.match_id}/accept`,
    ])
      expectProblem(await t.api.call('POST', path, stranger.token), 404);
    expectProblem(await t.api.call('GET', `/matches/mine/${proposed.match_id}`, a.user.token), 404);
    const mine = await t.api.read('/matches/mine', a.user.token, myMatchPageSchema);
    expect(mine.items.map((item) => item.match_id)).toEqual([published.match_id]);
  });

  it('reports a match: revoked, the partner blocked, recorded, the admins told', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { round, a, b } = await createReadyPair(t);
    const match = await createMatch(t, { round, users: [a.user.id, b.user.id] });
    expectStatus(
      await t.api.call('POST', `/matches/mine/${match.match_id}/report`, a.user.token, {
        reason: 'Rude messages',
      }),
      204,
    );
    expect(
      (await t.api.read(`/matches/mine/${match.match_id}`, b.user.token, myMatchSchema)).status,
    ).toBe('revoked');
    expect(
      (await t.api.read('/matches/blocks', a.user.token, matchBlockListSchema)).items,
    ).toHaveLength(1);
    expect(await auditOf(t, 'match.reported', match.match_id)).toHaveLength(1);
    await kindsOnceThere(admin.token, 'match.reported');
    const told = await t.api.read('/notifications', admin.token, notificationPageSchema);
    expect(told.items.find((item) => item.kind === 'match.reported')).toMatchObject({
      link: `/admin/matching/matches/${match.match_id}`,
      payload: { match_id: match.match_id, round_id: round.round_id },
    });
    // Nobody else hears of it: not the partner, not the reporter.
    for (const person of [a, b])
      expect(
        (await t.api.read('/notifications', person.user.token, notificationPageSchema)).items.map(
          (item) => item.kind,
        ),
      ).toEqual([]);
    expectProblem(
      await t.api.call('POST', `/matches/mine/${match.match_id}/report`, a.user.token, {
        reason: 'Again',
      }),
      409,
    );
  });

  it('exports a person’s matching data, and deleting an account closes the partner’s match', async () => {
    const { round, a, b } = await createReadyPair(t);
    const match = await createMatch(t, {
      round,
      users: [a.user.id, b.user.id],
      status: 'accepted',
      responses: { [a.user.id]: 'accepted', [b.user.id]: 'accepted' },
    });
    await t.api.call('POST', '/matches/blocks', a.user.token, { email: 'x@example.com' });
    const exported = await t.api.read('/profile/me/export', a.user.token, profileExportSchema);
    expect(exported.matching).toMatchObject({
      blocks: 1,
      participations: [{ round_id: round.round_id }],
      matches: [{ match_id: match.match_id, partner: `${b.user.firstName} ${b.user.lastName}` }],
    });
    expectStatus(
      await t.api.call('DELETE', '/profile/me', a.user.token, { user_password: strongPassword }),
      204,
    );
    const view = await t.api.read(`/matches/mine/${match.match_id}`, b.user.token, myMatchSchema);
    expect(view).toMatchObject({ status: 'revoked', partner: null, contact: null });
  });
});
