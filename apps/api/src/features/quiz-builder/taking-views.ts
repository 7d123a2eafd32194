import type { QbTakeAnswer, QbTakeBundle, QbTakeQuiz } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { renderQuizQuestions } from './question-views';
import { createQbQuizzesRepository } from './quizzes.repository';
import { keysByQuestion, resultOf, scoreOf } from './taking-rules';
import {
  createQbTakingRepository,
  type BundleRow,
  type QuizRow,
  type SavedAnswer,
} from './taking.repository';

/** Quizzes and bundles as their takers see them. */

function answerOf(saved: SavedAnswer): QbTakeAnswer {
  return {
    question_id: saved.question_id,
    option_ids: saved.option_ids,
    scale_value: saved.scale_value,
    text_value: saved.text_value,
    answered_at: saved.answered_at.toISOString(),
  };
}

/**
 * A quiz as its taker sees it: the questions, the user's answers to their
 * current versions, the attempt and, once completed, the result. Without a
 * user (an admin's preview) there are no answers.
 */
export async function readTakeQuiz(
  executor: Executor,
  quiz: QuizRow,
  userId: string | null,
): Promise<QbTakeQuiz> {
  const repository = createQbTakingRepository(executor);
  const rows = await repository.quizQuestions(quiz.quiz_id);
  const [rendered, keys, saved, attempt] = await Promise.all([
    renderQuizQuestions(executor, rows),
    createQbQuizzesRepository(executor).answerKeysOf(quiz.quiz_id),
    userId === null
      ? Promise.resolve([])
      : repository.answers(
          userId,
          quiz.quiz_id,
          rows.map((row) => row.version_id),
        ),
    userId === null ? Promise.resolve(undefined) : repository.attempt(userId, quiz.quiz_id),
  ]);
  const answers = new Map(saved.map((answer) => [answer.question_id, answer]));
  const scoring = scoreOf(quiz, rows, keysByQuestion(keys), answers);
  const points = new Map(scoring.perQuestion.map((entry) => [entry.question_id, entry.points]));
  const knowledge = quiz.purpose === 'knowledge';
  return {
    quiz_id: quiz.quiz_id,
    title_en: quiz.title_en,
    title_tr: quiz.title_tr,
    description_en: quiz.description_en,
    description_tr: quiz.description_tr,
    purpose: quiz.purpose,
    pass_score: quiz.pass_score,
    max_score: scoring.maxScore,
    questions: rendered.map(({ row, en, tr, options }) => ({
      question_id: row.question_id,
      version_id: row.version_id,
      position: row.position,
      type: row.type,
      scale_max: row.scale_max,
      text_en: en,
      text_tr: tr,
      options,
      points: points.get(row.question_id) ?? 0,
    })),
    answers: rows.flatMap((row) => {
      const answer = answers.get(row.question_id);
      return answer === undefined ? [] : [answerOf(answer)];
    }),
    started_at: attempt?.started_at.toISOString() ?? null,
    completed_at: attempt?.completed_at?.toISOString() ?? null,
    can_retake: !knowledge,
    result: resultOf(quiz, attempt, rows.length, answers.size, scoring),
  };
}

/**
 * A bundle as its taker sees it: its quizzes in order with the user's
 * progress (none without a user, as in an admin's preview).
 */
export async function readTakeBundle(
  executor: Executor,
  bundle: BundleRow,
  quizzes: QuizRow[],
  userId: string | null,
): Promise<QbTakeBundle> {
  const repository = createQbTakingRepository(executor);
  const quizIds = quizzes.map((quiz) => quiz.quiz_id);
  const [progress, attempts] = await Promise.all([
    repository.progress(userId, quizIds),
    userId === null ? Promise.resolve([]) : repository.attempts(userId, quizIds),
  ]);
  const completedAt = new Map(attempts.map((attempt) => [attempt.quiz_id, attempt.completed_at]));
  const items = quizzes.map((quiz, position) => ({
    quiz_id: quiz.quiz_id,
    position,
    title_en: quiz.title_en,
    title_tr: quiz.title_tr,
    purpose: quiz.purpose,
    question_count: progress.get(quiz.quiz_id)?.question_count ?? 0,
    answered_count: progress.get(quiz.quiz_id)?.answered_count ?? 0,
    completed_at: completedAt.get(quiz.quiz_id)?.toISOString() ?? null,
  }));
  return {
    bundle_id: bundle.bundle_id,
    title_en: bundle.title_en,
    title_tr: bundle.title_tr,
    description_en: bundle.description_en,
    description_tr: bundle.description_tr,
    quizzes: items,
    completed: items.length > 0 && items.every((item) => item.completed_at !== null),
  };
}
