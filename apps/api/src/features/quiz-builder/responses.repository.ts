import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type QbQuestionType,
  type QbResponseListQuery,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { qbQuestionVersionOptions, qbQuestionVersions, qbQuestions } from './questions.tables';
import { qbOptionAlternatives, qbOptions, qbPhrases } from './quiz-builder.tables';
import { qbQuizAnswerKeys, qbQuizQuestions, qbQuizzes } from './quizzes.tables';
import { qbQuizAttempts, qbResponseChoices, qbResponses } from './responses.tables';
import { readPage } from '../../db/paging';

export type ResponseRow = typeof qbResponses.$inferSelect;

/** A response with its `answered_at` as PostgreSQL prints it: a cursor keeps the microseconds. */
export type ExportResponseRow = ResponseRow & { answered_key: string };

/** A question's wording: its phrase or its own text. */
export interface QuestionWording {
  question_id: string;
  text_en: string | null;
  text_tr: string | null;
  template_en: string | null;
  template_tr: string | null;
}

export interface VersionInfo {
  version_id: string;
  version_number: number;
  type: QbQuestionType;
  scale_max: number | null;
}

/** A chosen option with the wording its version shows. */
export interface ChoiceRow {
  response_id: number;
  option_id: string;
  text_en: string;
  text_tr: string;
}

/** Stored text folded as `foldSearchText` folds a query (Turkish letters first, then lower case). */
function folded(text: SQL): SQL {
  return sql`lower(translate(${text}, 'ÇĞİIŞÖÜÂÎÛçğışöüâîû', 'cgiisouaiucgisouaiu'))`;
}

export function createQbResponsesRepository(db: Executor) {
  return {
    /**
     * One page of responses, newest first (the `(answered_at desc,
     * response_id)` index), and the total. `q` matches text answers, or the
     * users whose name or email matched it (`matchingUserIds`).
     */
    async page(
      query: QbResponseListQuery,
      matchingUserIds: string[],
    ): Promise<{ rows: ResponseRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [];
      if (query.quiz_id !== undefined) conditions.push(eq(qbResponses.quiz_id, query.quiz_id));
      if (query.question_id !== undefined) {
        conditions.push(eq(qbResponses.question_id, query.question_id));
      }
      if (query.user_id !== undefined) conditions.push(eq(qbResponses.user_id, query.user_id));
      if (query.text_only === true) conditions.push(isNotNull(qbResponses.text_value));
      if (query.hidden !== undefined) conditions.push(eq(qbResponses.is_hidden, query.hidden));
      if (query.q !== undefined && query.q !== '') {
        const pattern = `%${escapeLikePattern(foldSearchText(query.q))}%`;
        conditions.push(
          or(
            like(folded(sql`${qbResponses.text_value}`), pattern),
            matchingUserIds.length === 0
              ? undefined
              : inArray(qbResponses.user_id, matchingUserIds),
          ),
        );
      }
      const where = and(...conditions);
      return readPage(
        db
          .select()
          .from(qbResponses)
          .where(where)
          .orderBy(desc(qbResponses.answered_at), asc(qbResponses.response_id)),
        query,
        db.$count(qbResponses, where),
      );
    },

    async byId(responseId: number): Promise<ResponseRow | undefined> {
      const [row] = await db
        .select()
        .from(qbResponses)
        .where(eq(qbResponses.response_id, responseId));
      return row;
    },

    async lockById(responseId: number): Promise<ResponseRow | undefined> {
      const [row] = await db
        .select()
        .from(qbResponses)
        .where(eq(qbResponses.response_id, responseId))
        .for('update');
      return row;
    },

    async setHidden(responseId: number, hidden: boolean, actorId: string): Promise<void> {
      await db
        .update(qbResponses)
        .set(
          hidden
            ? { is_hidden: true, hidden_by: actorId, hidden_at: new Date() }
            : { is_hidden: false, hidden_by: null, hidden_at: null },
        )
        .where(eq(qbResponses.response_id, responseId));
    },

    async delete(responseId: number): Promise<void> {
      await db.delete(qbResponses).where(eq(qbResponses.response_id, responseId));
    },

    async quizzesOf(quizIds: string[]) {
      if (quizIds.length === 0) return [];
      return db
        .select({
          quiz_id: qbQuizzes.quiz_id,
          title_en: qbQuizzes.title_en,
          title_tr: qbQuizzes.title_tr,
        })
        .from(qbQuizzes)
        .where(inArray(qbQuizzes.quiz_id, quizIds));
    },

    async wordingsOf(questionIds: string[]): Promise<QuestionWording[]> {
      if (questionIds.length === 0) return [];
      return db
        .select({
          question_id: qbQuestions.question_id,
          text_en: qbQuestions.text_en,
          text_tr: qbQuestions.text_tr,
          template_en: qbPhrases.template_en,
          template_tr: qbPhrases.template_tr,
        })
        .from(qbQuestions)
        .leftJoin(qbPhrases, eq(qbPhrases.phrase_id, qbQuestions.phrase_id))
        .where(inArray(qbQuestions.question_id, questionIds));
    },

    async versionsOf(versionIds: string[]): Promise<VersionInfo[]> {
      if (versionIds.length === 0) return [];
      return db
        .select({
          version_id: qbQuestionVersions.version_id,
          version_number: qbQuestionVersions.version_number,
          type: qbQuestionVersions.type,
          scale_max: qbQuestionVersions.scale_max,
        })
        .from(qbQuestionVersions)
        .where(inArray(qbQuestionVersions.version_id, versionIds));
    },

    /** The chosen options of some responses, in rank order, as their versions word them. */
    async choicesOf(responseIds: number[]): Promise<ChoiceRow[]> {
      if (responseIds.length === 0) return [];
      return db
        .select({
          response_id: qbResponseChoices.response_id,
          option_id: qbResponseChoices.option_id,
          text_en: sql<string>`coalesce(${qbOptionAlternatives.text_en}, ${qbOptions.text_en})`,
          text_tr: sql<string>`coalesce(${qbOptionAlternatives.text_tr}, ${qbOptions.text_tr})`,
        })
        .from(qbResponseChoices)
        .innerJoin(qbOptions, eq(qbOptions.option_id, qbResponseChoices.option_id))
        .innerJoin(
          qbQuestionVersionOptions,
          and(
            eq(qbQuestionVersionOptions.version_id, qbResponseChoices.version_id),
            eq(qbQuestionVersionOptions.option_id, qbResponseChoices.option_id),
          ),
        )
        .leftJoin(
          qbOptionAlternatives,
          eq(qbOptionAlternatives.alternative_id, qbQuestionVersionOptions.alternative_id),
        )
        .where(inArray(qbResponseChoices.response_id, responseIds))
        .orderBy(
          asc(qbResponseChoices.response_id),
          asc(qbResponseChoices.position),
          asc(qbQuestionVersionOptions.position),
        );
    },

    /** The questions of a quiz in order with their points. */
    async quizQuestions(quizId: string) {
      return db
        .select({
          question_id: qbQuizQuestions.question_id,
          position: qbQuizQuestions.position,
        })
        .from(qbQuizQuestions)
        .where(eq(qbQuizQuestions.quiz_id, quizId))
        .orderBy(asc(qbQuizQuestions.position));
    },

    // ─── Analysis ─────────────────────────────────────────────────────────────

    /** Started and completed attempts, the average score and passes (one index range). */
    async attemptStats(quizId: string, passScore: number | null) {
      const [row] = await db
        .select({
          started: count(),
          completed: sql<number>`count(${qbQuizAttempts.completed_at})::int`,
          average_score: sql<
            number | null
          >`(avg(${qbQuizAttempts.score}) filter (where ${qbQuizAttempts.completed_at} is not null))::float8`,
          passed: sql<number>`count(*) filter (where ${qbQuizAttempts.completed_at} is not null and ${qbQuizAttempts.score} >= ${passScore ?? 0})::int`,
        })
        .from(qbQuizAttempts)
        .where(eq(qbQuizAttempts.quiz_id, quizId));
      return row ?? { started: 0, completed: 0, average_score: null, passed: 0 };
    },

    /** Per question of the quiz: responses, versions answered, text and hidden answers. */
    async responseStats(quizId: string) {
      return db
        .select({
          question_id: qbResponses.question_id,
          responses: count(),
          versions: sql<number>`count(distinct ${qbResponses.version_id})::int`,
          texts: sql<number>`count(${qbResponses.text_value})::int`,
          hidden: sql<number>`count(*) filter (where ${qbResponses.is_hidden})::int`,
          scale_average: sql<number | null>`avg(${qbResponses.scale_value})::float8`,
        })
        .from(qbResponses)
        .where(eq(qbResponses.quiz_id, quizId))
        .groupBy(qbResponses.question_id);
    },

    /** Per question and option: how often it was chosen and its average rank. */
    async choiceStats(quizId: string) {
      return db
        .select({
          question_id: qbResponses.question_id,
          option_id: qbResponseChoices.option_id,
          chosen: count(),
          average_rank: sql<number | null>`avg(${qbResponseChoices.position})::float8`,
        })
        .from(qbResponseChoices)
        .innerJoin(qbResponses, eq(qbResponses.response_id, qbResponseChoices.response_id))
        .where(eq(qbResponses.quiz_id, quizId))
        .groupBy(qbResponses.question_id, qbResponseChoices.option_id);
    },

    /** Per question and scale value: how many answers gave it. */
    async scaleStats(quizId: string) {
      return db
        .select({
          question_id: qbResponses.question_id,
          value: sql<number>`${qbResponses.scale_value}::int`,
          answers: count(),
        })
        .from(qbResponses)
        .where(and(eq(qbResponses.quiz_id, quizId), isNotNull(qbResponses.scale_value)))
        .groupBy(qbResponses.question_id, qbResponses.scale_value);
    },

    /**
     * Per question with correct answers: how many responses match them (a
     * ranking in the key's order, other choices as a set).
     */
    async correctCounts(quizId: string) {
      const answered = db
        .select({
          question_id: qbResponses.question_id,
          type: qbQuestionVersions.type,
          answer_set:
            sql<string>`string_agg(${qbResponseChoices.option_id}::text, ',' order by ${qbResponseChoices.option_id})`.as(
              'answer_set',
            ),
          answer_order:
            sql<string>`string_agg(${qbResponseChoices.option_id}::text, ',' order by ${qbResponseChoices.position}, ${qbResponseChoices.option_id})`.as(
              'answer_order',
            ),
        })
        .from(qbResponses)
        .innerJoin(qbQuestionVersions, eq(qbQuestionVersions.version_id, qbResponses.version_id))
        .innerJoin(qbResponseChoices, eq(qbResponseChoices.response_id, qbResponses.response_id))
        .where(eq(qbResponses.quiz_id, quizId))
        .groupBy(qbResponses.response_id, qbResponses.question_id, qbQuestionVersions.type)
        .as('answered');
      const keys = db
        .select({
          question_id: qbQuizAnswerKeys.question_id,
          key_set:
            sql<string>`string_agg(${qbQuizAnswerKeys.option_id}::text, ',' order by ${qbQuizAnswerKeys.option_id})`.as(
              'key_set',
            ),
          key_order:
            sql<string>`string_agg(${qbQuizAnswerKeys.option_id}::text, ',' order by ${qbQuizAnswerKeys.position}, ${qbQuizAnswerKeys.option_id})`.as(
              'key_order',
            ),
        })
        .from(qbQuizAnswerKeys)
        .where(eq(qbQuizAnswerKeys.quiz_id, quizId))
        .groupBy(qbQuizAnswerKeys.question_id)
        .as('keys');
      return db
        .select({
          question_id: keys.question_id,
          correct: sql<number>`count(${answered.question_id}) filter (where (${answered.type} = 'ranking' and ${answered.answer_order} = ${keys.key_order}) or (${answered.type} <> 'ranking' and ${answered.answer_set} = ${keys.key_set}))::int`,
        })
        .from(keys)
        .leftJoin(answered, eq(answered.question_id, keys.question_id))
        .groupBy(keys.question_id);
    },

    /** The texts of some options (options of older versions in a distribution). */
    async optionTexts(optionIds: string[]) {
      if (optionIds.length === 0) return [];
      return db
        .select({
          option_id: qbOptions.option_id,
          text_en: qbOptions.text_en,
          text_tr: qbOptions.text_tr,
        })
        .from(qbOptions)
        .where(inArray(qbOptions.option_id, optionIds));
    },

    // ─── Export ───────────────────────────────────────────────────────────────

    /**
     * The quiz's responses after a cursor, oldest first: a keyset page on the
     * `(quiz_id, answered_at)` index, so a page costs the same at any depth.
     */
    async exportPage(
      quizId: string,
      after: { answered_key: string; response_id: number } | null,
      limit: number,
    ): Promise<ExportResponseRow[]> {
      const cursor =
        after === null
          ? undefined
          : sql`(${qbResponses.answered_at}, ${qbResponses.response_id}) > (${after.answered_key}::timestamptz, ${after.response_id})`;
      const rows = await db
        .select({
          response: qbResponses,
          answered_key: sql<string>`${qbResponses.answered_at}::text`,
        })
        .from(qbResponses)
        .where(and(eq(qbResponses.quiz_id, quizId), cursor))
        .orderBy(asc(qbResponses.answered_at), asc(qbResponses.response_id))
        .limit(limit);
      return rows.map((row) => ({ ...row.response, answered_key: row.answered_key }));
    },
  };
}

export type QbResponsesRepository = ReturnType<typeof createQbResponsesRepository>;
