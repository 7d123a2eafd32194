import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { qbQuizAttempts } from './responses.tables';

export type AttemptRow = typeof qbQuizAttempts.$inferSelect;

/**
 * Users' attempts at quizzes: one row per user and quiz, started with the
 * first answer and completed (with a knowledge quiz's score) at the end.
 * Part of the taking repository (taking.repository.ts).
 */
export function createQbAttemptsRepository(db: Executor) {
  return {
    async attempts(userId: string, quizIds: string[]): Promise<AttemptRow[]> {
      if (quizIds.length === 0) return [];
      return db
        .select()
        .from(qbQuizAttempts)
        .where(and(eq(qbQuizAttempts.user_id, userId), inArray(qbQuizAttempts.quiz_id, quizIds)));
    },

    async attempt(userId: string, quizId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(qbQuizAttempts)
        .where(and(eq(qbQuizAttempts.user_id, userId), eq(qbQuizAttempts.quiz_id, quizId)));
      return row;
    },

    /** The user's attempt at the quiz, made when missing, locked until the transaction ends. */
    async startAttempt(
      userId: string,
      quizId: string,
      bundleId: string | null,
    ): Promise<AttemptRow> {
      await db
        .insert(qbQuizAttempts)
        .values({ user_id: userId, quiz_id: quizId, bundle_id: bundleId })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(qbQuizAttempts)
        .where(and(eq(qbQuizAttempts.user_id, userId), eq(qbQuizAttempts.quiz_id, quizId)))
        .for('update');
      if (row === undefined) throw new Error('The attempt was not made');
      return row;
    },

    async lockAttempt(userId: string, quizId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(qbQuizAttempts)
        .where(and(eq(qbQuizAttempts.user_id, userId), eq(qbQuizAttempts.quiz_id, quizId)))
        .for('update');
      return row;
    },

    async finishAttempt(
      userId: string,
      quizId: string,
      values: { completed_at: Date | null; score: number | null; max_score: number | null },
    ): Promise<void> {
      await db
        .update(qbQuizAttempts)
        .set(values)
        .where(and(eq(qbQuizAttempts.user_id, userId), eq(qbQuizAttempts.quiz_id, quizId)));
    },
  };
}
