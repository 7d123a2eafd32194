import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  like,
  lte,
  notLike,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  escapeLikePattern,
  foldSearchText,
  type QbMatterListQuery,
  type QbOptionListQuery,
  type QbPhraseListQuery,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  qbMatters,
  qbOptionAlternatives,
  qbOptions,
  qbPhrases,
  qbQuestions,
  type QbMatterRow,
  type QbOptionAlternativeRow,
  type QbOptionRow,
  type QbPhraseRow,
} from './quiz-builder.tables';
import { offsetOf } from '../../db/paging';

/** How many things use another, and the names of the first few. */
export interface Usage {
  count: number;
  labels: string[];
}

const parents = alias(qbMatters, 'qb_parent_matters');

function searchCondition(column: Column, query: string | undefined): SQL | undefined {
  if (query === undefined || query === '') return undefined;
  return like(column, `%${escapeLikePattern(foldSearchText(query))}%`);
}

/** The text a question is known by: its own English text or its phrase's English template. */
const questionLabel = sql<string>`coalesce(${qbQuestions.text_en}, ${qbPhrases.template_en})`;

/** The questions that use a thing, through a join that ends at qb_questions. */
async function questionUsage(db: Executor, questionIds: SQL, limit: number): Promise<Usage> {
  // Written out in full: drizzle leaves columns unqualified in a one-table select.
  const where = sql`qb_questions.question_id in (${questionIds})`;
  const [rows, totals] = await Promise.all([
    db
      .select({ label: questionLabel })
      .from(qbQuestions)
      .leftJoin(qbPhrases, eq(qbPhrases.phrase_id, qbQuestions.phrase_id))
      .where(where)
      .orderBy(asc(qbQuestions.created_at), asc(qbQuestions.question_id))
      .limit(limit),
    db.select({ value: count() }).from(qbQuestions).where(where),
  ]);
  return { count: totals[0]?.value ?? 0, labels: rows.map((row) => row.label) };
}

export type MatterWithCounts = QbMatterRow & {
  parent_name_en: string | null;
  parent_name_tr: string | null;
  children_count: number;
  question_count: number;
};

export type MatterValues = Pick<
  QbMatterRow,
  'name_en' | 'name_tr' | 'description_en' | 'description_tr' | 'parent_id'
>;

export type OptionValues = Pick<QbOptionRow, 'text_en' | 'text_tr' | 'value'>;
export type AlternativeValues = Pick<QbOptionAlternativeRow, 'text_en' | 'text_tr'>;
export type PhraseValues = Pick<QbPhraseRow, 'template_en' | 'template_tr'>;

export type OptionWithCount = QbOptionRow & { question_count: number };
export type PhraseWithCount = QbPhraseRow & { question_count: number };

const matterColumns = {
  matter_id: qbMatters.matter_id,
  name_en: qbMatters.name_en,
  name_tr: qbMatters.name_tr,
  description_en: qbMatters.description_en,
  description_tr: qbMatters.description_tr,
  parent_id: qbMatters.parent_id,
  search_text: qbMatters.search_text,
  name_en_sort: qbMatters.name_en_sort,
  name_tr_sort: qbMatters.name_tr_sort,
  created_by: qbMatters.created_by,
  updated_by: qbMatters.updated_by,
  created_at: qbMatters.created_at,
  updated_at: qbMatters.updated_at,
  parent_name_en: parents.name_en,
  parent_name_tr: parents.name_tr,
  children_count: sql<number>`(select count(*)::int from qb_matters as qb_child_matters where qb_child_matters.parent_id = qb_matters.matter_id)`,
  question_count: sql<number>`(select count(*)::int from qb_question_matters where qb_question_matters.matter_id = qb_matters.matter_id)`,
};

// Written out in full: drizzle leaves columns unqualified in a one-table select.
const optionQuestionCount = sql<number>`(select count(distinct qb_question_versions.question_id)::int from qb_question_version_options join qb_question_versions on qb_question_versions.version_id = qb_question_version_options.version_id where qb_question_version_options.option_id = qb_options.option_id)`;

const phraseQuestionCount = sql<number>`(select count(*)::int from qb_questions where qb_questions.phrase_id = qb_phrases.phrase_id)`;

function pageOf(query: { page: number; page_size: number }) {
  return { limit: query.page_size, offset: offsetOf(query) };
}

export function createQuizBuilderRepository(db: Executor) {
  return {
    // ─── Matters ──────────────────────────────────────────────────────────

    async findMatters(
      query: QbMatterListQuery,
    ): Promise<{ rows: MatterWithCounts[]; total: number }> {
      const conditions = [searchCondition(qbMatters.search_text, query.q)];
      if (query.parent_id === 'none') conditions.push(sql`${qbMatters.parent_id} is null`);
      else if (query.parent_id !== undefined) {
        conditions.push(eq(qbMatters.parent_id, query.parent_id));
      }
      const where = and(...conditions);
      const sortKey = query.lang === 'tr' ? qbMatters.name_tr_sort : qbMatters.name_en_sort;
      const { limit, offset } = pageOf(query);
      const [rows, totals] = await Promise.all([
        db
          .select(matterColumns)
          .from(qbMatters)
          .leftJoin(parents, eq(parents.matter_id, qbMatters.parent_id))
          .where(where)
          .orderBy(sql`${sortKey} collate "C"`, asc(qbMatters.matter_id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(qbMatters).where(where),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
    },

    async findMatter(matterId: string): Promise<MatterWithCounts | undefined> {
      const [row] = await db
        .select(matterColumns)
        .from(qbMatters)
        .leftJoin(parents, eq(parents.matter_id, qbMatters.parent_id))
        .where(eq(qbMatters.matter_id, matterId));
      return row;
    },

    async lockMatter(matterId: string): Promise<QbMatterRow | undefined> {
      const [row] = await db
        .select()
        .from(qbMatters)
        .where(eq(qbMatters.matter_id, matterId))
        .for('update');
      return row;
    },

    /**
     * The parent of a matter, or null at the top; undefined when the matter
     * does not exist. Share-locked, so that no one moves the chain of parents
     * being checked (two crossing moves cannot make a cycle).
     */
    async parentOf(matterId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ parent_id: qbMatters.parent_id })
        .from(qbMatters)
        .where(eq(qbMatters.matter_id, matterId))
        .for('share');
      return row?.parent_id;
    },

    async insertMatter(values: MatterValues, actorId: string): Promise<string> {
      const [row] = await db
        .insert(qbMatters)
        .values({
          ...values,
          search_text: foldSearchText(
            [values.name_en, values.name_tr, values.description_en, values.description_tr].join(
              ' ',
            ),
          ),
          created_by: actorId,
          updated_by: actorId,
        })
        .returning({ matter_id: qbMatters.matter_id });
      if (row === undefined) throw new Error('The matter was not inserted');
      return row.matter_id;
    },

    async updateMatter(matterId: string, values: MatterValues, actorId: string): Promise<void> {
      await db
        .update(qbMatters)
        .set({
          ...values,
          search_text: foldSearchText(
            [values.name_en, values.name_tr, values.description_en, values.description_tr].join(
              ' ',
            ),
          ),
          updated_by: actorId,
          updated_at: new Date(),
        })
        .where(eq(qbMatters.matter_id, matterId));
    },

    async deleteMatter(matterId: string): Promise<void> {
      await db.delete(qbMatters).where(eq(qbMatters.matter_id, matterId));
    },

    async childMatterUsage(matterId: string, limit: number): Promise<Usage> {
      const where = eq(qbMatters.parent_id, matterId);
      const [rows, totals] = await Promise.all([
        db
          .select({ label: qbMatters.name_en })
          .from(qbMatters)
          .where(where)
          .orderBy(sql`${qbMatters.name_en_sort} collate "C"`)
          .limit(limit),
        db.select({ value: count() }).from(qbMatters).where(where),
      ]);
      return { count: totals[0]?.value ?? 0, labels: rows.map((row) => row.label) };
    },

    async matterQuestionUsage(matterId: string, limit: number): Promise<Usage> {
      return questionUsage(
        db,
        sql`select qb_question_matters.question_id from qb_question_matters where qb_question_matters.matter_id = ${matterId}`,
        limit,
      );
    },

    // ─── Options ──────────────────────────────────────────────────────────

    async findOptions(
      query: QbOptionListQuery,
    ): Promise<{ rows: OptionWithCount[]; total: number }> {
      const conditions = [searchCondition(qbOptions.search_text, query.q)];
      if (query.min_value !== undefined) conditions.push(gte(qbOptions.value, query.min_value));
      if (query.max_value !== undefined) conditions.push(lte(qbOptions.value, query.max_value));
      const where = and(...conditions);
      const textKey = query.lang === 'tr' ? qbOptions.text_tr_sort : qbOptions.text_en_sort;
      const order =
        query.sort === 'value'
          ? [asc(qbOptions.value), sql`${textKey} collate "C"`, asc(qbOptions.option_id)]
          : [sql`${textKey} collate "C"`, asc(qbOptions.option_id)];
      const { limit, offset } = pageOf(query);
      const [rows, totals] = await Promise.all([
        db
          .select({ option: qbOptions, question_count: optionQuestionCount })
          .from(qbOptions)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(qbOptions).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.option, question_count: row.question_count })),
        total: totals[0]?.value ?? 0,
      };
    },

    async findOption(optionId: string): Promise<OptionWithCount | undefined> {
      const [row] = await db
        .select({ option: qbOptions, question_count: optionQuestionCount })
        .from(qbOptions)
        .where(eq(qbOptions.option_id, optionId));
      return row === undefined ? undefined : { ...row.option, question_count: row.question_count };
    },

    async lockOption(optionId: string): Promise<QbOptionRow | undefined> {
      const [row] = await db
        .select()
        .from(qbOptions)
        .where(eq(qbOptions.option_id, optionId))
        .for('update');
      return row;
    },

    /** The alternatives of some options, each option's in order. */
    async alternativesOf(optionIds: string[]): Promise<QbOptionAlternativeRow[]> {
      if (optionIds.length === 0) return [];
      return db
        .select()
        .from(qbOptionAlternatives)
        .where(inArray(qbOptionAlternatives.option_id, optionIds))
        .orderBy(asc(qbOptionAlternatives.option_id), asc(qbOptionAlternatives.position));
    },

    async insertOption(values: OptionValues, searchText: string, actorId: string) {
      const [row] = await db
        .insert(qbOptions)
        .values({ ...values, search_text: searchText, created_by: actorId, updated_by: actorId })
        .returning({ option_id: qbOptions.option_id });
      if (row === undefined) throw new Error('The option was not inserted');
      return row.option_id;
    },

    async updateOption(
      optionId: string,
      values: OptionValues,
      searchText: string,
      actorId: string,
    ): Promise<void> {
      await db
        .update(qbOptions)
        .set({ ...values, search_text: searchText, updated_by: actorId, updated_at: new Date() })
        .where(eq(qbOptions.option_id, optionId));
    },

    async deleteOption(optionId: string): Promise<void> {
      await db.delete(qbOptions).where(eq(qbOptions.option_id, optionId));
    },

    async insertAlternative(
      optionId: string,
      values: AlternativeValues,
      position: number,
    ): Promise<void> {
      await db.insert(qbOptionAlternatives).values({ ...values, option_id: optionId, position });
    },

    async updateAlternative(
      alternativeId: string,
      values: AlternativeValues,
      position: number,
    ): Promise<void> {
      await db
        .update(qbOptionAlternatives)
        .set({ ...values, position, updated_at: new Date() })
        .where(eq(qbOptionAlternatives.alternative_id, alternativeId));
    },

    async deleteAlternatives(alternativeIds: string[]): Promise<void> {
      if (alternativeIds.length === 0) return;
      await db
        .delete(qbOptionAlternatives)
        .where(inArray(qbOptionAlternatives.alternative_id, alternativeIds));
    },

    async optionQuestionUsage(optionId: string, limit: number): Promise<Usage> {
      return questionUsage(
        db,
        sql`select qb_question_versions.question_id from qb_question_version_options join qb_question_versions on qb_question_versions.version_id = qb_question_version_options.version_id where qb_question_version_options.option_id = ${optionId}`,
        limit,
      );
    },

    async alternativeQuestionUsage(alternativeId: string, limit: number): Promise<Usage> {
      return questionUsage(
        db,
        sql`select qb_question_versions.question_id from qb_question_version_options join qb_question_versions on qb_question_versions.version_id = qb_question_version_options.version_id where qb_question_version_options.alternative_id = ${alternativeId}`,
        limit,
      );
    },

    // ─── Phrases ──────────────────────────────────────────────────────────

    async findPhrases(
      query: QbPhraseListQuery,
    ): Promise<{ rows: PhraseWithCount[]; total: number }> {
      const conditions = [searchCondition(qbPhrases.search_text, query.q)];
      if (query.placeholder === 'none') conditions.push(notLike(qbPhrases.template_en, '%{%'));
      else if (query.placeholder !== undefined) {
        conditions.push(like(qbPhrases.template_en, `%{${query.placeholder}}%`));
      }
      const where = and(...conditions);
      const sortKey = query.lang === 'tr' ? qbPhrases.template_tr_sort : qbPhrases.template_en_sort;
      const { limit, offset } = pageOf(query);
      const [rows, totals] = await Promise.all([
        db
          .select({ phrase: qbPhrases, question_count: phraseQuestionCount })
          .from(qbPhrases)
          .where(where)
          .orderBy(sql`${sortKey} collate "C"`, asc(qbPhrases.phrase_id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(qbPhrases).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.phrase, question_count: row.question_count })),
        total: totals[0]?.value ?? 0,
      };
    },

    async findPhrase(phraseId: string): Promise<PhraseWithCount | undefined> {
      const [row] = await db
        .select({ phrase: qbPhrases, question_count: phraseQuestionCount })
        .from(qbPhrases)
        .where(eq(qbPhrases.phrase_id, phraseId));
      return row === undefined ? undefined : { ...row.phrase, question_count: row.question_count };
    },

    async lockPhrase(phraseId: string): Promise<QbPhraseRow | undefined> {
      const [row] = await db
        .select()
        .from(qbPhrases)
        .where(eq(qbPhrases.phrase_id, phraseId))
        .for('update');
      return row;
    },

    async insertPhrase(values: PhraseValues, actorId: string): Promise<string> {
      const [row] = await db
        .insert(qbPhrases)
        .values({
          ...values,
          search_text: foldSearchText(`${values.template_en} ${values.template_tr}`),
          created_by: actorId,
          updated_by: actorId,
        })
        .returning({ phrase_id: qbPhrases.phrase_id });
      if (row === undefined) throw new Error('The phrase was not inserted');
      return row.phrase_id;
    },

    async updatePhrase(phraseId: string, values: PhraseValues, actorId: string): Promise<void> {
      await db
        .update(qbPhrases)
        .set({
          ...values,
          search_text: foldSearchText(`${values.template_en} ${values.template_tr}`),
          updated_by: actorId,
          updated_at: new Date(),
        })
        .where(eq(qbPhrases.phrase_id, phraseId));
    },

    async deletePhrase(phraseId: string): Promise<void> {
      await db.delete(qbPhrases).where(eq(qbPhrases.phrase_id, phraseId));
    },

    async phraseQuestionUsage(phraseId: string, limit: number): Promise<Usage> {
      return questionUsage(
        db,
        sql`select used.question_id from qb_questions as used where used.phrase_id = ${phraseId}`,
        limit,
      );
    },
  };
}

export type QuizBuilderRepository = ReturnType<typeof createQuizBuilderRepository>;
