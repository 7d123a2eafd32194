import {
  qbLimits,
  type QbQuiz,
  type QbQuizBody,
  type QbQuizListQuery,
  type QbQuizPage,
  type QbQuizQuestion,
  type QbQuizSummary,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordAudit, recordRowAudit } from '../../platform/audit/audit';
import { pickFields } from '../../platform/pick-fields';
import { AppError } from '../../platform/errors';
import { readQuestions } from './question-views';
import {
  assertNotInUse,
  publishedAtOf,
  runGuarded,
  savedAction,
  searchTextOf,
} from './quiz-builder-common';
import { checkQuizQuestions } from './quiz-rules';
import {
  createQbQuizzesRepository,
  type QuizQuestionValues,
  type QuizRow,
  type QuizValues,
  type QuizWithCounts,
} from './quizzes.repository';
import { pageOf } from '../../platform/wire-page';

const quizNotFound = () => AppError.notFound('Quiz not found');

const quizFields = [
  'title_en',
  'title_tr',
  'description_en',
  'description_tr',
  'status',
  'purpose',
  'pass_score',
] as const;

function valuesOf(body: QbQuizBody, before: QuizRow | undefined): QuizValues {
  return { ...pickFields(body, quizFields), published_at: publishedAtOf(body.status, before) };
}

function summaryOf(row: QuizWithCounts): QbQuizSummary {
  return {
    quiz_id: row.quiz_id,
    title_en: row.title_en,
    title_tr: row.title_tr,
    description_en: row.description_en,
    description_tr: row.description_tr,
    status: row.status,
    purpose: row.purpose,
    pass_score: row.pass_score,
    max_score: row.max_score,
    question_count: row.question_count,
    bundle_count: row.bundle_count,
    started_count: row.started_count,
    completed_count: row.completed_count,
    published_at: row.published_at === null ? null : row.published_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The quiz builder's quizzes, for admins: ordered questions with points and,
 * for a knowledge quiz, answer keys and a pass score. Publishing is checked
 * (questions, keys, pass score); a quiz in a published bundle stays published;
 * a quiz in a bundle or answered by users cannot be deleted.
 */
export function createQbQuizzesService(db: Database) {
  /** The questions of a quiz in order, each the whole question with its points and key. */
  async function quizQuestions(executor: Executor, quizId: string): Promise<QbQuizQuestion[]> {
    const repository = createQbQuizzesRepository(executor);
    const [rows, keys] = await Promise.all([
      repository.questionsOf([quizId]),
      repository.answerKeysOf(quizId),
    ]);
    const questions = await readQuestions(
      executor,
      rows.map((row) => row.question_id),
    );
    const byId = new Map(questions.map((question) => [question.question_id, question]));
    return rows.flatMap((row) => {
      const question = byId.get(row.question_id);
      if (question === undefined) return [];
      return [
        {
          position: row.position,
          points: row.points,
          correct_option_ids: keys
            .filter((key) => key.question_id === row.question_id)
            .map((key) => key.option_id),
          question,
        },
      ];
    });
  }

  async function readQuiz(executor: Executor, quizId: string): Promise<QbQuiz> {
    const repository = createQbQuizzesRepository(executor);
    const [row] = await repository.findQuizzes([quizId]);
    if (row === undefined) throw quizNotFound();
    const [questions, bundles] = await Promise.all([
      quizQuestions(executor, quizId),
      repository.bundlesOf([quizId]),
    ]);
    return {
      ...summaryOf(row),
      questions,
      bundles: bundles.map((bundle) => ({
        bundle_id: bundle.bundle_id,
        title_en: bundle.title_en,
        title_tr: bundle.title_tr,
        status: bundle.status,
      })),
    };
  }

  /** The body's questions checked against the saved ones, share-locked while the quiz is saved. */
  async function checkQuestions(
    executor: Executor,
    body: QbQuizBody,
  ): Promise<QuizQuestionValues[]> {
    const questionIds = body.questions.map((question) => question.question_id);
    await createQbQuizzesRepository(executor).lockQuestions(questionIds);
    return checkQuizQuestions(body, await readQuestions(executor, questionIds));
  }

  /** The 409 of a published quiz that published bundles hold, when it would stop being published. */
  async function checkLeavingPublished(
    executor: Executor,
    before: QuizRow,
    body: QbQuizBody,
  ): Promise<void> {
    if (before.status !== 'published' || body.status === 'published') return;
    const bundles = await createQbQuizzesRepository(executor).bundleUsage(
      before.quiz_id,
      qbLimits.usagesNamed,
      'published',
    );
    assertNotInUse('published quiz', [
      { usage: bundles, singular: 'published bundle', plural: 'published bundles' },
    ]);
  }

  return {
    /** The questions of a quiz in order, each the whole question with its points and key. */
    quizQuestions,

    async findQuizzes(query: QbQuizListQuery): Promise<QbQuizPage> {
      const repository = createQbQuizzesRepository(db);
      const { ids, total } = await repository.findQuizIds(query);
      const rows = await repository.findQuizzes(ids);
      const byId = new Map(rows.map((row) => [row.quiz_id, row]));
      return pageOf(
        ids.flatMap((quizId) => {
          const row = byId.get(quizId);
          return row === undefined ? [] : [summaryOf(row)];
        }),
        query,
        total,
      );
    },

    async findQuiz(quizId: string): Promise<QbQuiz> {
      return readQuiz(db, quizId);
    },

    async createQuiz(body: QbQuizBody, actor: AuthUser): Promise<QbQuiz> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuizzesRepository(transaction);
            const questions = await checkQuestions(transaction, body);
            const quizId = await repository.insertQuiz(
              valuesOf(body, undefined),
              searchTextOf(body),
              actor.userId,
            );
            await repository.setQuestions(quizId, questions);
            await recordRowAudit(transaction, actor.userId, 'qb_quiz.created', quizId, {
              purpose: body.purpose,
              status: body.status,
              questions: questions.length,
            });
            if (body.status === 'published') {
              await recordRowAudit(transaction, actor.userId, 'qb_quiz.published', quizId, {
                questions: questions.length,
              });
            }
            return readQuiz(transaction, quizId);
          }),
        'A question of this quiz was changed at the same time; please try again',
      );
    },

    /**
     * Saves a quiz with its ordered questions and keys. Becoming published
     * sets `published_at`; a quiz that a published bundle holds cannot leave
     * `published` (the 409 names the bundles).
     */
    async updateQuiz(quizId: string, body: QbQuizBody, actor: AuthUser): Promise<QbQuiz> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuizzesRepository(transaction);
            const before = await repository.lockQuiz(quizId);
            if (before === undefined) throw quizNotFound();
            await checkLeavingPublished(transaction, before, body);
            const questions = await checkQuestions(transaction, body);
            const [beforeQuestions, beforeKeys] = await Promise.all([
              repository.questionsOf([quizId]),
              repository.answerKeysOf(quizId),
            ]);
            const values = valuesOf(body, before);
            const changed: string[] = changedFields(quizFields, before, values);
            const questionsBefore = beforeQuestions.map((row) => ({
              question_id: row.question_id,
              points: row.points,
              correct_option_ids: beforeKeys
                .filter((key) => key.question_id === row.question_id)
                .map((key) => key.option_id),
            }));
            const questionsChanged = JSON.stringify(questionsBefore) !== JSON.stringify(questions);
            if (questionsChanged) changed.push('questions');
            await repository.updateQuiz(quizId, values, searchTextOf(body), actor.userId);
            if (questionsChanged) await repository.setQuestions(quizId, questions);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: savedAction('qb_quiz', before.status, body.status),
              targetType: 'qb_quiz',
              targetId: quizId,
              details: { changed, from_status: before.status, to_status: body.status },
            });
            return readQuiz(transaction, quizId);
          }),
        'This quiz, a question of it or a bundle holding it was changed at the same time; please try again',
      );
    },

    /**
     * Refused while a bundle holds the quiz (the 409 names the bundles) or
     * while users have answered it; otherwise its questions and keys go with it.
     */
    async deleteQuiz(quizId: string, actor: AuthUser): Promise<void> {
      await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuizzesRepository(transaction);
            const before = await repository.lockQuiz(quizId);
            if (before === undefined) throw quizNotFound();
            const [bundles, answers] = await Promise.all([
              repository.bundleUsage(quizId, qbLimits.usagesNamed),
              repository.answers(quizId),
            ]);
            assertNotInUse('quiz', [{ usage: bundles, singular: 'bundle', plural: 'bundles' }]);
            if (answers.attempts > 0 || answers.answered) {
              const users = answers.attempts === 1 ? 'user' : 'users';
              const who =
                answers.attempts > 0
                  ? `This quiz was started by ${String(answers.attempts)} ${users}, whose answers`
                  : 'This quiz has answers, which';
              throw AppError.conflict(
                `${who} keep pointing at it. Archive it (status "archived") instead of deleting it.`,
              );
            }
            await repository.deleteQuiz(quizId);
            await recordRowAudit(transaction, actor.userId, 'qb_quiz.deleted', quizId, {
              title_en: before.title_en,
              purpose: before.purpose,
            });
          }),
        'This quiz was put in a bundle or answered at the same time, so it was not deleted',
      );
    },
  };
}

export type QbQuizzesService = ReturnType<typeof createQbQuizzesService>;
