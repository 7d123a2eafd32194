import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  voteQuestionPageSchema,
  voteQuestionSchema,
  type VoteProposeInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { voteQuestions } from '../src/features/votes/votes.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createVoteQuestion } from './support/factories/votes';
import { expectProblem, expectStatus, unknownId } from './support/http';
import { readQueueTotal, readWaitingCount, startWaitingCount } from './support/moderation';
import { createVoteHelpers, proposal } from './support/votes';

const t = useTestApp();
const { propose } = createVoteHelpers(t);

describe(`voting on ${testDriver}`, () => {
  it('takes a proposal with its options in order; it waits for a moderator', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    const question = await propose(student.token);
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
    const list = await t.api.read('/votes/questions', other.token, voteQuestionPageSchema);
    expect(list.items.some((item) => item.question_id === question.question_id)).toBe(false);
    expectProblem(
      await t.api.call('GET', `/votes/questions/${question.question_id}`, other.token),
      404,
    );
    expectStatus(
      await t.api.call('GET', `/votes/questions/${question.question_id}`, student.token),
      200,
    );
  });

  it('names the rule for bad proposals and saves nothing', async () => {
    const student = await createUser(t);
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
      const response = await t.api.call(
        'POST',
        '/votes/questions',
        student.token,
        proposal(overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const problem = expectProblem(response, 400);
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
      const response = await t.api.call('POST', '/votes/questions', student.token, {
        ...proposal(),
        options,
      });
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
      expect(expectProblem(response, 400).errors, JSON.stringify(options)).toEqual([
        { field, code: 'rule', message },
      ]);
    }
    // None of this person's proposals was kept.
    expect(
      await t.database.db
        .select()
        .from(voteQuestions)
        .where(eq(voteQuestions.proposed_by, student.id)),
    ).toEqual([]);
    expectProblem(await t.api.call('POST', '/votes/questions', undefined, proposal()), 401);
  });

  it('lets moderators only review; publish, reject with a note and close are audited', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const { question } = await createVoteQuestion(t, {
      proposedBy: student.id,
      status: 'proposed',
      title: 'Which cafeteria menu should return?',
    });
    expectProblem(await t.api.call('GET', '/votes/review', student.token), 403);
    expectProblem(
      await t.api.call('POST', `/votes/review/${question.question_id}/publish`, student.token),
      403,
    );
    const queue = await t.api.read(
      '/votes/review?status=proposed',
      moderator.token,
      voteQuestionPageSchema,
    );
    expect(queue.items.some((item) => item.question_id === question.question_id)).toBe(true);

    const { question: rejectable } = await createVoteQuestion(t, {
      proposedBy: student.id,
      status: 'proposed',
      title: 'A question to be rejected',
    });
    const noNote = await t.api.call(
      'POST',
      `/votes/review/${rejectable.question_id}/reject`,
      moderator.token,
      {},
    );
    expectProblem(noNote, 400);
    expect(noNote.body).toContain('note is required');
    const rejected = await t.api.call(
      'POST',
      `/votes/review/${rejectable.question_id}/reject`,
      moderator.token,
      { note: 'Please ask one thing at a time.' },
    );
    expect(expectStatus(rejected, 200, voteQuestionSchema)).toMatchObject({
      status: 'rejected',
      review_note: 'Please ask one thing at a time.',
    });
    const publishRejected = await t.api.call(
      'POST',
      `/votes/review/${rejectable.question_id}/publish`,
      moderator.token,
    );
    expect(expectProblem(publishRejected, 409).detail).toBe(
      'This question is rejected; only proposed questions can be published',
    );

    const publishedResponse = await t.api.call(
      'POST',
      `/votes/review/${question.question_id}/publish`,
      moderator.token,
    );
    expect(expectStatus(publishedResponse, 200, voteQuestionSchema).status).toBe('published');
    const closed = await t.api.call(
      'POST',
      `/votes/review/${question.question_id}/close`,
      moderator.token,
    );
    expect(expectStatus(closed, 200, voteQuestionSchema).status).toBe('closed');
    const unknown = await t.api.call('POST', `/votes/review/${unknownId}/publish`, moderator.token);
    expect(expectProblem(unknown, 404).detail).toBe('There is no such question');

    const audits = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.actor_id, moderator.id))
      .orderBy(auditEntries.created_at);
    const actions = audits.map((entry) => `${entry.action}:${entry.target_id ?? ''}`);
    expect(actions).toEqual([
      `vote_question.rejected:${rejectable.question_id}`,
      `vote_question.published:${question.question_id}`,
      `vote_question.closed:${question.question_id}`,
    ]);
  });
});

describe('the waiting count', () => {
  const url = '/votes/review/waiting-count';

  it('answers moderators how many questions are proposed, as the queue counts them, and follows a publication', async () => {
    const queue = '/votes/review?status=proposed';
    const { reviewer: moderator, before } = await startWaitingCount(t, url, 'moderator', queue);
    const student = await createUser(t);
    const { question } = await createVoteQuestion(t, {
      proposedBy: student.id,
      status: 'proposed',
    });
    await createVoteQuestion(t, { proposedBy: student.id });
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 1);

    expectStatus(
      await t.api.call('POST', `/votes/review/${question.question_id}/publish`, moderator.token),
      200,
    );
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before);
    expect(await readQueueTotal(t, queue, moderator.token)).toBe(before);
  });
});
