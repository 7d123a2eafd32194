import {
  qbIsChoiceType,
  qbTakeMessages,
  qbUnansweredMessage,
  type QbAnswerBody,
  type QbBundlePreview,
  type QbOpenQuizzes,
  type QbTakeAnswer,
  type QbTakeBundle,
  type QbTakeQuiz,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { runGuarded } from './quiz-builder-common';
import { createQbQuizzesRepository } from './quizzes.repository';
import { answerProblems, keysByQuestion, scoreOf, type AnswerContent } from './taking-rules';
import { readTakeBundle, readTakeQuiz } from './taking-views';
import { createQbTakingRepository } from './taking.repository';

const quizNotFound = () => AppError.notFound(qbTakeMessages.quizNotFound);
const bundleNotFound = () => AppError.notFound(qbTakeMessages.bundleNotFound);
const quizChanged = 'This quiz changed at the same time; please try again';

/**
 * Saves one answer of a user to a question of a published quiz, in the
 * caller's transaction: checked against the question's current version (400
 * per field), the attempt made (with the bundle when the quiz is in it), and
 * refused once the attempt is completed (409). Users' own answers and admins'
 * paper answers both go through here.
 */
export async function saveAnswer(
  executor: Executor,
  input: {
    userId: string;
    quizId: string;
    questionId: string;
    answer: AnswerContent;
    bundleId: string | null;
  },
): Promise<{ response_id: number; answer: QbTakeAnswer }> {
  const repository = createQbTakingRepository(executor);
  // Read without a lock (thousands answer one quiz): an answer given while the quiz is being
  // unpublished is kept like any earlier one.
  const quiz = await repository.quiz(input.quizId);
  if (quiz?.status !== 'published') throw quizNotFound();
  const version = await repository.lockQuestionOfQuiz(input.quizId, input.questionId);
  if (version === undefined) throw AppError.notFound(qbTakeMessages.questionNotInQuiz);
  const problems = answerProblems(
    version,
    await repository.versionOptionIds(version.version_id),
    input.answer,
  );
  if (input.bundleId !== null && !(await repository.bundleHasQuiz(input.bundleId, input.quizId))) {
    problems.push(
      ruleProblem('body.bundle_id', qbTakeMessages.bundleQuizNotInBundle, 'qb_quiz_not_in_bundle'),
    );
  }
  if (problems.length > 0) throw AppError.badRequest('Please check the answer', problems);
  const attempt = await repository.startAttempt(input.userId, input.quizId, input.bundleId);
  if (attempt.completed_at !== null) throw AppError.conflict(qbTakeMessages.completed);
  const scaleValue = version.type === 'scale' ? input.answer.scale_value : null;
  const textValue = version.type === 'short_text' ? input.answer.text_value : null;
  const optionIds = qbIsChoiceType(version.type) ? input.answer.option_ids : [];
  const saved = await repository.saveAnswer(
    {
      userId: input.userId,
      quizId: input.quizId,
      questionId: input.questionId,
      versionId: version.version_id,
      scaleValue,
      textValue,
    },
    optionIds,
    version.type === 'ranking',
  );
  return {
    response_id: saved.response_id,
    answer: {
      question_id: input.questionId,
      option_ids: optionIds,
      scale_value: scaleValue,
      text_value: textValue,
      answered_at: saved.answered_at.toISOString(),
    },
  };
}

/**
 * Taking quizzes and bundles (signed-in users): published ones only, answers
 * saved one by one (a reload resumes), completion with the score of a
 * knowledge quiz, and retakes of surveys and matching quizzes. Admins preview
 * a bundle of any status.
 */
export function createQbTakingService(db: Database) {
  /** The quiz when published, else 404. */
  async function publishedQuiz(executor: Executor, quizId: string) {
    const quiz = await createQbTakingRepository(executor).quiz(quizId);
    if (quiz?.status !== 'published') throw quizNotFound();
    return quiz;
  }

  return {
    async openQuizzes(user: AuthUser): Promise<QbOpenQuizzes> {
      const repository = createQbTakingRepository(db);
      const [bundles, quizzes] = await Promise.all([
        repository.publishedBundles(),
        repository.standaloneQuizzes(),
      ]);
      const bundleQuizIds = bundles.flatMap((bundle) => bundle.quiz_ids);
      const quizIds = quizzes.map((quiz) => quiz.quiz_id);
      const [progress, attempts] = await Promise.all([
        repository.progress(user.userId, quizIds),
        repository.attempts(user.userId, [...new Set([...quizIds, ...bundleQuizIds])]),
      ]);
      const completedAt = new Map(
        attempts.map((attempt) => [attempt.quiz_id, attempt.completed_at]),
      );
      return {
        bundles: bundles.map(({ bundle, quiz_ids }) => ({
          bundle_id: bundle.bundle_id,
          title_en: bundle.title_en,
          title_tr: bundle.title_tr,
          description_en: bundle.description_en,
          description_tr: bundle.description_tr,
          quiz_count: quiz_ids.length,
          completed_count: quiz_ids.filter((quizId) => (completedAt.get(quizId) ?? null) !== null)
            .length,
        })),
        quizzes: quizzes.map((quiz) => ({
          quiz_id: quiz.quiz_id,
          title_en: quiz.title_en,
          title_tr: quiz.title_tr,
          description_en: quiz.description_en,
          description_tr: quiz.description_tr,
          purpose: quiz.purpose,
          question_count: progress.get(quiz.quiz_id)?.question_count ?? 0,
          answered_count: progress.get(quiz.quiz_id)?.answered_count ?? 0,
          completed_at: completedAt.get(quiz.quiz_id)?.toISOString() ?? null,
        })),
      };
    },

    async quiz(quizId: string, user: AuthUser): Promise<QbTakeQuiz> {
      return readTakeQuiz(db, await publishedQuiz(db, quizId), user.userId);
    },

    async answer(
      quizId: string,
      questionId: string,
      body: QbAnswerBody,
      user: AuthUser,
    ): Promise<QbTakeAnswer> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const saved = await saveAnswer(transaction, {
              userId: user.userId,
              quizId,
              questionId,
              answer: body,
              bundleId: body.bundle_id,
            });
            return saved.answer;
          }),
        quizChanged,
      );
    },

    /**
     * Completes the user's attempt: 400 while a question is unanswered; a
     * knowledge quiz is scored and its score kept on the attempt.
     */
    async complete(quizId: string, user: AuthUser): Promise<QbTakeQuiz> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const quiz = await publishedQuiz(transaction, quizId);
            const repository = createQbTakingRepository(transaction);
            const attempt = await repository.startAttempt(user.userId, quizId, null);
            if (attempt.completed_at !== null) throw AppError.conflict(qbTakeMessages.completed);
            const rows = await repository.quizQuestions(quizId);
            const [saved, keys] = await Promise.all([
              repository.answers(
                user.userId,
                quizId,
                rows.map((row) => row.version_id),
              ),
              createQbQuizzesRepository(transaction).answerKeysOf(quizId),
            ]);
            const answers = new Map(saved.map((answer) => [answer.question_id, answer]));
            const unanswered = rows.filter((row) => !answers.has(row.question_id)).length;
            if (unanswered > 0) throw AppError.badRequest(qbUnansweredMessage(unanswered));
            const knowledge = quiz.purpose === 'knowledge';
            const scoring = scoreOf(quiz, rows, keysByQuestion(keys), answers);
            await repository.finishAttempt(user.userId, quizId, {
              completed_at: new Date(),
              score: knowledge ? scoring.score : null,
              max_score: knowledge ? scoring.maxScore : null,
            });
            return readTakeQuiz(transaction, quiz, user.userId);
          }),
        quizChanged,
      );
    },

    /** Opens a completed survey or matching quiz again; the answers stay to be edited. */
    async retake(quizId: string, user: AuthUser): Promise<QbTakeQuiz> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const quiz = await publishedQuiz(transaction, quizId);
            if (quiz.purpose === 'knowledge') throw AppError.conflict(qbTakeMessages.noRetake);
            const repository = createQbTakingRepository(transaction);
            const attempt = await repository.lockAttempt(user.userId, quizId);
            if (attempt?.completed_at === null || attempt?.completed_at === undefined) {
              throw AppError.conflict(qbTakeMessages.notCompleted);
            }
            await repository.finishAttempt(user.userId, quizId, {
              completed_at: null,
              score: null,
              max_score: null,
            });
            return readTakeQuiz(transaction, quiz, user.userId);
          }),
        quizChanged,
      );
    },

    async bundle(bundleId: string, user: AuthUser): Promise<QbTakeBundle> {
      const repository = createQbTakingRepository(db);
      const bundle = await repository.bundle(bundleId);
      if (bundle?.status !== 'published') throw bundleNotFound();
      return readTakeBundle(
        db,
        bundle,
        await repository.bundleQuizzes(bundleId, false),
        user.userId,
      );
    },

    /** A bundle of any status as a user will see it, every quiz with its questions. */
    async preview(bundleId: string): Promise<QbBundlePreview> {
      const repository = createQbTakingRepository(db);
      const bundle = await repository.bundle(bundleId);
      if (bundle === undefined) throw AppError.notFound('Bundle not found');
      const quizzes = await repository.bundleQuizzes(bundleId, true);
      const [summary, ...taken] = await Promise.all([
        readTakeBundle(db, bundle, quizzes, null),
        ...quizzes.map((quiz) => readTakeQuiz(db, quiz, null)),
      ]);
      return { bundle: summary, quizzes: taken };
    },
  };
}

export type QbTakingService = ReturnType<typeof createQbTakingService>;
