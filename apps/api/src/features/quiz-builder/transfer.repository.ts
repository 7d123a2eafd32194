import { asc, eq, inArray } from 'drizzle-orm';
import { foldSearchText, type QbQuizDocument } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { matterSearchText } from './matters.repository';
import { optionSearchText } from './options.repository';
import { phraseSearchText } from './phrases.repository';
import {
  qbQuestionMatters,
  qbQuestionVersionOptions,
  qbQuestionVersions,
  qbQuestions,
} from './questions.tables';
import { qbMatters, qbOptionAlternatives, qbOptions, qbPhrases } from './quiz-builder.tables';
import { currentVersionJoin } from './quiz-builder-sql';
import { qbQuizAnswerKeys, qbQuizQuestions, qbQuizzes } from './quizzes.tables';

type DocumentMatter = QbQuizDocument['matters'][number];
type DocumentOption = QbQuizDocument['options'][number];
type DocumentPhrase = QbQuizDocument['phrases'][number];
type DocumentQuiz = QbQuizDocument['quiz'];

/**
 * Reads a quiz with everything it uses for an export, and writes an imported
 * one with the ids of the document (docs/decisions/013-quiz-builder.md).
 */
export function createQbTransferRepository(db: Executor) {
  return {
    async quiz(quizId: string) {
      const [row] = await db.select().from(qbQuizzes).where(eq(qbQuizzes.quiz_id, quizId));
      return row;
    },

    async quizQuestions(quizId: string) {
      return db
        .select({
          question_id: qbQuizQuestions.question_id,
          position: qbQuizQuestions.position,
          points: qbQuizQuestions.points,
        })
        .from(qbQuizQuestions)
        .where(eq(qbQuizQuestions.quiz_id, quizId))
        .orderBy(asc(qbQuizQuestions.position));
    },

    /** Questions with their current version's id, type and scale. */
    async currentQuestions(questionIds: string[]) {
      if (questionIds.length === 0) return [];
      return db
        .select({
          question_id: qbQuestions.question_id,
          phrase_id: qbQuestions.phrase_id,
          text_en: qbQuestions.text_en,
          text_tr: qbQuestions.text_tr,
          importance: qbQuestions.importance,
          status: qbQuestions.status,
          version_id: qbQuestionVersions.version_id,
          type: qbQuestionVersions.type,
          scale_max: qbQuestionVersions.scale_max,
        })
        .from(qbQuestions)
        .innerJoin(qbQuestionVersions, currentVersionJoin)
        .where(inArray(qbQuestions.question_id, questionIds));
    },

    async questionMatters(questionIds: string[]) {
      if (questionIds.length === 0) return [];
      return db
        .select({
          question_id: qbQuestionMatters.question_id,
          matter_id: qbQuestionMatters.matter_id,
        })
        .from(qbQuestionMatters)
        .where(inArray(qbQuestionMatters.question_id, questionIds))
        .orderBy(asc(qbQuestionMatters.question_id), asc(qbQuestionMatters.position));
    },

    async versionOptions(versionIds: string[]) {
      if (versionIds.length === 0) return [];
      return db
        .select({
          version_id: qbQuestionVersionOptions.version_id,
          option_id: qbQuestionVersionOptions.option_id,
          alternative_id: qbQuestionVersionOptions.alternative_id,
        })
        .from(qbQuestionVersionOptions)
        .where(inArray(qbQuestionVersionOptions.version_id, versionIds))
        .orderBy(asc(qbQuestionVersionOptions.version_id), asc(qbQuestionVersionOptions.position));
    },

    async phrases(phraseIds: string[]) {
      if (phraseIds.length === 0) return [];
      return db
        .select({
          phrase_id: qbPhrases.phrase_id,
          template_en: qbPhrases.template_en,
          template_tr: qbPhrases.template_tr,
        })
        .from(qbPhrases)
        .where(inArray(qbPhrases.phrase_id, phraseIds))
        .for('share');
    },

    async options(optionIds: string[]) {
      if (optionIds.length === 0) return [];
      return db
        .select({
          option_id: qbOptions.option_id,
          text_en: qbOptions.text_en,
          text_tr: qbOptions.text_tr,
          value: qbOptions.value,
        })
        .from(qbOptions)
        .where(inArray(qbOptions.option_id, optionIds))
        .for('share');
    },

    async alternativesOf(optionIds: string[]) {
      if (optionIds.length === 0) return [];
      return db
        .select({
          alternative_id: qbOptionAlternatives.alternative_id,
          option_id: qbOptionAlternatives.option_id,
          text_en: qbOptionAlternatives.text_en,
          text_tr: qbOptionAlternatives.text_tr,
        })
        .from(qbOptionAlternatives)
        .where(inArray(qbOptionAlternatives.option_id, optionIds))
        .orderBy(asc(qbOptionAlternatives.option_id), asc(qbOptionAlternatives.position));
    },

    async matters(matterIds: string[]) {
      if (matterIds.length === 0) return [];
      return db
        .select({
          matter_id: qbMatters.matter_id,
          name_en: qbMatters.name_en,
          name_tr: qbMatters.name_tr,
          description_en: qbMatters.description_en,
          description_tr: qbMatters.description_tr,
          parent_id: qbMatters.parent_id,
        })
        .from(qbMatters)
        .where(inArray(qbMatters.matter_id, matterIds))
        .for('share');
    },

    async insertMatter(matter: DocumentMatter, actorId: string): Promise<void> {
      const values = {
        name_en: matter.names.en,
        name_tr: matter.names.tr,
        description_en: matter.descriptions.en,
        description_tr: matter.descriptions.tr,
        parent_id: matter.parent_id,
      };
      await db.insert(qbMatters).values({
        matter_id: matter.matter_id,
        ...values,
        search_text: matterSearchText(values),
        created_by: actorId,
        updated_by: actorId,
      });
    },

    async insertOption(option: DocumentOption, actorId: string): Promise<void> {
      await db.insert(qbOptions).values({
        option_id: option.option_id,
        text_en: option.text_en,
        text_tr: option.text_tr,
        value: option.value,
        search_text: optionSearchText(option),
        created_by: actorId,
        updated_by: actorId,
      });
      if (option.alternatives.length === 0) return;
      await db.insert(qbOptionAlternatives).values(
        option.alternatives.map((alternative, position) => ({
          alternative_id: alternative.alternative_id,
          option_id: option.option_id,
          text_en: alternative.text_en,
          text_tr: alternative.text_tr,
          position,
        })),
      );
    },

    async insertPhrase(phrase: DocumentPhrase, actorId: string): Promise<void> {
      await db.insert(qbPhrases).values({
        phrase_id: phrase.phrase_id,
        template_en: phrase.template_en,
        template_tr: phrase.template_tr,
        search_text: phraseSearchText(phrase),
        created_by: actorId,
        updated_by: actorId,
      });
    },

    async insertQuestion(
      question: QbQuizDocument['questions'][number],
      searchText: string,
      actorId: string,
    ): Promise<void> {
      await db.insert(qbQuestions).values({
        question_id: question.question_id,
        phrase_id: question.phrase_id,
        text_en: question.phrase_id === null ? question.text_en : null,
        text_tr: question.phrase_id === null ? question.text_tr : null,
        importance: question.importance,
        status: question.status,
        current_version: 1,
        search_text: searchText,
        created_by: actorId,
        updated_by: actorId,
      });
    },

    /** The quiz as a draft, with its ordered questions and answer keys. */
    async insertQuiz(quiz: DocumentQuiz, actorId: string): Promise<void> {
      await db.insert(qbQuizzes).values({
        quiz_id: quiz.quiz_id,
        title_en: quiz.titles.en,
        title_tr: quiz.titles.tr,
        description_en: quiz.descriptions.en,
        description_tr: quiz.descriptions.tr,
        status: 'draft',
        purpose: quiz.purpose,
        pass_score: quiz.pass_score,
        search_text: foldSearchText(
          [quiz.titles.en, quiz.titles.tr, quiz.descriptions.en, quiz.descriptions.tr].join(' '),
        ),
        created_by: actorId,
        updated_by: actorId,
      });
      if (quiz.questions.length === 0) return;
      await db.insert(qbQuizQuestions).values(
        quiz.questions.map((question) => ({
          quiz_id: quiz.quiz_id,
          question_id: question.question_id,
          position: question.position,
          points: question.points,
        })),
      );
      const keys = quiz.questions.flatMap((question) =>
        question.correct_option_ids.map((optionId, position) => ({
          quiz_id: quiz.quiz_id,
          question_id: question.question_id,
          option_id: optionId,
          position,
        })),
      );
      if (keys.length > 0) await db.insert(qbQuizAnswerKeys).values(keys);
    },
  };
}

export type QbTransferRepository = ReturnType<typeof createQbTransferRepository>;
