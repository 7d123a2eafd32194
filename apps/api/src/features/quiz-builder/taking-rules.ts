import {
  qbIsChoiceType,
  qbTakeMessages,
  ruleProblem,
  type FieldProblemInput,
  type QbAnswerBody,
  type QbQuestionType,
  type QbQuizResult,
} from '@campus/contracts';
import type { AttemptRow } from './attempts.repository';
import type { QuizQuestionRow, QuizRow, SavedAnswer } from './taking.repository';

/** The rules of taking a quiz: what an answer may say, and how answers are scored. */

/** What an answer says, without the bundle it is given in. */
export type AnswerContent = Pick<QbAnswerBody, 'option_ids' | 'scale_value' | 'text_value'>;

/** The version of a question being answered. */
interface AnsweredVersion {
  type: QbQuestionType;
  scale_max: number | null;
}

const sameList = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((value, index) => value === right[index]);

const sameSet = (left: readonly string[], right: readonly string[]) =>
  sameList([...left].sort(), [...right].sort());

/** Whether chosen options match a key: a ranking in the key's order, other choices as a set. */
export function matchesKey(
  type: QbQuestionType,
  chosen: readonly string[],
  key: readonly string[],
): boolean {
  if (key.length === 0) return false;
  return type === 'ranking' ? sameList(chosen, key) : sameSet(chosen, key);
}

/**
 * The field problems of an answer to a version of a type with these options
 * (empty when it fits): one option for a single choice, at least one for a
 * multiple choice, every option once for a ranking, a value on the scale, a
 * written text; the fields of other types must stay empty.
 */
export function answerProblems(
  version: AnsweredVersion,
  versionOptionIds: readonly string[],
  answer: AnswerContent,
): FieldProblemInput[] {
  const problems: FieldProblemInput[] = [];
  const text = answer.text_value === null || answer.text_value === '' ? null : answer.text_value;
  const wrongKind = (field: string) =>
    problems.push({ field: `body.${field}`, message: qbTakeMessages.wrongAnswerKind });
  if (qbIsChoiceType(version.type)) {
    if (answer.scale_value !== null) wrongKind('scale_value');
    if (text !== null) wrongKind('text_value');
    const known = new Set(versionOptionIds);
    answer.option_ids.forEach((optionId, index) => {
      if (!known.has(optionId)) {
        problems.push({
          field: `body.option_ids.${String(index)}`,
          message: qbTakeMessages.notAnOption,
        });
      }
    });
    const distinct = new Set(answer.option_ids).size === answer.option_ids.length;
    if (version.type === 'single_choice' && answer.option_ids.length !== 1) {
      problems.push(ruleProblem('body.option_ids', qbTakeMessages.oneChoice, 'qb_one_choice'));
    } else if (version.type === 'multiple_choice' && answer.option_ids.length === 0) {
      problems.push(ruleProblem('body.option_ids', qbTakeMessages.someChoice, 'qb_some_choice'));
    } else if (version.type === 'multiple_choice' && !distinct) {
      wrongKind('option_ids');
    } else if (
      version.type === 'ranking' &&
      (!distinct || !sameSet(answer.option_ids, versionOptionIds))
    ) {
      problems.push(ruleProblem('body.option_ids', qbTakeMessages.rankAll, 'qb_rank_all'));
    }
    return problems;
  }
  if (answer.option_ids.length > 0) wrongKind('option_ids');
  if (version.type === 'scale') {
    if (text !== null) wrongKind('text_value');
    const max = version.scale_max ?? 0;
    if (answer.scale_value === null || answer.scale_value < 1 || answer.scale_value > max) {
      problems.push(ruleProblem('body.scale_value', qbTakeMessages.scaleRange, 'qb_scale_range'));
    }
  } else {
    if (answer.scale_value !== null) wrongKind('scale_value');
    if (text === null) {
      problems.push(
        ruleProblem('body.text_value', qbTakeMessages.textRequired, 'qb_text_required'),
      );
    }
  }
  return problems;
}

/** The keys of a quiz by question (a ranking's in order). */
export function keysByQuestion(keys: { question_id: string; option_id: string }[]) {
  const byQuestion = new Map<string, string[]>();
  for (const key of keys) {
    byQuestion.set(key.question_id, [...(byQuestion.get(key.question_id) ?? []), key.option_id]);
  }
  return byQuestion;
}

/** Scores answers: per question whether it earned its points, and the totals. */
export function scoreOf(
  quiz: Pick<QuizRow, 'purpose'>,
  questions: Pick<QuizQuestionRow, 'question_id' | 'type' | 'points'>[],
  keys: Map<string, string[]>,
  answers: Map<string, Pick<SavedAnswer, 'option_ids'>>,
) {
  const knowledge = quiz.purpose === 'knowledge';
  const perQuestion = questions.map((question) => {
    const key = keys.get(question.question_id) ?? [];
    const scored = knowledge && key.length > 0 && qbIsChoiceType(question.type);
    const answer = answers.get(question.question_id);
    const correct = scored
      ? answer !== undefined && matchesKey(question.type, answer.option_ids, key)
      : null;
    return {
      question_id: question.question_id,
      correct,
      points_earned: correct === true ? question.points : 0,
      correct_option_ids: scored ? key : [],
      points: scored ? question.points : 0,
    };
  });
  return {
    perQuestion,
    score: perQuestion.reduce((sum, entry) => sum + entry.points_earned, 0),
    maxScore: perQuestion.reduce((sum, entry) => sum + entry.points, 0),
  };
}

/** The result of a completed attempt (null before completion), with the score of a knowledge quiz. */
export function resultOf(
  quiz: Pick<QuizRow, 'purpose' | 'pass_score'>,
  attempt: Pick<AttemptRow, 'completed_at' | 'score' | 'max_score'> | undefined,
  questionCount: number,
  answeredCount: number,
  scoring: ReturnType<typeof scoreOf>,
): QbQuizResult | null {
  if (attempt?.completed_at === null || attempt?.completed_at === undefined) return null;
  const knowledge = quiz.purpose === 'knowledge';
  const score = knowledge ? (attempt.score ?? scoring.score) : null;
  return {
    completed_at: attempt.completed_at.toISOString(),
    answered_count: answeredCount,
    question_count: questionCount,
    score,
    max_score: knowledge ? (attempt.max_score ?? scoring.maxScore) : null,
    passed: score === null || quiz.pass_score === null ? null : score >= quiz.pass_score,
    questions: knowledge
      ? scoring.perQuestion.map((entry) => ({
          question_id: entry.question_id,
          correct: entry.correct,
          points_earned: entry.points_earned,
          correct_option_ids: entry.correct_option_ids,
        }))
      : [],
  };
}
