import {
  qbAnswerKeyNotOptionMessage,
  qbMissingReferenceMessage,
  qbPhraseNeedsMattersMessage,
  qbQuestionMessages,
  qbTransferMessages,
  type FieldProblemInput,
  type QbQuizDocument,
  type QbQuizImportResult,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { mattersNeeded, renderWording, searchTextOf, wordingOf } from './question-wording';
import { createQbQuestionsRepository } from './questions.repository';
import { createQbQuizzesRepository } from './quizzes.repository';
import { createQbTransferRepository } from './transfer.repository';

/** A quiz file installed here (the import of transfer.service.ts). */

type DocumentMatter = QbQuizDocument['matters'][number];
type DocumentQuestion = QbQuizDocument['questions'][number];

/**
 * New matters in an order that puts every parent before its children, or the
 * index of a matter caught in a cycle of parents.
 */
function parentsFirst(
  matters: DocumentMatter[],
): { ordered: DocumentMatter[] } | { cycleAt: number } {
  const pending = new Map(matters.map((matter) => [matter.matter_id, matter]));
  const ordered: DocumentMatter[] = [];
  while (pending.size > 0) {
    const ready = [...pending.values()].filter(
      (matter) => matter.parent_id === null || !pending.has(matter.parent_id),
    );
    if (ready.length === 0) {
      const [stuck] = [...pending.values()];
      return { cycleAt: stuck === undefined ? 0 : matters.indexOf(stuck) };
    }
    for (const matter of ready) {
      ordered.push(matter);
      pending.delete(matter.matter_id);
    }
  }
  return { ordered };
}

/**
 * Installs a quiz file in the caller's transaction: every reference must
 * lead to the file or to this installation (400 per field otherwise); what is
 * installed already is reused as it is, the rest inserted with the file's ids,
 * and the quiz becomes a draft, audited.
 */
export async function installQuiz(
  transaction: Executor,
  document: QbQuizDocument,
  actor: AuthUser,
): Promise<QbQuizImportResult> {
  const repository = createQbTransferRepository(transaction);
  const { quiz } = document;
  const installed = await repository.quiz(quiz.quiz_id);
  if (installed !== undefined) {
    throw AppError.conflict(`${qbTransferMessages.alreadyInstalled}: "${installed.title_en}".`);
  }

  // What the document names, and which of it is installed here already.
  const matterIds = new Set([
    ...document.matters.flatMap((matter) =>
      matter.parent_id === null ? [matter.matter_id] : [matter.matter_id, matter.parent_id],
    ),
    ...document.questions.flatMap((question) => question.matter_ids),
  ]);
  const optionIds = new Set([
    ...document.options.map((option) => option.option_id),
    ...document.questions.flatMap((question) => question.options.map((row) => row.option_id)),
    ...quiz.questions.flatMap((question) => question.correct_option_ids),
  ]);
  const phraseIds = new Set([
    ...document.phrases.map((phrase) => phrase.phrase_id),
    ...document.questions.flatMap((question) =>
      question.phrase_id === null ? [] : [question.phrase_id],
    ),
  ]);
  const [matters, options, phrases, questionIds] = await Promise.all([
    repository.matters([...matterIds]),
    repository.options([...optionIds]),
    repository.phrases([...phraseIds]),
    createQbQuizzesRepository(transaction).lockQuestions(
      document.questions.map((question) => question.question_id),
    ),
  ]);
  const installedAlternatives = await repository.alternativesOf(options.map((o) => o.option_id));
  const installedMatters = new Set(matters.map((matter) => matter.matter_id));
  const installedOptions = new Set(options.map((option) => option.option_id));
  const installedPhrases = new Map(phrases.map((phrase) => [phrase.phrase_id, phrase]));
  const installedQuestions = new Set(questionIds);

  const newMatters = document.matters.filter((matter) => !installedMatters.has(matter.matter_id));
  const newOptions = document.options.filter((option) => !installedOptions.has(option.option_id));
  const newPhrases = document.phrases.filter((phrase) => !installedPhrases.has(phrase.phrase_id));
  const newQuestions = document.questions.filter(
    (question) => !installedQuestions.has(question.question_id),
  );

  // Every reference must lead to the document or to this installation.
  const documentMatters = new Set(document.matters.map((matter) => matter.matter_id));
  const documentOptions = new Set(document.options.map((option) => option.option_id));
  const documentPhrases = new Map(document.phrases.map((phrase) => [phrase.phrase_id, phrase]));
  const knownMatter = (id: string) => documentMatters.has(id) || installedMatters.has(id);
  const knownOption = (id: string) => documentOptions.has(id) || installedOptions.has(id);
  /** The option an alternative belongs to, once the import is done. */
  const alternativeOption = new Map<string, string>(
    installedAlternatives.map((alternative) => [alternative.alternative_id, alternative.option_id]),
  );
  for (const option of newOptions) {
    for (const alternative of option.alternatives) {
      alternativeOption.set(alternative.alternative_id, option.option_id);
    }
  }
  const documentAlternativeOption = new Map(
    document.options.flatMap((option) =>
      option.alternatives.map((alternative) => [alternative.alternative_id, option.option_id]),
    ),
  );

  const problems: FieldProblemInput[] = [];
  document.matters.forEach((matter, index) => {
    if (matter.parent_id !== null && !knownMatter(matter.parent_id)) {
      problems.push({
        field: `body.matters.${String(index)}.parent_id`,
        message: qbMissingReferenceMessage('matter', matter.parent_id),
      });
    }
  });
  const ordering = parentsFirst(newMatters);
  if ('cycleAt' in ordering) {
    const stuck = newMatters[ordering.cycleAt];
    problems.push({
      field: `body.matters.${String(stuck === undefined ? 0 : document.matters.indexOf(stuck))}.parent_id`,
      message: qbTransferMessages.parentCycle,
    });
  }
  document.questions.forEach((question, index) => {
    const at = `body.questions.${String(index)}`;
    if (
      question.phrase_id !== null &&
      !documentPhrases.has(question.phrase_id) &&
      !installedPhrases.has(question.phrase_id)
    ) {
      problems.push({
        field: `${at}.phrase_id`,
        message: qbMissingReferenceMessage('phrase', question.phrase_id),
      });
    }
    question.matter_ids.forEach((matterId, matterIndex) => {
      if (!knownMatter(matterId)) {
        problems.push({
          field: `${at}.matter_ids.${String(matterIndex)}`,
          message: qbMissingReferenceMessage('matter', matterId),
        });
      }
    });
    question.options.forEach((row, optionIndex) => {
      if (!knownOption(row.option_id)) {
        problems.push({
          field: `${at}.options.${String(optionIndex)}.option_id`,
          message: qbMissingReferenceMessage('option', row.option_id),
        });
      } else if (
        row.alternative_id !== null &&
        (alternativeOption.get(row.alternative_id) ??
          documentAlternativeOption.get(row.alternative_id)) !== row.option_id
      ) {
        problems.push({
          field: `${at}.options.${String(optionIndex)}.alternative_id`,
          message: qbQuestionMessages.alternativeNotOfOption,
        });
      }
    });
  });
  const documentQuestions = new Map(
    document.questions.map((question) => [question.question_id, question]),
  );
  quiz.questions.forEach((row, index) => {
    const offered = new Set(
      documentQuestions.get(row.question_id)?.options.map((option) => option.option_id) ?? [],
    );
    row.correct_option_ids.forEach((optionId, keyIndex) => {
      if (!offered.has(optionId)) {
        problems.push({
          field: `body.quiz.questions.${String(index)}.correct_option_ids.${String(keyIndex)}`,
          message: qbAnswerKeyNotOptionMessage(optionId),
        });
      }
    });
  });
  if (problems.length > 0) {
    throw AppError.badRequest('This quiz file cannot be imported: please check it', problems);
  }

  // Parents before their children; options with their alternatives; then phrases.
  if ('ordered' in ordering) {
    for (const matter of ordering.ordered) await repository.insertMatter(matter, actor.userId);
  }
  for (const option of newOptions) {
    await repository.insertOption(option, actor.userId);
  }
  for (const phrase of newPhrases) await repository.insertPhrase(phrase, actor.userId);

  const questions = createQbQuestionsRepository(transaction);
  for (const question of newQuestions) {
    await insertQuestion(transaction, question, alternativeOption, actor, document);
    await questions.setMatters(question.question_id, question.matter_ids);
  }
  await repository.insertQuiz(quiz, actor.userId);

  const result: QbQuizImportResult = {
    quiz_id: quiz.quiz_id,
    title_en: quiz.titles.en,
    title_tr: quiz.titles.tr,
    created: {
      matters: newMatters.length,
      options: newOptions.length,
      phrases: newPhrases.length,
      questions: newQuestions.length,
    },
    reused: {
      matters: document.matters.length - newMatters.length,
      options: document.options.length - newOptions.length,
      phrases: document.phrases.length - newPhrases.length,
      questions: document.questions.length - newQuestions.length,
    },
  };
  await recordRowAudit(transaction, actor.userId, 'qb_quiz.imported', quiz.quiz_id, {
    created: result.created,
    reused: result.reused,
  });
  return result;
}

/**
 * A question of the document with its first version. Its wording is rendered
 * from the phrase and matters as installed now (an installed phrase or matter
 * is reused as it is), for the search text the builder keeps. An alternative
 * wording the installed option does not have falls back to the option's own.
 */
async function insertQuestion(
  transaction: Executor,
  question: DocumentQuestion,
  alternativeOption: ReadonlyMap<string, string>,
  actor: AuthUser,
  document: QbQuizDocument,
): Promise<void> {
  const questions = createQbQuestionsRepository(transaction);
  const [phrase, matterRows] = await Promise.all([
    question.phrase_id === null ? Promise.resolve(undefined) : questions.phrase(question.phrase_id),
    questions.matters(question.matter_ids),
  ]);
  const matterById = new Map(matterRows.map((matter) => [matter.matter_id, matter]));
  const matters = question.matter_ids.flatMap((matterId) => {
    const matter = matterById.get(matterId);
    return matter === undefined ? [] : [matter];
  });
  const at = `body.questions.${String(document.questions.indexOf(question))}`;
  if (phrase !== undefined) {
    const needed = mattersNeeded([phrase.template_en, phrase.template_tr]);
    if (needed > matters.length) {
      throw AppError.badRequest('This quiz file cannot be imported: please check it', [
        { field: `${at}.matter_ids`, message: qbPhraseNeedsMattersMessage(needed, matters.length) },
      ]);
    }
  }
  const wording = renderWording(wordingOf(phrase, question), matters);
  const values = {
    phrase_id: question.phrase_id,
    text_en: question.phrase_id === null ? question.text_en : null,
    text_tr: question.phrase_id === null ? question.text_tr : null,
    importance: question.importance,
    status: question.status,
  };
  const repository = createQbTransferRepository(transaction);
  await repository.insertQuestion(question, searchTextOf(wording, values), actor.userId);
  const versionId = await questions.insertVersion(
    question.question_id,
    1,
    { type: question.type, scale_max: question.scale_max },
    actor.userId,
  );
  await questions.setVersionOptions(
    versionId,
    question.options.map((row) => ({
      option_id: row.option_id,
      alternative_id:
        row.alternative_id !== null && alternativeOption.get(row.alternative_id) === row.option_id
          ? row.alternative_id
          : null,
    })),
  );
}
