import { and, asc, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { qbFillTemplate, type QbQuestionType } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { qbBundleQuizzes, qbBundles } from './bundles.tables';
import {
  qbQuestionMatters,
  qbQuestionVersionOptions,
  qbQuestionVersions,
  qbQuestions,
} from './questions.tables';
import { qbMatters, qbOptionAlternatives, qbOptions, qbPhrases } from './quiz-builder.tables';
import { currentVersionJoin } from './quiz-builder-sql';
import { qbQuizQuestions, qbQuizzes } from './quizzes.tables';
import { qbQuizAttempts, qbResponseChoices, qbResponses } from './responses.tables';

/**
 * A bundle's questions and people's answers to their current versions, in
 * plain shapes, for a feature that scores answers (matching, composed in
 * app.ts). Answers are read a quiz at a time in batches (keyset on the
 * response id), so that a large pool is never held as rows all at once.
 */

export interface BundleQuestionOption {
  optionId: string;
  value: number;
  text: { en: string; tr: string };
}

export interface BundleQuestion {
  questionId: string;
  quizId: string;
  type: QbQuestionType;
  importance: number;
  scaleMax: number | null;
  text: { en: string; tr: string };
  options: BundleQuestionOption[];
}

export interface BundleAnswer {
  userId: string;
  questionId: string;
  /** Chosen options in order (a ranking's first = top). */
  optionIds: string[];
  scaleValue: number | null;
  hasText: boolean;
}

export interface BundleCompletion {
  quizzesCompleted: number;
  questionsAnswered: number;
}

const answerBatchSize = 1000;

export function createBundleAnswersRepository(db: Executor) {
  async function choicesOf(responseIds: number[]) {
    if (responseIds.length === 0) return new Map<number, string[]>();
    const rows = await db
      .select({
        response_id: qbResponseChoices.response_id,
        option_id: qbResponseChoices.option_id,
      })
      .from(qbResponseChoices)
      .where(inArray(qbResponseChoices.response_id, responseIds))
      .orderBy(asc(qbResponseChoices.response_id), asc(qbResponseChoices.position));
    const byResponse = new Map<number, string[]>();
    for (const row of rows)
      byResponse.set(row.response_id, [...(byResponse.get(row.response_id) ?? []), row.option_id]);
    return byResponse;
  }

  return {
    async bundleExists(bundleId: string): Promise<boolean> {
      const [row] = await db
        .select({ bundle_id: qbBundles.bundle_id })
        .from(qbBundles)
        .where(eq(qbBundles.bundle_id, bundleId));
      return row !== undefined;
    },

    /** The oldest published bundle made only of matching questionnaires ("Get to know you"). */
    async findDefaultBundleId(): Promise<string | undefined> {
      const [row] = await db
        .select({ bundle_id: qbBundles.bundle_id })
        .from(qbBundles)
        .innerJoin(qbBundleQuizzes, eq(qbBundleQuizzes.bundle_id, qbBundles.bundle_id))
        .innerJoin(qbQuizzes, eq(qbQuizzes.quiz_id, qbBundleQuizzes.quiz_id))
        .where(eq(qbBundles.status, 'published'))
        .groupBy(qbBundles.bundle_id, qbBundles.published_at)
        .having(sql`bool_and(${qbQuizzes.purpose} = 'matching')`)
        .orderBy(asc(qbBundles.published_at))
        .limit(1);
      return row?.bundle_id;
    },

    /** The bundle's quizzes (in order) and their questions' current versions with options. */
    async findBundleQuestions(
      bundleId: string,
    ): Promise<{ quizIds: string[]; questions: BundleQuestion[] }> {
      const rows = await db
        .select({
          quiz_id: qbQuizQuestions.quiz_id,
          question_id: qbQuestions.question_id,
          version_id: qbQuestionVersions.version_id,
          type: qbQuestionVersions.type,
          scale_max: qbQuestionVersions.scale_max,
          importance: qbQuestions.importance,
          text_en: qbQuestions.text_en,
          text_tr: qbQuestions.text_tr,
          template_en: qbPhrases.template_en,
          template_tr: qbPhrases.template_tr,
        })
        .from(qbBundleQuizzes)
        .innerJoin(qbQuizQuestions, eq(qbQuizQuestions.quiz_id, qbBundleQuizzes.quiz_id))
        .innerJoin(qbQuestions, eq(qbQuestions.question_id, qbQuizQuestions.question_id))
        .innerJoin(qbQuestionVersions, currentVersionJoin)
        .leftJoin(qbPhrases, eq(qbPhrases.phrase_id, qbQuestions.phrase_id))
        .where(eq(qbBundleQuizzes.bundle_id, bundleId))
        .orderBy(asc(qbBundleQuizzes.position), asc(qbQuizQuestions.position));
      const versionIds = rows.map((row) => row.version_id);
      const matters =
        rows.length === 0
          ? []
          : await db
              .select({
                question_id: qbQuestionMatters.question_id,
                name_en: qbMatters.name_en,
                name_tr: qbMatters.name_tr,
              })
              .from(qbQuestionMatters)
              .innerJoin(qbMatters, eq(qbMatters.matter_id, qbQuestionMatters.matter_id))
              .where(
                inArray(
                  qbQuestionMatters.question_id,
                  rows.map((row) => row.question_id),
                ),
              )
              .orderBy(asc(qbQuestionMatters.position));
      const mattersOf = (questionId: string, language: 'en' | 'tr') =>
        matters
          .filter((matter) => matter.question_id === questionId)
          .map((matter) => (language === 'en' ? matter.name_en : matter.name_tr));
      const options =
        versionIds.length === 0
          ? []
          : await db
              .select({
                version_id: qbQuestionVersionOptions.version_id,
                option_id: qbOptions.option_id,
                value: qbOptions.value,
                text_en: sql<string>`coalesce(${qbOptionAlternatives.text_en}, ${qbOptions.text_en})`,
                text_tr: sql<string>`coalesce(${qbOptionAlternatives.text_tr}, ${qbOptions.text_tr})`,
              })
              .from(qbQuestionVersionOptions)
              .innerJoin(qbOptions, eq(qbOptions.option_id, qbQuestionVersionOptions.option_id))
              .leftJoin(
                qbOptionAlternatives,
                eq(qbOptionAlternatives.alternative_id, qbQuestionVersionOptions.alternative_id),
              )
              .where(inArray(qbQuestionVersionOptions.version_id, versionIds))
              .orderBy(asc(qbQuestionVersionOptions.position));
      const optionsOf = new Map<string, BundleQuestionOption[]>();
      for (const option of options)
        optionsOf.set(option.version_id, [
          ...(optionsOf.get(option.version_id) ?? []),
          {
            optionId: option.option_id,
            value: option.value,
            text: { en: option.text_en, tr: option.text_tr },
          },
        ]);
      const quizIds = [...new Set(rows.map((row) => row.quiz_id))];
      const seen = new Set<string>();
      const questions: BundleQuestion[] = [];
      for (const row of rows) {
        if (seen.has(row.question_id)) continue;
        seen.add(row.question_id);
        questions.push({
          questionId: row.question_id,
          quizId: row.quiz_id,
          type: row.type,
          importance: row.importance,
          scaleMax: row.scale_max,
          text: {
            en:
              row.text_en ??
              qbFillTemplate(row.template_en ?? '', mattersOf(row.question_id, 'en'), 'en'),
            tr:
              row.text_tr ??
              qbFillTemplate(row.template_tr ?? '', mattersOf(row.question_id, 'tr'), 'tr'),
          },
          options: optionsOf.get(row.version_id) ?? [],
        });
      }
      return { quizIds, questions };
    },

    /**
     * The answers to a quiz's current question versions, in batches; of the
     * given people only when `userIds` is given.
     */
    async forEachQuizAnswers(
      quizId: string,
      userIds: readonly string[] | undefined,
      onBatch: (answers: BundleAnswer[]) => void | Promise<void>,
    ): Promise<void> {
      if (userIds?.length === 0) return;
      let after = 0;
      for (;;) {
        const rows = await db
          .select({
            response_id: qbResponses.response_id,
            user_id: qbResponses.user_id,
            question_id: qbResponses.question_id,
            scale_value: qbResponses.scale_value,
            has_text: sql<boolean>`${qbResponses.text_value} is not null and ${qbResponses.text_value} <> ''`,
          })
          .from(qbResponses)
          .innerJoin(qbQuestions, eq(qbQuestions.question_id, qbResponses.question_id))
          .innerJoin(qbQuestionVersions, currentVersionJoin)
          .where(
            and(
              eq(qbResponses.quiz_id, quizId),
              eq(qbResponses.version_id, qbQuestionVersions.version_id),
              gt(qbResponses.response_id, after),
              userIds === undefined ? undefined : inArray(qbResponses.user_id, [...userIds]),
            ),
          )
          .orderBy(asc(qbResponses.response_id))
          .limit(answerBatchSize);
        if (rows.length === 0) return;
        const choices = await choicesOf(rows.map((row) => row.response_id));
        await onBatch(
          rows.map((row) => ({
            userId: row.user_id,
            questionId: row.question_id,
            optionIds: choices.get(row.response_id) ?? [],
            scaleValue: row.scale_value,
            hasText: row.has_text,
          })),
        );
        after = rows.at(-1)?.response_id ?? after;
        if (rows.length < answerBatchSize) return;
      }
    },

    /** Per person: the bundle's quizzes completed and its current questions answered. */
    async findCompletion(
      bundleId: string,
      userIds: readonly string[],
    ): Promise<Map<string, BundleCompletion>> {
      const result = new Map<string, BundleCompletion>();
      if (userIds.length === 0) return result;
      const users = [...userIds];
      const [completed, answered] = await Promise.all([
        db
          .select({ user_id: qbQuizAttempts.user_id, value: count() })
          .from(qbQuizAttempts)
          .innerJoin(qbBundleQuizzes, eq(qbBundleQuizzes.quiz_id, qbQuizAttempts.quiz_id))
          .where(
            and(
              eq(qbBundleQuizzes.bundle_id, bundleId),
              inArray(qbQuizAttempts.user_id, users),
              isNotNull(qbQuizAttempts.completed_at),
            ),
          )
          .groupBy(qbQuizAttempts.user_id),
        db
          .select({
            user_id: qbResponses.user_id,
            value: sql<number>`count(distinct ${qbResponses.question_id})::int`,
          })
          .from(qbResponses)
          .innerJoin(qbBundleQuizzes, eq(qbBundleQuizzes.quiz_id, qbResponses.quiz_id))
          .innerJoin(qbQuestions, eq(qbQuestions.question_id, qbResponses.question_id))
          .innerJoin(qbQuestionVersions, currentVersionJoin)
          .where(
            and(
              eq(qbBundleQuizzes.bundle_id, bundleId),
              eq(qbResponses.version_id, qbQuestionVersions.version_id),
              inArray(qbResponses.user_id, users),
            ),
          )
          .groupBy(qbResponses.user_id),
      ]);
      for (const userId of users) result.set(userId, { quizzesCompleted: 0, questionsAnswered: 0 });
      for (const row of completed)
        result.set(row.user_id, {
          quizzesCompleted: row.value,
          questionsAnswered: result.get(row.user_id)?.questionsAnswered ?? 0,
        });
      for (const row of answered)
        result.set(row.user_id, {
          quizzesCompleted: result.get(row.user_id)?.quizzesCompleted ?? 0,
          questionsAnswered: row.value,
        });
      return result;
    },
  };
}

export type BundleAnswersRepository = ReturnType<typeof createBundleAnswersRepository>;
