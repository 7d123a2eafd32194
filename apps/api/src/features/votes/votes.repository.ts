import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { VoteQuestionStatus } from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  voteOptions,
  voteQuestions,
  votes,
  type VoteOptionRow,
  type VoteQuestionRow,
} from './votes.tables';
import { readPage, type PageRequest } from '../../db/paging';

export function createVotesRepository(db: Executor) {
  async function page(where: SQL | undefined, request: PageRequest, order: SQL[]) {
    return readPage(
      db
        .select()
        .from(voteQuestions)
        .where(where)
        .orderBy(...order),
      request,
      db.$count(voteQuestions, where),
    );
  }

  return {
    /** A question and its options, in one transaction by the caller. */
    async insert(
      values: {
        title: string;
        description: string | null;
        closes_at: Date | null;
        proposed_by: string;
      },
      labels: readonly string[],
    ): Promise<VoteQuestionRow> {
      const rows = await db.insert(voteQuestions).values(values).returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The question was not inserted');
      await db
        .insert(voteOptions)
        .values(
          labels.map((label, position) => ({ question_id: row.question_id, label, position })),
        );
      return row;
    },

    async findById(questionId: string): Promise<VoteQuestionRow | undefined> {
      const rows = await db
        .select()
        .from(voteQuestions)
        .where(eq(voteQuestions.question_id, questionId));
      return rows[0];
    },

    /** The question, locked against a concurrent close while a vote is written. */
    async findForVote(questionId: string): Promise<VoteQuestionRow | undefined> {
      const rows = await db
        .select()
        .from(voteQuestions)
        .where(eq(voteQuestions.question_id, questionId))
        .for('share');
      return rows[0];
    },

    async optionsOf(questionIds: readonly string[]): Promise<VoteOptionRow[]> {
      if (questionIds.length === 0) return [];
      return db
        .select()
        .from(voteOptions)
        .where(inArray(voteOptions.question_id, [...questionIds]))
        .orderBy(asc(voteOptions.question_id), asc(voteOptions.position));
    },

    /** The number of votes per option of the questions. */
    async countsOf(questionIds: readonly string[]): Promise<Map<string, number>> {
      if (questionIds.length === 0) return new Map();
      const rows = await db
        .select({ option_id: votes.option_id, value: count() })
        .from(votes)
        .where(inArray(votes.question_id, [...questionIds]))
        .groupBy(votes.question_id, votes.option_id);
      return new Map(rows.map((row) => [row.option_id, row.value]));
    },

    /** The option a person chose on each of the questions. */
    async choicesOf(userId: string, questionIds: readonly string[]): Promise<Map<string, string>> {
      if (questionIds.length === 0) return new Map();
      const rows = await db
        .select({ question_id: votes.question_id, option_id: votes.option_id })
        .from(votes)
        .where(and(eq(votes.user_id, userId), inArray(votes.question_id, [...questionIds])));
      return new Map(rows.map((row) => [row.question_id, row.option_id]));
    },

    /** Writes a vote; undefined when the person has already voted on the question. */
    async insertVote(questionId: string, optionId: string, userId: string) {
      const rows = await db
        .insert(votes)
        .values({ question_id: questionId, option_id: optionId, user_id: userId })
        .onConflictDoNothing({ target: [votes.question_id, votes.user_id] })
        .returning();
      return rows[0];
    },

    /** Published or closed questions, newest published first. */
    async listed(status: 'published' | 'closed', request: PageRequest) {
      return page(eq(voteQuestions.status, status), request, [
        desc(voteQuestions.published_at),
        asc(voteQuestions.question_id),
      ]);
    },

    /** The moderators' queue: proposed ones oldest first, the others newest first. */
    async listForReview(status: VoteQuestionStatus, request: PageRequest) {
      return page(eq(voteQuestions.status, status), request, [
        status === 'proposed' ? asc(voteQuestions.created_at) : desc(voteQuestions.created_at),
        asc(voteQuestions.question_id),
      ]);
    },

    /** How many proposed questions wait for a moderator. */
    async countProposed(): Promise<number> {
      return db.$count(voteQuestions, eq(voteQuestions.status, 'proposed'));
    },

    /** A person's proposals, newest first. */
    async byProposer(userId: string, request: PageRequest) {
      return page(eq(voteQuestions.proposed_by, userId), request, [
        desc(voteQuestions.created_at),
        asc(voteQuestions.question_id),
      ]);
    },

    /** A person's votes with the question's title and the option's label, newest first. */
    async votesOf(userId: string, request: PageRequest) {
      const where = eq(votes.user_id, userId);
      return readPage(
        db
          .select({
            question_id: votes.question_id,
            title: voteQuestions.title,
            option_label: voteOptions.label,
            created_at: votes.created_at,
          })
          .from(votes)
          .innerJoin(voteQuestions, eq(voteQuestions.question_id, votes.question_id))
          .innerJoin(voteOptions, eq(voteOptions.option_id, votes.option_id))
          .where(where)
          .orderBy(desc(votes.created_at), asc(votes.question_id)),
        request,
        db.$count(votes, where),
      );
    },

    /** Moves a question from one status to another; undefined when it is not in `from` any more. */
    async transition(
      questionId: string,
      from: VoteQuestionStatus,
      values: Partial<typeof voteQuestions.$inferInsert>,
    ): Promise<VoteQuestionRow | undefined> {
      const rows = await db
        .update(voteQuestions)
        .set(values)
        .where(and(eq(voteQuestions.question_id, questionId), eq(voteQuestions.status, from)))
        .returning();
      return rows[0];
    },

    /** Deletes a proposal that is still proposed (its author withdraws it). */
    async deleteProposed(questionId: string): Promise<VoteQuestionRow | undefined> {
      const rows = await db
        .delete(voteQuestions)
        .where(and(eq(voteQuestions.question_id, questionId), eq(voteQuestions.status, 'proposed')))
        .returning();
      return rows[0];
    },
  };
}

export type VotesRepository = ReturnType<typeof createVotesRepository>;
