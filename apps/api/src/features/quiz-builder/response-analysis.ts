import type { QbQuestionDistribution, QbQuizAnalysis } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { renderQuizQuestions } from './question-views';
import { createQbResponsesRepository } from './responses.repository';
import { createQbTakingRepository, type QuizRow } from './taking.repository';

/**
 * A quiz's completion counts and each question's answers over all its
 * versions: option counts (average rank for rankings), scale counts, text
 * and hidden answers, and right answers in a knowledge quiz.
 */
export async function analyseQuiz(executor: Executor, quiz: QuizRow): Promise<QbQuizAnalysis> {
  const quizId = quiz.quiz_id;
  const repository = createQbResponsesRepository(executor);
  const knowledge = quiz.purpose === 'knowledge';
  const [attempts, rendered, responses, choices, scales, correct] = await Promise.all([
    repository.attemptStats(quizId, quiz.pass_score),
    createQbTakingRepository(executor)
      .quizQuestions(quizId)
      .then((rows) => renderQuizQuestions(executor, rows)),
    repository.responseStats(quizId),
    repository.choiceStats(quizId),
    repository.scaleStats(quizId),
    knowledge ? repository.correctCounts(quizId) : Promise.resolve([]),
  ]);
  const shownOptions = new Set(
    rendered.flatMap((question) =>
      question.options.map((option) => `${question.row.question_id}:${option.option_id}`),
    ),
  );
  const olderOptions = await repository.optionTexts([
    ...new Set(
      choices
        .filter((choice) => !shownOptions.has(`${choice.question_id}:${choice.option_id}`))
        .map((choice) => choice.option_id),
    ),
  ]);
  const olderText = new Map(olderOptions.map((option) => [option.option_id, option]));
  const statsOf = new Map(responses.map((stats) => [stats.question_id, stats]));
  const correctOf = new Map(correct.map((entry) => [entry.question_id, entry.correct]));
  const questions = rendered.map(({ row, en, tr, options }): QbQuestionDistribution => {
    const stats = statsOf.get(row.question_id);
    const chosen = choices.filter((choice) => choice.question_id === row.question_id);
    const countOf = (optionId: string) => chosen.find((choice) => choice.option_id === optionId);
    const ranking = row.type === 'ranking';
    const current = options.map((option) => {
      const found = countOf(option.option_id);
      return {
        ...option,
        count: found?.chosen ?? 0,
        average_rank: ranking ? (found?.average_rank ?? null) : null,
      };
    });
    const older = chosen
      .filter((choice) => !options.some((option) => option.option_id === choice.option_id))
      .map((choice) => ({
        option_id: choice.option_id,
        text_en: olderText.get(choice.option_id)?.text_en ?? '',
        text_tr: olderText.get(choice.option_id)?.text_tr ?? '',
        count: choice.chosen,
        average_rank: ranking ? choice.average_rank : null,
      }));
    const ownScales = scales.filter((scale) => scale.question_id === row.question_id);
    const scaleValues =
      row.scale_max === null
        ? ownScales.map((scale) => scale.value)
        : Array.from({ length: row.scale_max }, (_, index) => index + 1);
    const scaleCounts = [...new Set([...scaleValues, ...ownScales.map((scale) => scale.value)])]
      .sort((left, right) => left - right)
      .map((value) => ({
        value,
        count: ownScales.find((scale) => scale.value === value)?.answers ?? 0,
      }));
    return {
      question_id: row.question_id,
      position: row.position,
      type: row.type,
      rendered_en: en,
      rendered_tr: tr,
      response_count: stats?.responses ?? 0,
      version_count: Math.max(stats?.versions ?? 0, 1),
      options: [...current, ...older],
      scale_max: row.scale_max,
      scale: scaleCounts,
      scale_average: stats?.scale_average ?? null,
      text_count: stats?.texts ?? 0,
      hidden_count: stats?.hidden ?? 0,
      correct_count: knowledge ? (correctOf.get(row.question_id) ?? null) : null,
    };
  });
  return {
    quiz_id: quiz.quiz_id,
    purpose: quiz.purpose,
    started_count: attempts.started,
    completed_count: attempts.completed,
    average_score: knowledge ? attempts.average_score : null,
    passed_count: knowledge && quiz.pass_score !== null ? attempts.passed : null,
    questions,
  };
}
