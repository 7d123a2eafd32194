import { eq } from 'drizzle-orm';
import type { VoteQuestionStatus } from '@campus/contracts';
import { createVotesRepository } from '../../../src/features/votes/votes.repository';
import {
  voteQuestions,
  type VoteOptionRow,
  type VoteQuestionRow,
} from '../../../src/features/votes/votes.tables';
import type { TestContext } from '../app';

export interface VoteQuestionOptions {
  /** Who proposed it. */
  proposedBy: string;
  /** Published unless given; a published or closed one has `published_at`, a reviewed one `reviewed_by`. */
  status?: VoteQuestionStatus;
  title?: string;
  description?: string | null;
  options?: readonly string[];
  closesAt?: Date | null;
  reviewedBy?: string | null;
  reviewNote?: string | null;
}

/** A vote question with its options, in a given status, as a proposal and a review would leave it. */
export async function createVoteQuestion(
  t: TestContext,
  options: VoteQuestionOptions,
): Promise<{ question: VoteQuestionRow; options: VoteOptionRow[] }> {
  const repository = createVotesRepository(t.database.db);
  const status = options.status ?? 'published';
  const inserted = await repository.insert(
    {
      title: options.title ?? 'Should the library stay open until 02:00 during finals?',
      description: options.description ?? null,
      closes_at: options.closesAt ?? null,
      proposed_by: options.proposedBy,
    },
    options.options ?? ['Yes, every night', 'Only on weekdays', 'No'],
  );
  let question = inserted;
  if (status !== 'proposed') {
    const rows = await t.database.db
      .update(voteQuestions)
      .set({
        status,
        reviewed_by: options.reviewedBy ?? null,
        review_note: options.reviewNote ?? null,
        published_at: status === 'rejected' ? null : new Date(),
      })
      .where(eq(voteQuestions.question_id, inserted.question_id))
      .returning();
    question = rows[0] ?? inserted;
  }
  return { question, options: await repository.optionsOf([question.question_id]) };
}

/** One person's vote for an option of a question. */
export async function castVote(
  t: TestContext,
  vote: { question_id: string; option_id: string; user_id: string },
): Promise<void> {
  const row = await createVotesRepository(t.database.db).insertVote(
    vote.question_id,
    vote.option_id,
    vote.user_id,
  );
  if (row === undefined) throw new Error('This person has already voted on this question');
}
