import type { QbMatterRef, QbQuestion, QbQuestionOption, QbTakeQuestion } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { createQbQuestionsRepository, type QuestionWithVersion } from './questions.repository';
import { renderWording, wordingOf } from './question-wording';
import { createQbResponsesRepository } from './responses.repository';
import type { QuizQuestionRow } from './taking.repository';

/** Saved questions read as people see them: rendered, with their matters and options. */

function questionOf(
  row: QuestionWithVersion,
  matters: QbMatterRef[],
  options: QbQuestionOption[],
): QbQuestion {
  const { question, version } = row;
  const rendered = renderWording(wordingOf(row.phrase, question), matters);
  return {
    question_id: question.question_id,
    type: version.type,
    scale_max: version.scale_max,
    phrase: row.phrase,
    text_en: question.text_en,
    text_tr: question.text_tr,
    rendered_en: rendered.en,
    rendered_tr: rendered.tr,
    matters,
    options,
    importance: question.importance,
    status: question.status,
    current_version: version.version_number,
    version_id: version.version_id,
    version_count: row.version_count,
    response_count: row.response_count,
    quiz_count: row.quiz_count,
    created_at: question.created_at.toISOString(),
    updated_at: question.updated_at.toISOString(),
  };
}

/** Some questions as admins see them, in the order of the ids (unknown ids are left out). */
export async function readQuestions(
  executor: Executor,
  questionIds: string[],
): Promise<QbQuestion[]> {
  const repository = createQbQuestionsRepository(executor);
  const rows = await repository.findQuestions(questionIds);
  const [matters, options] = await Promise.all([
    repository.mattersOf(questionIds),
    repository.optionsOf(rows.map((row) => row.version.version_id)),
  ]);
  const byId = new Map(rows.map((row) => [row.question.question_id, row]));
  return questionIds.flatMap((questionId) => {
    const row = byId.get(questionId);
    if (row === undefined) return [];
    return [
      questionOf(
        row,
        matters
          .filter((matter) => matter.question_id === questionId)
          .map((matter) => ({
            matter_id: matter.matter_id,
            name_en: matter.name_en,
            name_tr: matter.name_tr,
          })),
        options
          .filter((option) => option.version_id === row.version.version_id)
          .map((option): QbQuestionOption => ({
            option_id: option.option_id,
            alternative_id: option.alternative_id,
            text_en: option.text_en,
            text_tr: option.text_tr,
            value: option.value,
            shown_en: option.alternative_en ?? option.text_en,
            shown_tr: option.alternative_tr ?? option.text_tr,
          })),
      ),
    ];
  });
}

/** The rendered wordings of some questions, in both languages, by id. */
export async function readWordings(
  executor: Executor,
  questionIds: string[],
): Promise<Map<string, { en: string; tr: string }>> {
  const [wordings, matters] = await Promise.all([
    createQbResponsesRepository(executor).wordingsOf(questionIds),
    createQbQuestionsRepository(executor).mattersOf(questionIds),
  ]);
  return new Map(
    wordings.map((wording) => [
      wording.question_id,
      renderWording(
        wording,
        matters.filter((matter) => matter.question_id === wording.question_id),
      ),
    ]),
  );
}

/** The questions of a quiz rendered in both languages from their current versions. */
export async function renderQuizQuestions(
  executor: Executor,
  rows: QuizQuestionRow[],
): Promise<{ row: QuizQuestionRow; en: string; tr: string; options: QbTakeQuestion['options'] }[]> {
  const questions = createQbQuestionsRepository(executor);
  const [matters, options] = await Promise.all([
    questions.mattersOf(rows.map((row) => row.question_id)),
    questions.optionsOf(rows.map((row) => row.version_id)),
  ]);
  return rows.map((row) => {
    const { en, tr } = renderWording(
      row,
      matters.filter((matter) => matter.question_id === row.question_id),
    );
    return {
      row,
      en,
      tr,
      options: options
        .filter((option) => option.version_id === row.version_id)
        .map((option) => ({
          option_id: option.option_id,
          text_en: option.alternative_en ?? option.text_en,
          text_tr: option.alternative_tr ?? option.text_tr,
        })),
    };
  });
}
