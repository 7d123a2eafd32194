import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QbQuestionType } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { qbQuestionVersionOptions, qbQuestionVersions } from './questions.tables';
import { qbOptionAlternatives, qbOptions } from './quiz-builder.tables';
import { qbResponses } from './responses.tables';

export type VersionRow = typeof qbQuestionVersions.$inferSelect;

/** What can be answered: the type of a version and its scale. */
export interface Answerable {
  type: QbQuestionType;
  scale_max: number | null;
}

export interface VersionOptionValues {
  option_id: string;
  alternative_id: string | null;
}

export interface VersionOptionRow {
  version_id: string;
  option_id: string;
  alternative_id: string | null;
  text_en: string;
  text_tr: string;
  value: number;
  alternative_en: string | null;
  alternative_tr: string | null;
}

/**
 * The versions of questions and the ordered options of each: what can be
 * answered. Part of the questions' repository (questions.repository.ts).
 */
export function createQbQuestionVersionsRepository(db: Executor) {
  return {
    /** The options of some versions with their texts, each version's in order. */
    async optionsOf(versionIds: string[]): Promise<VersionOptionRow[]> {
      if (versionIds.length === 0) return [];
      return db
        .select({
          version_id: qbQuestionVersionOptions.version_id,
          option_id: qbQuestionVersionOptions.option_id,
          alternative_id: qbQuestionVersionOptions.alternative_id,
          text_en: qbOptions.text_en,
          text_tr: qbOptions.text_tr,
          value: qbOptions.value,
          alternative_en: qbOptionAlternatives.text_en,
          alternative_tr: qbOptionAlternatives.text_tr,
        })
        .from(qbQuestionVersionOptions)
        .innerJoin(qbOptions, eq(qbOptions.option_id, qbQuestionVersionOptions.option_id))
        .leftJoin(
          qbOptionAlternatives,
          eq(qbOptionAlternatives.alternative_id, qbQuestionVersionOptions.alternative_id),
        )
        .where(inArray(qbQuestionVersionOptions.version_id, versionIds))
        .orderBy(asc(qbQuestionVersionOptions.version_id), asc(qbQuestionVersionOptions.position));
    },

    /**
     * The current version, locked FOR UPDATE: a response being saved holds a
     * key-share lock on it, so no answer can arrive between the check for
     * responses and an edit in place.
     */
    async lockVersion(questionId: string, versionNumber: number): Promise<VersionRow | undefined> {
      const [row] = await db
        .select()
        .from(qbQuestionVersions)
        .where(
          and(
            eq(qbQuestionVersions.question_id, questionId),
            eq(qbQuestionVersions.version_number, versionNumber),
          ),
        )
        .for('update');
      return row;
    },

    async versionHasResponses(versionId: string): Promise<boolean> {
      const [row] = await db
        .select({ response_id: qbResponses.response_id })
        .from(qbResponses)
        .where(eq(qbResponses.version_id, versionId))
        .limit(1);
      return row !== undefined;
    },

    async versionOptions(versionId: string): Promise<VersionOptionValues[]> {
      return db
        .select({
          option_id: qbQuestionVersionOptions.option_id,
          alternative_id: qbQuestionVersionOptions.alternative_id,
        })
        .from(qbQuestionVersionOptions)
        .where(eq(qbQuestionVersionOptions.version_id, versionId))
        .orderBy(asc(qbQuestionVersionOptions.position));
    },

    async insertVersion(
      questionId: string,
      versionNumber: number,
      answerable: Answerable,
      actorId: string,
    ): Promise<string> {
      const [row] = await db
        .insert(qbQuestionVersions)
        .values({
          question_id: questionId,
          version_number: versionNumber,
          type: answerable.type,
          scale_max: answerable.scale_max,
          created_by: actorId,
        })
        .returning({ version_id: qbQuestionVersions.version_id });
      if (row === undefined) throw new Error('The version was not inserted');
      return row.version_id;
    },

    async updateVersion(versionId: string, answerable: Answerable): Promise<void> {
      await db
        .update(qbQuestionVersions)
        .set(answerable)
        .where(eq(qbQuestionVersions.version_id, versionId));
    },

    /** Replaces a version's options (only while no response points at the version). */
    async setVersionOptions(versionId: string, options: VersionOptionValues[]): Promise<void> {
      await db
        .delete(qbQuestionVersionOptions)
        .where(eq(qbQuestionVersionOptions.version_id, versionId));
      if (options.length === 0) return;
      await db.insert(qbQuestionVersionOptions).values(
        options.map((option, position) => ({
          version_id: versionId,
          option_id: option.option_id,
          alternative_id: option.alternative_id,
          position,
        })),
      );
    },

    /** Changes which wording a version shows for its options (the options stay). */
    async setAlternatives(versionId: string, options: VersionOptionValues[]): Promise<void> {
      for (const option of options) {
        await db
          .update(qbQuestionVersionOptions)
          .set({ alternative_id: option.alternative_id })
          .where(
            and(
              eq(qbQuestionVersionOptions.version_id, versionId),
              eq(qbQuestionVersionOptions.option_id, option.option_id),
            ),
          );
      }
    },
  };
}
