import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { QbQuestionType } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { createQbAttemptsRepository } from './attempts.repository';
import { qbBundleQuizzes, qbBundles } from './bundles.tables';
import { qbQuestionVersionOptions, qbQuestionVersions, qbQuestions } from './questions.tables';
import { qbPhrases } from './quiz-builder.tables';
import { currentVersionJoin } from './quiz-builder-sql';
import { qbQuizQuestions, qbQuizzes } from './quizzes.tables';
import { qbResponseChoices, qbResponses } from './responses.tables';

export type QuizRow = typeof qbQuizzes.$inferSelect;
export type BundleRow = typeof qbBundles.$inferSelect;

/** A question of a quiz with its wording and its current version. */
export interface QuizQuestionRow {
  question_id: string;
  position: number;
  points: number;
  text_en: string | null;
  text_tr: string | null;
  template_en: string | null;
  template_tr: string | null;
  version_id: string;
  version_number: number;
  type: QbQuestionType;
  scale_max: number | null;
}

/** A saved answer with its chosen options in order. */
export interface SavedAnswer {
  response_id: number;
  question_id: string;
  version_id: string;
  option_ids: string[];
  scale_value: number | null;
  text_value: string | null;
  answered_at: Date;
}

export interface AnswerValues {
  userId: string;
  quizId: string;
  questionId: string;
  versionId: string;
  scaleValue: number | null;
  textValue: string | null;
}

/**
 * What taking quizzes reads and writes: the open quizzes and bundles, the
 * questions of a quiz, the user's answers and (from attempts.repository.ts)
 * their attempts.
 */
export function createQbTakingRepository(db: Executor) {
  async function choicesOf(responseIds: number[]) {
    if (responseIds.length === 0) return [];
    return db
      .select({
        response_id: qbResponseChoices.response_id,
        option_id: qbResponseChoices.option_id,
      })
      .from(qbResponseChoices)
      .where(inArray(qbResponseChoices.response_id, responseIds))
      .orderBy(
        asc(qbResponseChoices.response_id),
        asc(qbResponseChoices.position),
        asc(qbResponseChoices.option_id),
      );
  }

  return {
    ...createQbAttemptsRepository(db),

    async quiz(quizId: string): Promise<QuizRow | undefined> {
      const [row] = await db.select().from(qbQuizzes).where(eq(qbQuizzes.quiz_id, quizId));
      return row;
    },

    async bundle(bundleId: string): Promise<BundleRow | undefined> {
      const [row] = await db.select().from(qbBundles).where(eq(qbBundles.bundle_id, bundleId));
      return row;
    },

    /** The quizzes of a bundle in order, published ones only unless `all`. */
    async bundleQuizzes(bundleId: string, all: boolean): Promise<QuizRow[]> {
      const rows = await db
        .select({ quiz: qbQuizzes })
        .from(qbBundleQuizzes)
        .innerJoin(qbQuizzes, eq(qbQuizzes.quiz_id, qbBundleQuizzes.quiz_id))
        .where(
          and(
            eq(qbBundleQuizzes.bundle_id, bundleId),
            all ? undefined : eq(qbQuizzes.status, 'published'),
          ),
        )
        .orderBy(asc(qbBundleQuizzes.position));
      return rows.map((row) => row.quiz);
    },

    async bundleHasQuiz(bundleId: string, quizId: string): Promise<boolean> {
      const [row] = await db
        .select({ quiz_id: qbBundleQuizzes.quiz_id })
        .from(qbBundleQuizzes)
        .innerJoin(qbBundles, eq(qbBundles.bundle_id, qbBundleQuizzes.bundle_id))
        .where(
          and(
            eq(qbBundleQuizzes.bundle_id, bundleId),
            eq(qbBundleQuizzes.quiz_id, quizId),
            eq(qbBundles.status, 'published'),
          ),
        );
      return row !== undefined;
    },

    /** The published bundles, newest first, with how many published quizzes they hold. */
    async publishedBundles() {
      return db
        .select({
          bundle: qbBundles,
          quiz_ids: sql<
            string[]
          >`coalesce(array_agg(${qbQuizzes.quiz_id} order by ${qbBundleQuizzes.position}) filter (where ${qbQuizzes.quiz_id} is not null), '{}')`,
        })
        .from(qbBundles)
        .leftJoin(qbBundleQuizzes, eq(qbBundleQuizzes.bundle_id, qbBundles.bundle_id))
        .leftJoin(
          qbQuizzes,
          and(eq(qbQuizzes.quiz_id, qbBundleQuizzes.quiz_id), eq(qbQuizzes.status, 'published')),
        )
        .where(eq(qbBundles.status, 'published'))
        .groupBy(qbBundles.bundle_id)
        .orderBy(desc(qbBundles.published_at), desc(qbBundles.created_at));
    },

    /** The published quizzes that no published bundle holds, newest first. */
    async standaloneQuizzes(): Promise<QuizRow[]> {
      return db
        .select()
        .from(qbQuizzes)
        .where(
          and(
            eq(qbQuizzes.status, 'published'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(qbBundleQuizzes)
                .innerJoin(qbBundles, eq(qbBundles.bundle_id, qbBundleQuizzes.bundle_id))
                .where(
                  and(
                    eq(qbBundleQuizzes.quiz_id, qbQuizzes.quiz_id),
                    eq(qbBundles.status, 'published'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(qbQuizzes.published_at), desc(qbQuizzes.created_at));
    },

    /** Per quiz: its question count and how many current versions the user answered (none without a user). */
    async progress(
      userId: string | null,
      quizIds: string[],
    ): Promise<Map<string, { question_count: number; answered_count: number }>> {
      if (quizIds.length === 0) return new Map();
      const rows = await db
        .select({
          quiz_id: qbQuizQuestions.quiz_id,
          question_count: count(),
          answered_count: sql<number>`count(${qbResponses.response_id})::int`,
        })
        .from(qbQuizQuestions)
        .innerJoin(qbQuestions, eq(qbQuestions.question_id, qbQuizQuestions.question_id))
        .innerJoin(qbQuestionVersions, currentVersionJoin)
        .leftJoin(
          qbResponses,
          and(
            userId === null ? sql`false` : eq(qbResponses.user_id, userId),
            eq(qbResponses.quiz_id, qbQuizQuestions.quiz_id),
            eq(qbResponses.version_id, qbQuestionVersions.version_id),
          ),
        )
        .where(inArray(qbQuizQuestions.quiz_id, quizIds))
        .groupBy(qbQuizQuestions.quiz_id);
      return new Map(
        rows.map((row) => [
          row.quiz_id,
          { question_count: row.question_count, answered_count: row.answered_count },
        ]),
      );
    },

    /** The questions of a quiz in order, each with its wording and current version. */
    async quizQuestions(quizId: string): Promise<QuizQuestionRow[]> {
      return db
        .select({
          question_id: qbQuizQuestions.question_id,
          position: qbQuizQuestions.position,
          points: qbQuizQuestions.points,
          text_en: qbQuestions.text_en,
          text_tr: qbQuestions.text_tr,
          template_en: qbPhrases.template_en,
          template_tr: qbPhrases.template_tr,
          version_id: qbQuestionVersions.version_id,
          version_number: qbQuestionVersions.version_number,
          type: qbQuestionVersions.type,
          scale_max: qbQuestionVersions.scale_max,
        })
        .from(qbQuizQuestions)
        .innerJoin(qbQuestions, eq(qbQuestions.question_id, qbQuizQuestions.question_id))
        .leftJoin(qbPhrases, eq(qbPhrases.phrase_id, qbQuestions.phrase_id))
        .innerJoin(qbQuestionVersions, currentVersionJoin)
        .where(eq(qbQuizQuestions.quiz_id, quizId))
        .orderBy(asc(qbQuizQuestions.position));
    },

    /** The option ids of a version, in order. */
    async versionOptionIds(versionId: string): Promise<string[]> {
      const rows = await db
        .select({ option_id: qbQuestionVersionOptions.option_id })
        .from(qbQuestionVersionOptions)
        .where(eq(qbQuestionVersionOptions.version_id, versionId))
        .orderBy(asc(qbQuestionVersionOptions.position));
      return rows.map((row) => row.option_id);
    },

    /**
     * The current version of a question of the quiz, key-share locked so that
     * an admin's edit in place waits for the answer (decision 013).
     */
    async lockQuestionOfQuiz(quizId: string, questionId: string) {
      const [row] = await db
        .select({
          version_id: qbQuestionVersions.version_id,
          type: qbQuestionVersions.type,
          scale_max: qbQuestionVersions.scale_max,
        })
        .from(qbQuizQuestions)
        .innerJoin(qbQuestions, eq(qbQuestions.question_id, qbQuizQuestions.question_id))
        .innerJoin(qbQuestionVersions, currentVersionJoin)
        .where(
          and(eq(qbQuizQuestions.quiz_id, quizId), eq(qbQuizQuestions.question_id, questionId)),
        )
        .for('key share', { of: qbQuestionVersions });
      return row;
    },

    /** The user's answers in a quiz for the given versions, with their choices. */
    async answers(userId: string, quizId: string, versionIds: string[]): Promise<SavedAnswer[]> {
      if (versionIds.length === 0) return [];
      const rows = await db
        .select({
          response_id: qbResponses.response_id,
          question_id: qbResponses.question_id,
          version_id: qbResponses.version_id,
          scale_value: qbResponses.scale_value,
          text_value: qbResponses.text_value,
          answered_at: qbResponses.answered_at,
        })
        .from(qbResponses)
        .where(
          and(
            eq(qbResponses.user_id, userId),
            eq(qbResponses.quiz_id, quizId),
            inArray(qbResponses.version_id, versionIds),
          ),
        );
      const choices = await choicesOf(rows.map((row) => row.response_id));
      return rows.map((row) => ({
        ...row,
        option_ids: choices
          .filter((choice) => choice.response_id === row.response_id)
          .map((choice) => choice.option_id),
      }));
    },

    /** Saves the answer (a second save updates it) and replaces its choices. */
    async saveAnswer(values: AnswerValues, optionIds: string[], ranked: boolean) {
      const [row] = await db
        .insert(qbResponses)
        .values({
          user_id: values.userId,
          quiz_id: values.quizId,
          question_id: values.questionId,
          version_id: values.versionId,
          scale_value: values.scaleValue,
          text_value: values.textValue,
        })
        .onConflictDoUpdate({
          target: [qbResponses.user_id, qbResponses.quiz_id, qbResponses.version_id],
          set: {
            scale_value: values.scaleValue,
            text_value: values.textValue,
            updated_at: sql`now()`,
          },
        })
        .returning({
          response_id: qbResponses.response_id,
          answered_at: qbResponses.answered_at,
        });
      if (row === undefined) throw new Error('The answer was not saved');
      await db.delete(qbResponseChoices).where(eq(qbResponseChoices.response_id, row.response_id));
      if (optionIds.length > 0) {
        await db.insert(qbResponseChoices).values(
          optionIds.map((optionId, index) => ({
            response_id: row.response_id,
            version_id: values.versionId,
            option_id: optionId,
            position: ranked ? index + 1 : null,
          })),
        );
      }
      return row;
    },
  };
}

export type QbTakingRepository = ReturnType<typeof createQbTakingRepository>;
