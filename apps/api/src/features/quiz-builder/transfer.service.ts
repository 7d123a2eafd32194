import {
  qbAnswerKeyNotOptionMessage,
  qbMissingReferenceMessage,
  qbPhraseNeedsMattersMessage,
  qbPhrasePlaceholders,
  qbQuestionMessages,
  qbQuizDocumentFormat,
  qbQuizDocumentVersion,
  qbTransferMessages,
  type FieldProblemInput,
  type QbQuizDocument,
  type QbQuizImportResult,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createQbQuestionsRepository } from './questions.repository';
import { renderTemplate, searchTextOf } from './questions.service';
import { isConcurrentConflict, optionSearchText } from './quiz-builder.service';
import { createQbTransferRepository } from './transfer.repository';

type DocumentMatter = QbQuizDocument['matters'][number];
type DocumentQuestion = QbQuizDocument['questions'][number];

const quizNotFound = () => AppError.notFound('Quiz not found');

const byId = <Row>(rows: Row[], id: (row: Row) => string) =>
  [...rows].sort((left, right) => id(left).localeCompare(id(right)));

/** A file name from the English title: "Campus life!" → "campus-life.quiz.json". */
export function quizFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug === '' ? 'quiz' : slug}.quiz.json`;
}

/** How many matters a phrase's placeholders need ({matter_2} needs two). */
function mattersNeeded(templates: string[]): number {
  let needed = 0;
  qbPhrasePlaceholders.forEach((placeholder, index) => {
    if (templates.some((template) => template.includes(`{${placeholder}}`))) needed = index + 1;
  });
  return needed;
}

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
 * A whole quiz as one JSON document and back (issue #7). The export holds the
 * current version of every question and every phrase, option and matter they
 * use; the import keeps the ids, reuses what is installed as it is, inserts the
 * rest and makes the quiz a draft, all in one transaction.
 */
export function createQbTransferService(db: Database) {
  async function exportQuiz(executor: Executor, quizId: string): Promise<QbQuizDocument> {
    const repository = createQbTransferRepository(executor);
    const quiz = await repository.quiz(quizId);
    if (quiz === undefined) throw quizNotFound();
    const [quizQuestions, keys] = await Promise.all([
      repository.quizQuestions(quizId),
      repository.answerKeys(quizId),
    ]);
    const questionIds = quizQuestions.map((row) => row.question_id);
    const [questions, questionMatters] = await Promise.all([
      repository.currentQuestions(questionIds),
      repository.questionMatters(questionIds),
    ]);
    const versionOptions = await repository.versionOptions(
      questions.map((question) => question.version_id),
    );

    const optionIds = new Set([
      ...versionOptions.map((row) => row.option_id),
      ...keys.map((key) => key.option_id),
    ]);
    const phraseIds = new Set(
      questions.flatMap((question) => (question.phrase_id === null ? [] : [question.phrase_id])),
    );
    const [phrases, options, alternatives] = await Promise.all([
      repository.phrases([...phraseIds]),
      repository.options([...optionIds]),
      repository.alternativesOf([...optionIds]),
    ]);

    // The matters of the questions and, level by level, their parents.
    const matters = new Map<string, Awaited<ReturnType<typeof repository.matters>>[number]>();
    let wanted = [...new Set(questionMatters.map((row) => row.matter_id))];
    while (wanted.length > 0) {
      for (const matter of await repository.matters(wanted)) matters.set(matter.matter_id, matter);
      wanted = [
        ...new Set(
          [...matters.values()].flatMap((matter) =>
            matter.parent_id === null || matters.has(matter.parent_id) ? [] : [matter.parent_id],
          ),
        ),
      ];
    }

    const questionById = new Map(questions.map((question) => [question.question_id, question]));
    return {
      format: qbQuizDocumentFormat,
      format_version: qbQuizDocumentVersion,
      exported_at: new Date().toISOString(),
      quiz: {
        quiz_id: quiz.quiz_id,
        titles: { en: quiz.title_en, tr: quiz.title_tr },
        descriptions: { en: quiz.description_en, tr: quiz.description_tr },
        purpose: quiz.purpose,
        pass_score: quiz.pass_score,
        questions: quizQuestions.map((row) => ({
          question_id: row.question_id,
          position: row.position,
          points: row.points,
          correct_option_ids: keys
            .filter((key) => key.question_id === row.question_id)
            .map((key) => key.option_id),
        })),
      },
      questions: questionIds.flatMap((questionId) => {
        const question = questionById.get(questionId);
        if (question === undefined) return [];
        return [
          {
            question_id: question.question_id,
            type: question.type,
            scale_max: question.scale_max,
            phrase_id: question.phrase_id,
            text_en: question.text_en,
            text_tr: question.text_tr,
            matter_ids: questionMatters
              .filter((row) => row.question_id === questionId)
              .map((row) => row.matter_id),
            options: versionOptions
              .filter((row) => row.version_id === question.version_id)
              .map((row) => ({ option_id: row.option_id, alternative_id: row.alternative_id })),
            importance: question.importance,
            status: question.status,
          },
        ];
      }),
      phrases: byId(phrases, (phrase) => phrase.phrase_id),
      options: byId(options, (option) => option.option_id).map((option) => ({
        ...option,
        alternatives: alternatives
          .filter((alternative) => alternative.option_id === option.option_id)
          .map((alternative) => ({
            alternative_id: alternative.alternative_id,
            text_en: alternative.text_en,
            text_tr: alternative.text_tr,
          })),
      })),
      matters: byId([...matters.values()], (matter) => matter.matter_id).map((matter) => ({
        matter_id: matter.matter_id,
        names: { en: matter.name_en, tr: matter.name_tr },
        descriptions: { en: matter.description_en, tr: matter.description_tr },
        parent_id: matter.parent_id,
      })),
    };
  }

  return {
    async exportQuiz(quizId: string): Promise<{ document: QbQuizDocument; fileName: string }> {
      const document = await exportQuiz(db, quizId);
      return { document, fileName: quizFileName(document.quiz.titles.en) };
    },

    async importQuiz(document: QbQuizDocument, actor: AuthUser): Promise<QbQuizImportResult> {
      try {
        return await db.transaction(async (transaction) =>
          importInto(transaction, document, actor),
        );
      } catch (error) {
        if (isConcurrentConflict(error)) {
          throw AppError.conflict(
            'Some of these things were installed or changed at the same time; please try again',
          );
        }
        throw error;
      }
    },
  };
}

async function importInto(
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
    repository.questionIds(document.questions.map((question) => question.question_id)),
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
    await repository.insertOption(option, optionSearchText(option), actor.userId);
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
  await recordAudit(transaction, {
    actorId: actor.userId,
    action: 'qb_quiz.imported',
    targetType: 'qb_quiz',
    targetId: quiz.quiz_id,
    details: { created: result.created, reused: result.reused },
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
  const wording =
    phrase === undefined
      ? { en: question.text_en ?? '', tr: question.text_tr ?? '' }
      : {
          en: renderTemplate(phrase.template_en, matters, 'en'),
          tr: renderTemplate(phrase.template_tr, matters, 'tr'),
        };
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

export type QbTransferService = ReturnType<typeof createQbTransferService>;
