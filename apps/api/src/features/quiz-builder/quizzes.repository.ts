import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  QbBundleStatus,
  QbQuizListQuery,
  QbQuizPurpose,
  QbQuizStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { readPage } from '../../db/paging';
import { qbBundleQuizzes, qbBundles } from './bundles.tables';
import { qbQuestions } from './questions.tables';
import { searchCondition, usageOf, type Usage } from './quiz-builder-sql';
import { qbQuizAnswerKeys, qbQuizQuestions, qbQuizzes } from './quizzes.tables';
import { qbQuizAttempts, qbResponses } from './responses.tables';

export type QuizRow = typeof qbQuizzes.$inferSelect;

/** The values of a quiz row a body sets (published_at is the service's call). */
export interface QuizValues {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  status: QbQuizStatus;
  purpose: QbQuizPurpose;
  pass_score: number | null;
  published_at: Date | null;
}

/** A quiz with the counts of its lists. */
export type QuizWithCounts = QuizRow & {
  question_count: number;
  max_score: number;
  bundle_count: number;
  started_count: number;
  completed_count: number;
};

/** One question of a quiz as saved: its place, points and ordered answer key. */
export interface QuizQuestionValues {
  question_id: string;
  points: number;
  correct_option_ids: string[];
}

export interface QuizQuestionRow {
  question_id: string;
  position: number;
  points: number;
}

export interface AnswerKeyRow {
  question_id: string;
  option_id: string;
}

export interface QuizBundleRow {
  quiz_id: string;
  bundle_id: string;
  title_en: string;
  title_tr: string;
  status: QbBundleStatus;
}

// Written out in full: the counts are correlated with the outer qb_quizzes row.
const questionCount = sql<number>`(select count(*)::int from qb_quiz_questions where qb_quiz_questions.quiz_id = qb_quizzes.quiz_id)`;
/** The points of the scored questions (choices and rankings, by their current version). */
const maxScore = sql<number>`(case when qb_quizzes.purpose = 'knowledge' then (select coalesce(sum(scored.points), 0)::int from qb_quiz_questions as scored inner join qb_questions as scored_questions on scored_questions.question_id = scored.question_id inner join qb_question_versions as scored_versions on scored_versions.question_id = scored.question_id and scored_versions.version_number = scored_questions.current_version where scored.quiz_id = qb_quizzes.quiz_id and scored_versions.type in ('single_choice', 'multiple_choice', 'ranking')) else 0 end)`;
const bundleCount = sql<number>`(select count(*)::int from qb_bundle_quizzes where qb_bundle_quizzes.quiz_id = qb_quizzes.quiz_id)`;
const startedCount = sql<number>`(select count(*)::int from qb_quiz_attempts where qb_quiz_attempts.quiz_id = qb_quizzes.quiz_id)`;
const completedCount = sql<number>`(select count(*)::int from qb_quiz_attempts where qb_quiz_attempts.quiz_id = qb_quizzes.quiz_id and qb_quiz_attempts.completed_at is not null)`;

export function createQbQuizzesRepository(db: Executor) {
  return {
    /** One page of quiz ids, newest change first, and the total. */
    async findQuizIds(query: QbQuizListQuery): Promise<{ ids: string[]; total: number }> {
      const conditions = [searchCondition(qbQuizzes.search_text, query.q)];
      if (query.status !== undefined) conditions.push(eq(qbQuizzes.status, query.status));
      if (query.purpose !== undefined) conditions.push(eq(qbQuizzes.purpose, query.purpose));
      const where = and(...conditions);
      const { rows, total } = await readPage(
        db
          .select({ quiz_id: qbQuizzes.quiz_id })
          .from(qbQuizzes)
          .where(where)
          .orderBy(desc(qbQuizzes.updated_at), asc(qbQuizzes.quiz_id)),
        query,
        db.$count(qbQuizzes, where),
      );
      return { ids: rows.map((row) => row.quiz_id), total };
    },

    /** Some quizzes with their counts (in no order). */
    async findQuizzes(quizIds: string[]): Promise<QuizWithCounts[]> {
      if (quizIds.length === 0) return [];
      const rows = await db
        .select({
          quiz: qbQuizzes,
          question_count: questionCount,
          max_score: maxScore,
          bundle_count: bundleCount,
          started_count: startedCount,
          completed_count: completedCount,
        })
        .from(qbQuizzes)
        .where(inArray(qbQuizzes.quiz_id, quizIds));
      return rows.map((row) => ({
        ...row.quiz,
        question_count: row.question_count,
        max_score: row.max_score,
        bundle_count: row.bundle_count,
        started_count: row.started_count,
        completed_count: row.completed_count,
      }));
    },

    /** The questions of some quizzes, each quiz's in order. */
    async questionsOf(quizIds: string[]): Promise<(QuizQuestionRow & { quiz_id: string })[]> {
      if (quizIds.length === 0) return [];
      return db
        .select({
          quiz_id: qbQuizQuestions.quiz_id,
          question_id: qbQuizQuestions.question_id,
          position: qbQuizQuestions.position,
          points: qbQuizQuestions.points,
        })
        .from(qbQuizQuestions)
        .where(inArray(qbQuizQuestions.quiz_id, quizIds))
        .orderBy(asc(qbQuizQuestions.quiz_id), asc(qbQuizQuestions.position));
    },

    /** The answer keys of a quiz, each question's in order. */
    async answerKeysOf(quizId: string): Promise<AnswerKeyRow[]> {
      return db
        .select({
          question_id: qbQuizAnswerKeys.question_id,
          option_id: qbQuizAnswerKeys.option_id,
        })
        .from(qbQuizAnswerKeys)
        .where(eq(qbQuizAnswerKeys.quiz_id, quizId))
        .orderBy(
          asc(qbQuizAnswerKeys.question_id),
          asc(qbQuizAnswerKeys.position),
          asc(qbQuizAnswerKeys.option_id),
        );
    },

    /** The bundles that hold some quizzes, oldest first. */
    async bundlesOf(quizIds: string[]): Promise<QuizBundleRow[]> {
      if (quizIds.length === 0) return [];
      return db
        .select({
          quiz_id: qbBundleQuizzes.quiz_id,
          bundle_id: qbBundles.bundle_id,
          title_en: qbBundles.title_en,
          title_tr: qbBundles.title_tr,
          status: qbBundles.status,
        })
        .from(qbBundleQuizzes)
        .innerJoin(qbBundles, eq(qbBundles.bundle_id, qbBundleQuizzes.bundle_id))
        .where(inArray(qbBundleQuizzes.quiz_id, quizIds))
        .orderBy(asc(qbBundles.created_at), asc(qbBundles.bundle_id));
    },

    async lockQuiz(quizId: string): Promise<QuizRow | undefined> {
      const [row] = await db
        .select()
        .from(qbQuizzes)
        .where(eq(qbQuizzes.quiz_id, quizId))
        .for('update');
      return row;
    },

    /** The ids of the questions that exist, share-locked so that they stay while a quiz is saved. */
    async lockQuestions(questionIds: string[]): Promise<string[]> {
      if (questionIds.length === 0) return [];
      const rows = await db
        .select({ question_id: qbQuestions.question_id })
        .from(qbQuestions)
        .where(inArray(qbQuestions.question_id, questionIds))
        .for('share');
      return rows.map((row) => row.question_id);
    },

    async insertQuiz(values: QuizValues, searchText: string, actorId: string): Promise<string> {
      const [row] = await db
        .insert(qbQuizzes)
        .values({ ...values, search_text: searchText, created_by: actorId, updated_by: actorId })
        .returning({ quiz_id: qbQuizzes.quiz_id });
      if (row === undefined) throw new Error('The quiz was not inserted');
      return row.quiz_id;
    },

    async updateQuiz(
      quizId: string,
      values: QuizValues,
      searchText: string,
      actorId: string,
    ): Promise<void> {
      await db
        .update(qbQuizzes)
        .set({ ...values, search_text: searchText, updated_by: actorId, updated_at: new Date() })
        .where(eq(qbQuizzes.quiz_id, quizId));
    },

    /** Replaces the ordered questions of a quiz and their answer keys. */
    async setQuestions(quizId: string, questions: QuizQuestionValues[]): Promise<void> {
      // The keys go with their quiz question (ON DELETE CASCADE).
      await db.delete(qbQuizQuestions).where(eq(qbQuizQuestions.quiz_id, quizId));
      if (questions.length === 0) return;
      await db.insert(qbQuizQuestions).values(
        questions.map((question, position) => ({
          quiz_id: quizId,
          question_id: question.question_id,
          position,
          points: question.points,
        })),
      );
      const keys = questions.flatMap((question) =>
        question.correct_option_ids.map((optionId, position) => ({
          quiz_id: quizId,
          question_id: question.question_id,
          option_id: optionId,
          position,
        })),
      );
      if (keys.length > 0) await db.insert(qbQuizAnswerKeys).values(keys);
    },

    /** The bundles that hold the quiz (all of them, or those of one status). */
    async bundleUsage(quizId: string, limit: number, status?: QbBundleStatus): Promise<Usage> {
      const where = and(
        eq(qbBundleQuizzes.quiz_id, quizId),
        status === undefined ? undefined : eq(qbBundles.status, status),
      );
      return usageOf(
        db
          .select({ label: qbBundles.title_en })
          .from(qbBundleQuizzes)
          .innerJoin(qbBundles, eq(qbBundles.bundle_id, qbBundleQuizzes.bundle_id))
          .where(where)
          .orderBy(asc(qbBundles.created_at), asc(qbBundles.bundle_id))
          .limit(limit),
        db
          .select({ value: count() })
          .from(qbBundleQuizzes)
          .innerJoin(qbBundles, eq(qbBundles.bundle_id, qbBundleQuizzes.bundle_id))
          .where(where),
      );
    },

    /**
     * How many users started the quiz (one attempt row each) and whether any
     * answer points at it: an existence check, not a count of millions of rows.
     */
    async answers(quizId: string): Promise<{ attempts: number; answered: boolean }> {
      const [attempts, responses] = await Promise.all([
        db
          .select({ value: count() })
          .from(qbQuizAttempts)
          .where(eq(qbQuizAttempts.quiz_id, quizId)),
        db
          .select({ response_id: qbResponses.response_id })
          .from(qbResponses)
          .where(eq(qbResponses.quiz_id, quizId))
          .limit(1),
      ]);
      return { attempts: attempts[0]?.value ?? 0, answered: responses.length > 0 };
    },

    async deleteQuiz(quizId: string): Promise<void> {
      await db.delete(qbQuizzes).where(eq(qbQuizzes.quiz_id, quizId));
    },
  };
}

export type QbQuizzesRepository = ReturnType<typeof createQbQuizzesRepository>;
