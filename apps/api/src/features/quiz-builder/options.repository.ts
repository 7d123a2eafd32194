import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { foldSearchText, type QbOptionBody, type QbOptionListQuery } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { readPage } from '../../db/paging';
import {
  qbOptionAlternatives,
  qbOptions,
  type QbOptionAlternativeRow,
  type QbOptionRow,
} from './quiz-builder.tables';
import { questionUsage, searchCondition, type Usage } from './quiz-builder-sql';

export type OptionValues = Pick<QbOptionRow, 'text_en' | 'text_tr' | 'value'>;
export type AlternativeValues = Pick<QbOptionAlternativeRow, 'text_en' | 'text_tr'>;
export type OptionWithCount = QbOptionRow & { question_count: number };

// Written out in full: drizzle leaves columns unqualified in a one-table select.
const optionQuestionCount = sql<number>`(select count(distinct qb_question_versions.question_id)::int from qb_question_version_options join qb_question_versions on qb_question_versions.version_id = qb_question_version_options.version_id where qb_question_version_options.option_id = qb_options.option_id)`;

/** An option's search text: its own texts and its alternatives', folded. */
export function optionSearchText(option: QbOptionBody): string {
  return foldSearchText(
    [
      option.text_en,
      option.text_tr,
      ...option.alternatives.flatMap((alternative) => [alternative.text_en, alternative.text_tr]),
    ].join(' '),
  );
}

/** The quiz builder's options: answer choices with values and alternative wordings. */
export function createQbOptionsRepository(db: Executor) {
  return {
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
      const { rows, total } = await readPage(
        db
          .select({ option: qbOptions, question_count: optionQuestionCount })
          .from(qbOptions)
          .where(where)
          .orderBy(...order),
        query,
        db.$count(qbOptions, where),
      );
      return {
        rows: rows.map((row) => ({ ...row.option, question_count: row.question_count })),
        total,
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
  };
}

export type QbOptionsRepository = ReturnType<typeof createQbOptionsRepository>;
