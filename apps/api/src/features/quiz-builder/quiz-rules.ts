import {
  qbAnswerKeyMissingMessage,
  qbAnswerKeyNotOptionMessage,
  qbIsChoiceType,
  qbQuizMessages,
  qbRetiredQuestionMessage,
  qbUnknownQuestionMessage,
  ruleProblem,
  type FieldProblemInput,
  type QbQuestion,
  type QbQuestionType,
  type QbQuizBody,
} from '@campus/contracts';
import { invalidForm } from './quiz-builder-common';
import type { QuizQuestionValues } from './quizzes.repository';

/** The rules of a quiz's questions, points and answer keys, checked before a quiz is saved. */

type ScoredType = 'single_choice' | 'multiple_choice' | 'ranking';

/** What the rules read of a saved question. */
type SavedQuestion = Pick<QbQuestion, 'question_id' | 'status' | 'type'> & {
  options: { option_id: string }[];
};

/** Single and multiple choice and ranking questions are scored in a knowledge quiz. */
export function isScoredType(type: QbQuestionType): type is ScoredType {
  return qbIsChoiceType(type);
}

/** Whether an answer key is complete for a question of this type and these many options. */
function isKeyComplete(type: ScoredType, keyLength: number, optionCount: number): boolean {
  switch (type) {
    case 'single_choice':
      return keyLength === 1;
    case 'multiple_choice':
      return keyLength >= 1;
    case 'ranking':
      return keyLength === optionCount;
  }
}

/**
 * Checks the questions of a body against the saved questions (400 with a
 * message per field) and returns what is saved: unscored questions of a
 * knowledge quiz get 0 points and no key.
 */
export function checkQuizQuestions(
  body: QbQuizBody,
  saved: readonly SavedQuestion[],
): QuizQuestionValues[] {
  const byId = new Map(saved.map((question) => [question.question_id, question]));
  const knowledge = body.purpose === 'knowledge';
  const publishing = body.status === 'published';
  const problems: FieldProblemInput[] = [];
  const values: QuizQuestionValues[] = [];
  let maxScore = 0;
  body.questions.forEach((entry, index) => {
    const field = `body.questions.${String(index)}`;
    const question = byId.get(entry.question_id);
    if (question === undefined) {
      problems.push({
        field: `${field}.question_id`,
        message: qbUnknownQuestionMessage(entry.question_id),
      });
      return;
    }
    if (publishing && question.status === 'retired') {
      problems.push({
        field: `${field}.question_id`,
        message: qbRetiredQuestionMessage(entry.question_id),
      });
    }
    const scored = knowledge && isScoredType(question.type);
    if (knowledge && !scored && entry.correct_option_ids.length > 0) {
      problems.push({
        field: `${field}.correct_option_ids`,
        message: qbQuizMessages.unscoredAnswerKey,
      });
    }
    if (knowledge && isScoredType(question.type)) {
      const options = new Set(question.options.map((option) => option.option_id));
      const notOptions = entry.correct_option_ids.flatMap((optionId, keyIndex) =>
        options.has(optionId)
          ? []
          : [
              {
                field: `${field}.correct_option_ids.${String(keyIndex)}`,
                message: qbAnswerKeyNotOptionMessage(optionId),
              },
            ],
      );
      problems.push(...notOptions);
      const tooMany = question.type === 'single_choice' && entry.correct_option_ids.length > 1;
      const incomplete =
        publishing && !isKeyComplete(question.type, entry.correct_option_ids.length, options.size);
      if (notOptions.length === 0 && (tooMany || incomplete)) {
        problems.push({
          field: `${field}.correct_option_ids`,
          message: qbAnswerKeyMissingMessage(question.type),
        });
      }
    }
    const points = knowledge && !scored ? 0 : entry.points;
    if (scored) maxScore += points;
    values.push({
      question_id: entry.question_id,
      points,
      correct_option_ids: knowledge ? entry.correct_option_ids : [],
    });
  });
  if (publishing && knowledge && body.pass_score !== null && body.pass_score > maxScore) {
    problems.push(
      ruleProblem('body.pass_score', qbQuizMessages.passScoreTooHigh, 'qb_pass_score_too_high'),
    );
  }
  if (problems.length > 0) throw invalidForm(problems);
  return values;
}
