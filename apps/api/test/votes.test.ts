import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  problemSchema,
  voteMineSchema,
  voteQuestionPageSchema,
  voteQuestionSchema,
  type VoteProposeInput,
  type VoteQuestion,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { voteOptions, voteQuestions, votes } from '../src/features/votes/votes.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let moderator: { token: string; userId: string };
let student: string;
let studentId: string;
let other: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [moderatorAccount, studentAccount, otherAccount] = await Promise.all([
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
    registerVerifiedUser(context.app, mail),
  ]);
  moderator = moderatorAccount;
  student = studentAccount.login.access_token;
  studentId = studentAccount.login.user_current.user_id;
  other = otherAccount.login.access_token;
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

function proposal(overrides: Partial<VoteProposeInput> = {}): VoteProposeInput {
  return {
    title: 'Should the library stay open until 02:00 during finals?',
    description: 'Kütüphane final haftasında gece 2’ye kadar açık kalsın mı?',
    options: ['Yes, every night', 'Only on weekdays', 'No'],
    ...overrides,
  };
}

async function propose(overrides: Partial<VoteProposeInput> = {}, token = student) {
  const response = await call('POST', '/votes/questions', token, proposal(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return voteQuestionSchema.parse(response.json());
}

async function published(overrides: Partial<VoteProposeInput> = {}): Promise<VoteQuestion> {
  const question = await propose(overrides);
  const response = await call(
    'POST',
    `/votes/review/${question.question_id}/publish`,
    moderator.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return voteQuestionSchema.parse(response.json());
}

function detailOf(body: string): string {
  return problemSchema.parse(JSON.parse(body)).detail;
}

describe(`voting on ${testDriver}`, () => {
  it('takes a proposal with its options in order; it waits for a moderator', async () => {
    const question = await propose();
    expect(question).toMatchObject({
      status: 'proposed',
      is_mine: true,
      total_votes: 0,
      can_vote: false,
      my_option_id: null,
    });
    expect(question.options.map((option) => option.label)).toEqual([
      'Yes, every night',
      'Only on weekdays',
      'No',
    ]);
    // Not listed to others, not readable by them.
    const list = voteQuestionPageSchema.parse(
      (await call('GET', '/votes/questions', other)).json(),
    );
    expect(list.items.some((item) => item.question_id === question.question_id)).toBe(false);
    expect((await call('GET', `/votes/questions/${question.question_id}`, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/votes/questions/${question.question_id}`, student)).statusCode,
    ).toBe(200);
  });

  it('names the rule for bad proposals and saves nothing', async () => {
    const before = await context.database.db.select().from(voteQuestions);
    const cases: [Partial<VoteProposeInput>, string][] = [
      [{ title: 'Hm' }, 'title must be at least 5 characters'],
      [{ options: ['Only one'] }, 'A question needs between 2 and 10 options'],
      [
        { options: Array.from({ length: 11 }, (_, index) => `Option ${String(index)}`) },
        'A question needs between 2 and 10 options',
      ],
      [
        { options: ['Tea', 'Coffee', 'tea'] },
        'Options must be different: "tea" appears more than once',
      ],
      [{ description: 'x'.repeat(1001) }, 'must not exceed 1000 characters'],
      [{ closes_at: '2020-01-01T00:00:00.000Z' }, 'closes_at must be in the future'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/votes/questions', student, proposal(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const problem = problemSchema.parse(response.json());
      const messages = [problem.detail, ...(problem.errors ?? []).map((error) => error.message)];
      expect(messages, JSON.stringify(overrides)).toContain(message);
    }
    const optionCases: [unknown[], string, string][] = [
      [['Tea', ''], 'body.options.1', 'Each option needs a text'],
      [['   ', 'Coffee'], 'body.options.0', 'Each option needs a text'],
      [['Tea', null], 'body.options.1', 'Each option needs a text'],
      [['Tea', 'x'.repeat(121)], 'body.options.1', 'An option must not exceed 120 characters'],
      [[], 'body.options', 'A question needs between 2 and 10 options'],
    ];
    for (const [options, field, message] of optionCases) {
      const response = await call('POST', '/votes/questions', student, { ...proposal(), options });
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
      expect(problemSchema.parse(response.json()).errors, JSON.stringify(options)).toEqual([
        { field, message },
      ]);
    }
    const after = await context.database.db.select().from(voteQuestions);
    expect(after).toHaveLength(before.length);
    expect((await call('POST', '/votes/questions', undefined, proposal())).statusCode).toBe(401);
  });

  it('lets moderators only review; publish, reject with a note and close are audited', async () => {
    const question = await propose({ title: 'Which cafeteria menu should return?' });
    expect((await call('GET', '/votes/review', student)).statusCode).toBe(403);
    expect(
      (await call('POST', `/votes/review/${question.question_id}/publish`, student)).statusCode,
    ).toBe(403);
    const queue = voteQuestionPageSchema.parse(
      (await call('GET', '/votes/review?status=proposed', moderator.token)).json(),
    );
    expect(queue.items.some((item) => item.question_id === question.question_id)).toBe(true);

    const rejectable = await propose({ title: 'A question to be rejected' });
    const noNote = await call(
      'POST',
      `/votes/review/${rejectable.question_id}/reject`,
      moderator.token,
      {},
    );
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain('note is required');
    const rejected = await call(
      'POST',
      `/votes/review/${rejectable.question_id}/reject`,
      moderator.token,
      { note: 'Please ask one thing at a time.' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(voteQuestionSchema.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      review_note: 'Please ask one thing at a time.',
    });
    const publishRejected = await call(
      'POST',
      `/votes/review/${rejectable.question_id}/publish`,
      moderator.token,
    );
    expect(publishRejected.statusCode).toBe(409);
    expect(detailOf(publishRejected.body)).toBe(
      'This question is rejected; only proposed questions can be published',
    );

    const publishedResponse = await call(
      'POST',
      `/votes/review/${question.question_id}/publish`,
      moderator.token,
    );
    expect(voteQuestionSchema.parse(publishedResponse.json()).status).toBe('published');
    const closed = await call(
      'POST',
      `/votes/review/${question.question_id}/close`,
      moderator.token,
    );
    expect(voteQuestionSchema.parse(closed.json()).status).toBe('closed');
    const unknown = await call('POST', `/votes/review/${unknownId}/publish`, moderator.token);
    expect(unknown.statusCode).toBe(404);
    expect(detailOf(unknown.body)).toBe('There is no such question');

    const audits = await context.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.actor_id, moderator.userId));
    const actions = audits.map((entry) => `${entry.action}:${entry.target_id ?? ''}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `vote_question.rejected:${rejectable.question_id}`,
        `vote_question.published:${question.question_id}`,
        `vote_question.closed:${question.question_id}`,
      ]),
    );
  });

  it('counts one vote per person, with live results; a second vote is refused by the database', async () => {
    const question = await published({ title: 'Best study spot on campus?' });
    const [first, second] = question.options;
    if (first === undefined || second === undefined) throw new Error('options missing');
    expect(question.can_vote).toBe(true);

    const voted = await call('POST', `/votes/questions/${question.question_id}/vote`, student, {
      option_id: first.option_id,
    });
    expect(voted.statusCode, voted.body).toBe(200);
    const afterVote = voteQuestionSchema.parse(voted.json());
    expect(afterVote).toMatchObject({
      my_option_id: first.option_id,
      total_votes: 1,
      can_vote: false,
    });
    expect(afterVote.options[0]).toMatchObject({ count: 1, percentage: 100 });

    const again = await call('POST', `/votes/questions/${question.question_id}/vote`, student, {
      option_id: second.option_id,
    });
    expect(again.statusCode).toBe(409);
    expect(detailOf(again.body)).toBe('You have already voted on this question');

    await call('POST', `/votes/questions/${question.question_id}/vote`, other, {
      option_id: second.option_id,
    });
    const list = voteQuestionPageSchema.parse(
      (await call('GET', '/votes/questions?status=published', other)).json(),
    );
    const listed = list.items.find((item) => item.question_id === question.question_id);
    expect(listed).toMatchObject({ total_votes: 2, my_option_id: second.option_id });
    expect(listed?.options.map((option) => [option.count, option.percentage])).toEqual([
      [1, 50],
      [1, 50],
      [0, 0],
    ]);

    // The database itself refuses a second row for the same person and question.
    await expect(
      context.database.db.insert(votes).values({
        question_id: question.question_id,
        option_id: second.option_id,
        user_id: studentId,
      }),
    ).rejects.toThrow();
    const rows = await context.database.db
      .select()
      .from(votes)
      .where(and(eq(votes.question_id, question.question_id), eq(votes.user_id, studentId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.option_id).toBe(first.option_id);
  });

  it('refuses votes on questions that are not open, options of another question and unknown ids', async () => {
    const proposed = await propose({ title: 'A question still waiting' });
    const proposedOption = proposed.options[0]?.option_id ?? '';
    const onProposed = await call(
      'POST',
      `/votes/questions/${proposed.question_id}/vote`,
      student,
      {
        option_id: proposedOption,
      },
    );
    expect(onProposed.statusCode).toBe(409);
    expect(detailOf(onProposed.body)).toBe(
      'This question is still waiting for a moderator (proposed); only published questions take votes',
    );
    // Someone else cannot even see it.
    expect(
      (
        await call('POST', `/votes/questions/${proposed.question_id}/vote`, other, {
          option_id: proposedOption,
        })
      ).statusCode,
    ).toBe(404);

    const open = await published({ title: 'Should exams start at 09:30?' });
    const foreign = await call('POST', `/votes/questions/${open.question_id}/vote`, student, {
      option_id: proposedOption,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('option_id is not an option of this question');

    const closed = await published({ title: 'A question to be closed' });
    await call('POST', `/votes/review/${closed.question_id}/close`, moderator.token);
    const onClosed = await call('POST', `/votes/questions/${closed.question_id}/vote`, student, {
      option_id: closed.options[0]?.option_id,
    });
    expect(onClosed.statusCode).toBe(409);
    expect(detailOf(onClosed.body)).toBe(
      'This question is closed; only published questions take votes',
    );

    const expiring = await published({
      title: 'A question past its closing time',
      closes_at: new Date(Date.now() + 60_000).toISOString(),
    });
    await context.database.db
      .update(voteQuestions)
      .set({ closes_at: new Date(Date.now() - 1000) })
      .where(eq(voteQuestions.question_id, expiring.question_id));
    const late = await call('POST', `/votes/questions/${expiring.question_id}/vote`, student, {
      option_id: expiring.options[0]?.option_id,
    });
    expect(late.statusCode).toBe(409);
    expect(detailOf(late.body)).toContain('This question closed at');

    const unknown = await call('POST', `/votes/questions/${unknownId}/vote`, student, {
      option_id: unknownId,
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await call('POST', '/votes/questions/not-a-uuid/vote', student, {
      option_id: unknownId,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('question_id must be the id of a question (a UUID)');
    const noVotes = await context.database.db
      .select()
      .from(votes)
      .where(eq(votes.user_id, studentId));
    expect(noVotes.every((row) => row.question_id !== closed.question_id)).toBe(true);
  });

  it('shows a person their proposals and votes, and lets them withdraw a waiting proposal', async () => {
    const waiting = await propose({ title: 'A proposal to withdraw' });
    expect(
      (await call('DELETE', `/votes/questions/${waiting.question_id}`, other)).statusCode,
    ).toBe(403);
    const mine = voteMineSchema.parse((await call('GET', '/votes/mine', student)).json());
    expect(mine.proposals.items.some((item) => item.question_id === waiting.question_id)).toBe(
      true,
    );
    expect(mine.votes.items.some((item) => item.title === 'Best study spot on campus?')).toBe(true);
    expect(
      mine.proposals.items.find((item) => item.title === 'A question to be rejected')?.review_note,
    ).toBe('Please ask one thing at a time.');

    expect(
      (await call('DELETE', `/votes/questions/${waiting.question_id}`, student)).statusCode,
    ).toBe(204);
    const options = await context.database.db
      .select()
      .from(voteOptions)
      .where(eq(voteOptions.question_id, waiting.question_id));
    expect(options).toHaveLength(0);
    const open = (await published({ title: 'Published, so not withdrawable' })).question_id;
    const late = await call('DELETE', `/votes/questions/${open}`, student);
    expect(late.statusCode).toBe(409);
  });

  it('removes a person’s proposals and votes with the account', async () => {
    const question = await published({ title: 'A question by someone leaving' });
    const person = await context.database.db
      .insert(users)
      .values({
        user_email: 'leaving@ogr.yesiltepe.edu.tr',
        user_first_name: 'Le',
        user_last_name: 'Aving',
      })
      .returning({ user_id: users.user_id });
    const userId = person[0]?.user_id ?? '';
    await context.database.db.insert(votes).values({
      question_id: question.question_id,
      option_id: question.options[0]?.option_id ?? '',
      user_id: userId,
    });
    await context.database.db.delete(users).where(eq(users.user_id, userId));
    expect(await context.database.db.select().from(votes).where(eq(votes.user_id, userId))).toEqual(
      [],
    );
  });
});
