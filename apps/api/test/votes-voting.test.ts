import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { voteMineSchema, voteQuestionPageSchema, voteQuestionSchema } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { voteOptions, voteQuestions, votes } from '../src/features/votes/votes.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { castVote, createVoteQuestion } from './support/factories/votes';
import { expectProblem, expectStatus, unknownId } from './support/http';
import { createVoteHelpers } from './support/votes';

const t = useTestApp();
const { propose } = createVoteHelpers(t);

function vote(token: string, questionId: string, optionId: string | undefined) {
  return t.api.call('POST', `/votes/questions/${questionId}/vote`, token, { option_id: optionId });
}

/** The options of a question made by the factory, in order. */
function optionIds(made: { options: { option_id: string }[] }): [string, string, string] {
  const [first, second, third] = made.options.map((option) => option.option_id);
  if (first === undefined || second === undefined || third === undefined)
    throw new Error('options missing');
  return [first, second, third];
}

describe(`voting on ${testDriver}`, () => {
  it('counts one vote per person, with live results; a second vote is refused by the database', async () => {
    const [proposer, student, other] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const made = await createVoteQuestion(t, {
      proposedBy: proposer.id,
      title: 'Best study spot on campus?',
    });
    const questionId = made.question.question_id;
    const [first, second] = optionIds(made);
    const question = await t.api.read(
      `/votes/questions/${questionId}`,
      student.token,
      voteQuestionSchema,
    );
    expect(question.can_vote).toBe(true);

    const voted = await vote(student.token, questionId, first);
    const afterVote = expectStatus(voted, 200, voteQuestionSchema);
    expect(afterVote).toMatchObject({
      my_option_id: first,
      total_votes: 1,
      can_vote: false,
    });
    expect(afterVote.options[0]).toMatchObject({ count: 1, percentage: 100 });

    const again = await vote(student.token, questionId, second);
    expect(expectProblem(again, 409)).toMatchObject({
      detail: 'You have already voted on this question',
      reason: 'already_voted',
    });

    expectStatus(await vote(other.token, questionId, second), 200);
    const list = await t.api.read(
      '/votes/questions?status=published',
      other.token,
      voteQuestionPageSchema,
    );
    const listed = list.items.find((item) => item.question_id === questionId);
    expect(listed).toMatchObject({ total_votes: 2, my_option_id: second });
    expect(listed?.options.map((option) => [option.count, option.percentage])).toEqual([
      [1, 50],
      [1, 50],
      [0, 0],
    ]);

    // The database itself refuses a second row for the same person and question.
    await expect(
      t.database.db.insert(votes).values({
        question_id: questionId,
        option_id: second,
        user_id: student.id,
      }),
    ).rejects.toThrow();
    const rows = await t.database.db
      .select()
      .from(votes)
      .where(and(eq(votes.question_id, questionId), eq(votes.user_id, student.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.option_id).toBe(first);
  });

  it('refuses votes on questions that are not open, options of another question and unknown ids', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    const proposed = await createVoteQuestion(t, {
      proposedBy: student.id,
      status: 'proposed',
      title: 'A question still waiting',
    });
    const [proposedOption] = optionIds(proposed);
    const onProposed = await vote(student.token, proposed.question.question_id, proposedOption);
    expect(expectProblem(onProposed, 409).detail).toBe(
      'This question is still waiting for a moderator (proposed); only published questions take votes',
    );
    // Someone else cannot even see it.
    expectProblem(await vote(other.token, proposed.question.question_id, proposedOption), 404);

    const open = await createVoteQuestion(t, {
      proposedBy: other.id,
      title: 'Should exams start at 09:30?',
    });
    const foreign = await vote(student.token, open.question.question_id, proposedOption);
    expectProblem(foreign, 400);
    expect(foreign.body).toContain('option_id is not an option of this question');

    const closed = await createVoteQuestion(t, {
      proposedBy: other.id,
      status: 'closed',
      title: 'A question to be closed',
      closesAt: new Date(),
    });
    const onClosed = await vote(
      student.token,
      closed.question.question_id,
      closed.options[0]?.option_id,
    );
    expect(expectProblem(onClosed, 409).detail).toBe(
      'This question is closed; only published questions take votes',
    );

    const expiring = await createVoteQuestion(t, {
      proposedBy: other.id,
      title: 'A question past its closing time',
      closesAt: new Date(Date.now() - 1000),
    });
    const late = await vote(
      student.token,
      expiring.question.question_id,
      expiring.options[0]?.option_id,
    );
    expect(expectProblem(late, 409).detail).toContain('This question closed at');

    expectProblem(await vote(student.token, unknownId, unknownId), 404);
    const badId = await vote(student.token, 'not-a-uuid', unknownId);
    expectProblem(badId, 400);
    expect(badId.body).toContain('question_id must be the id of a question (a UUID)');
    const noVotes = await t.database.db.select().from(votes).where(eq(votes.user_id, student.id));
    expect(noVotes).toEqual([]);
  });

  it('shows a person their proposals and votes, and lets them withdraw a waiting proposal', async () => {
    const [student, other, moderator] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t, { role: 'moderator' }),
    ]);
    const studySpot = await createVoteQuestion(t, {
      proposedBy: other.id,
      title: 'Best study spot on campus?',
    });
    await castVote(t, {
      question_id: studySpot.question.question_id,
      option_id: optionIds(studySpot)[0],
      user_id: student.id,
    });
    const rejected = await createVoteQuestion(t, {
      proposedBy: student.id,
      status: 'rejected',
      title: 'A question to be rejected',
      reviewedBy: moderator.id,
      reviewNote: 'Please ask one thing at a time.',
    });
    const waiting = await propose(student.token, { title: 'A proposal to withdraw' });
    expectProblem(
      await t.api.call('DELETE', `/votes/questions/${waiting.question_id}`, other.token),
      403,
    );
    const mine = await t.api.read('/votes/mine', student.token, voteMineSchema);
    expect(mine.proposals.items.map((item) => item.question_id).sort()).toEqual(
      [waiting.question_id, rejected.question.question_id].sort(),
    );
    expect(mine.proposals.items.some((item) => item.question_id === waiting.question_id)).toBe(
      true,
    );
    expect(mine.votes.items.map((item) => [item.title, item.option_label])).toEqual([
      ['Best study spot on campus?', 'Yes, every night'],
    ]);
    expect(mine.votes.items.some((item) => item.title === 'Best study spot on campus?')).toBe(true);
    expect(
      mine.proposals.items.find((item) => item.title === 'A question to be rejected')?.review_note,
    ).toBe('Please ask one thing at a time.');

    expectStatus(
      await t.api.call('DELETE', `/votes/questions/${waiting.question_id}`, student.token),
      204,
    );
    const options = await t.database.db
      .select()
      .from(voteOptions)
      .where(eq(voteOptions.question_id, waiting.question_id));
    expect(options).toHaveLength(0);
    const open = await createVoteQuestion(t, {
      proposedBy: student.id,
      title: 'Published, so not withdrawable',
    });
    expectProblem(
      await t.api.call('DELETE', `/votes/questions/${open.question.question_id}`, student.token),
      409,
    );
  });

  it('removes a person’s proposals and votes with the account', async () => {
    const [proposer, person] = await Promise.all([createUser(t), createUser(t)]);
    const question = await createVoteQuestion(t, {
      proposedBy: proposer.id,
      title: 'A question by someone leaving',
    });
    const own = await createVoteQuestion(t, {
      proposedBy: person.id,
      status: 'proposed',
      title: 'A proposal of someone leaving',
    });
    await castVote(t, {
      question_id: question.question.question_id,
      option_id: optionIds(question)[0],
      user_id: person.id,
    });
    await t.database.db.delete(users).where(eq(users.user_id, person.id));
    expect(await t.database.db.select().from(votes).where(eq(votes.user_id, person.id))).toEqual(
      [],
    );
    expect(
      await t.database.db
        .select()
        .from(voteQuestions)
        .where(
          inArray(voteQuestions.question_id, [
            question.question.question_id,
            own.question.question_id,
          ]),
        ),
    ).toMatchObject([{ question_id: question.question.question_id }]);
  });
});
