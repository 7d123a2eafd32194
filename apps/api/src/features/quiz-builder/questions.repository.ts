import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type QbQuestionListQuery,
  type QbQuestionStatus,
  type QbQuestionType,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { offsetOf } from '../../db/paging';
import {
  createQbQuestionVersionsRepository,
  type VersionRow,
} from './question-versions.repository';
import { qbQuestionMatters, qbQuestionVersions, qbQuestions } from './questions.tables';
import { qbMatters, qbOptionAlternatives, qbOptions, qbPhrases } from './quiz-builder.tables';
import { currentVersionJoin, usageOf, type Usage } from './quiz-builder-sql';
import { qbQuizQuestions, qbQuizzes } from './quizzes.tables';
import { qbResponses } from './responses.tables';

export type QuestionRow = typeof qbQuestions.$inferSelect;

/** The values of a question row a body sets. */
export interface QuestionValues {
  phrase_id: string | null;
  text_en: string | null;
  text_tr: string | null;
  importance: number;
  status: QbQuestionStatus;
}

/** A question with its phrase, its current version and how much it is used. */
export interface QuestionWithVersion {
  question: QuestionRow;
  phrase: { phrase_id: string; template_en: string; template_tr: string } | null;
  version: VersionRow;
  version_count: number;
  response_count: number;
  quiz_count: number;
}

export interface QuestionMatterRow {
  question_id: string;
  matter_id: string;
  name_en: string;
  name_tr: string;
}

// Written out in full: the counts are correlated with the outer qb_questions row.
const versionCount = sql<number>`(select count(*)::int from qb_question_versions as counted_versions where counted_versions.question_id = qb_questions.question_id)`;
const responseCount = sql<number>`(select count(*)::int from qb_responses where qb_responses.question_id = qb_questions.question_id)`;
const quizCount = sql<number>`(select count(*)::int from qb_quiz_questions where qb_quiz_questions.question_id = qb_questions.question_id)`;

/**
 * The quiz builder's questions: their wording, matters and usage, and (from
 * question-versions.repository.ts) their versions with the options of each.
 */
export function createQbQuestionsRepository(db: Executor) {
  return {
    ...createQbQuestionVersionsRepository(db),

    /** Each question's current version and its type (what an answer is recorded against). */
    async findCurrentVersions(
      questionIds: readonly string[],
    ): Promise<{ question_id: string; version_id: string; type: QbQuestionType }[]> {
      if (questionIds.length === 0) return [];
      return db
        .select({
          question_id: qbQuestions.question_id,
          version_id: qbQuestionVersions.version_id,
          type: qbQuestionVersions.type,
        })
        .from(qbQuestions)
        .innerJoin(qbQuestionVersions, currentVersionJoin)
        .where(inArray(qbQuestions.question_id, [...questionIds]));
    },

    /** One page of question ids, newest change first, and the total. */
    async findQuestionIds(query: QbQuestionListQuery): Promise<{ ids: string[]; total: number }> {
      const conditions: (SQL | undefined)[] = [];
      if (query.q !== undefined && query.q !== '') {
        const pattern = `%${escapeLikePattern(foldSearchText(query.q))}%`;
        conditions.push(
          or(like(qbQuestions.search_text, pattern), like(qbPhrases.search_text, pattern)),
        );
      }
      if (query.status !== undefined) conditions.push(eq(qbQuestions.status, query.status));
      if (query.type !== undefined) conditions.push(eq(qbQuestionVersions.type, query.type));
      if (query.matter_id !== undefined) {
        conditions.push(
          sql`exists (select 1 from qb_question_matters as filtered_matters where filtered_matters.question_id = ${qbQuestions.question_id} and filtered_matters.matter_id = ${query.matter_id})`,
        );
      }
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select({ question_id: qbQuestions.question_id })
          .from(qbQuestions)
          .leftJoin(qbPhrases, eq(qbPhrases.phrase_id, qbQuestions.phrase_id))
          .innerJoin(qbQuestionVersions, currentVersionJoin)
          .where(where)
          .orderBy(desc(qbQuestions.updated_at), asc(qbQuestions.question_id))
          .limit(query.page_size)
          .offset(offsetOf(query)),
        db
          .select({ value: count() })
          .from(qbQuestions)
          .leftJoin(qbPhrases, eq(qbPhrases.phrase_id, qbQuestions.phrase_id))
          .innerJoin(qbQuestionVersions, currentVersionJoin)
          .where(where),
      ]);
      return { ids: rows.map((row) => row.question_id), total: totals[0]?.value ?? 0 };
    },

    /** Some questions with their phrase, current version and counts (in no order). */
    async findQuestions(questionIds: string[]): Promise<QuestionWithVersion[]> {
      if (questionIds.length === 0) return [];
      const rows = await db
        .select({
          question: qbQuestions,
          phrase_id: qbPhrases.phrase_id,
          template_en: qbPhrases.template_en,
          template_tr: qbPhrases.template_tr,
          version: qbQuestionVersions,
          version_count: versionCount,
          response_count: responseCount,
          quiz_count: quizCount,
        })
        .from(qbQuestions)
        .leftJoin(qbPhrases, eq(qbPhrases.phrase_id, qbQuestions.phrase_id))
        .innerJoin(qbQuestionVersions, currentVersionJoin)
        .where(inArray(qbQuestions.question_id, questionIds));
      return rows.map((row) => ({
        question: row.question,
        phrase:
          row.phrase_id === null || row.template_en === null || row.template_tr === null
            ? null
            : {
                phrase_id: row.phrase_id,
                template_en: row.template_en,
                template_tr: row.template_tr,
              },
        version: row.version,
        version_count: row.version_count,
        response_count: row.response_count,
        quiz_count: row.quiz_count,
      }));
    },

    /** The matters of some questions, each question's in order. */
    async mattersOf(questionIds: string[]): Promise<QuestionMatterRow[]> {
      if (questionIds.length === 0) return [];
      return db
        .select({
          question_id: qbQuestionMatters.question_id,
          matter_id: qbMatters.matter_id,
          name_en: qbMatters.name_en,
          name_tr: qbMatters.name_tr,
        })
        .from(qbQuestionMatters)
        .innerJoin(qbMatters, eq(qbMatters.matter_id, qbQuestionMatters.matter_id))
        .where(inArray(qbQuestionMatters.question_id, questionIds))
        .orderBy(asc(qbQuestionMatters.question_id), asc(qbQuestionMatters.position));
    },

    async lockQuestion(questionId: string): Promise<QuestionRow | undefined> {
      const [row] = await db
        .select()
        .from(qbQuestions)
        .where(eq(qbQuestions.question_id, questionId))
        .for('update');
      return row;
    },

    async questionMatterIds(questionId: string): Promise<string[]> {
      const rows = await db
        .select({ matter_id: qbQuestionMatters.matter_id })
        .from(qbQuestionMatters)
        .where(eq(qbQuestionMatters.question_id, questionId))
        .orderBy(asc(qbQuestionMatters.position));
      return rows.map((row) => row.matter_id);
    },

    /** The phrase, share-locked so that it stays while the question is saved. */
    async phrase(phraseId: string) {
      const [row] = await db
        .select({
          phrase_id: qbPhrases.phrase_id,
          template_en: qbPhrases.template_en,
          template_tr: qbPhrases.template_tr,
        })
        .from(qbPhrases)
        .where(eq(qbPhrases.phrase_id, phraseId))
        .for('share');
      return row;
    },

    async matters(matterIds: string[]) {
      if (matterIds.length === 0) return [];
      return db
        .select({
          matter_id: qbMatters.matter_id,
          name_en: qbMatters.name_en,
          name_tr: qbMatters.name_tr,
        })
        .from(qbMatters)
        .where(inArray(qbMatters.matter_id, matterIds))
        .for('share');
    },

    async optionIds(optionIds: string[]): Promise<string[]> {
      if (optionIds.length === 0) return [];
      const rows = await db
        .select({ option_id: qbOptions.option_id })
        .from(qbOptions)
        .where(inArray(qbOptions.option_id, optionIds))
        .for('share');
      return rows.map((row) => row.option_id);
    },

    async alternatives(alternativeIds: string[]) {
      if (alternativeIds.length === 0) return [];
      return db
        .select({
          alternative_id: qbOptionAlternatives.alternative_id,
          option_id: qbOptionAlternatives.option_id,
        })
        .from(qbOptionAlternatives)
        .where(inArray(qbOptionAlternatives.alternative_id, alternativeIds));
    },

    async insertQuestion(
      values: QuestionValues,
      searchText: string,
      actorId: string,
    ): Promise<string> {
      const [row] = await db
        .insert(qbQuestions)
        .values({ ...values, search_text: searchText, created_by: actorId, updated_by: actorId })
        .returning({ question_id: qbQuestions.question_id });
      if (row === undefined) throw new Error('The question was not inserted');
      return row.question_id;
    },

    async updateQuestion(
      questionId: string,
      values: QuestionValues & { current_version: number },
      searchText: string,
      actorId: string,
    ): Promise<void> {
      await db
        .update(qbQuestions)
        .set({ ...values, search_text: searchText, updated_by: actorId, updated_at: new Date() })
        .where(eq(qbQuestions.question_id, questionId));
    },

    async setMatters(questionId: string, matterIds: string[]): Promise<void> {
      await db.delete(qbQuestionMatters).where(eq(qbQuestionMatters.question_id, questionId));
      if (matterIds.length === 0) return;
      await db.insert(qbQuestionMatters).values(
        matterIds.map((matterId, position) => ({
          question_id: questionId,
          matter_id: matterId,
          position,
        })),
      );
    },

    async quizUsage(questionId: string, limit: number): Promise<Usage> {
      const where = eq(qbQuizQuestions.question_id, questionId);
      return usageOf(
        db
          .select({ label: qbQuizzes.title_en })
          .from(qbQuizQuestions)
          .innerJoin(qbQuizzes, eq(qbQuizzes.quiz_id, qbQuizQuestions.quiz_id))
          .where(where)
          .orderBy(asc(qbQuizzes.created_at), asc(qbQuizzes.quiz_id))
          .limit(limit),
        db.select({ value: count() }).from(qbQuizQuestions).where(where),
      );
    },

    async responseCount(questionId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(qbResponses)
        .where(eq(qbResponses.question_id, questionId));
      return row?.value ?? 0;
    },

    async deleteQuestion(questionId: string): Promise<void> {
      await db.delete(qbQuestions).where(eq(qbQuestions.question_id, questionId));
    },
  };
}

export type QbQuestionsRepository = ReturnType<typeof createQbQuestionsRepository>;
