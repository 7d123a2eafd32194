import {
  qbQuizDocumentFormat,
  qbQuizDocumentVersion,
  type QbQuizDocument,
  type QbQuizImportResult,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { installQuiz } from './quiz-import';
import { runGuarded } from './quiz-builder-common';
import { createQbQuizzesRepository } from './quizzes.repository';
import { createQbTransferRepository } from './transfer.repository';

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

/**
 * A whole quiz as one JSON document and back (issue #7). The export holds the
 * current version of every question and every phrase, option and matter they
 * use; the import keeps the ids, reuses what is installed as it is, inserts the
 * rest and makes the quiz a draft, all in one transaction (quiz-import.ts).
 */
export function createQbTransferService(db: Database) {
  async function exportQuiz(executor: Executor, quizId: string): Promise<QbQuizDocument> {
    const repository = createQbTransferRepository(executor);
    const quiz = await repository.quiz(quizId);
    if (quiz === undefined) throw quizNotFound();
    const [quizQuestions, keys] = await Promise.all([
      repository.quizQuestions(quizId),
      createQbQuizzesRepository(executor).answerKeysOf(quizId),
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
      return runGuarded(
        () => db.transaction(async (transaction) => installQuiz(transaction, document, actor)),
        'Some of these things were installed or changed at the same time; please try again',
      );
    },
  };
}

export type QbTransferService = ReturnType<typeof createQbTransferService>;
