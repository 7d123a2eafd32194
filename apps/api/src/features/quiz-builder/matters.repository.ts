import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { foldSearchText, type QbMatterListQuery } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { readPage } from '../../db/paging';
import { qbMatters, type QbMatterRow } from './quiz-builder.tables';
import { questionUsage, searchCondition, usageOf, type Usage } from './quiz-builder-sql';

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

const parents = alias(qbMatters, 'qb_parent_matters');

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

/** A matter's search text: both names and both descriptions, folded. */
export function matterSearchText(values: MatterValues): string {
  return foldSearchText(
    [values.name_en, values.name_tr, values.description_en, values.description_tr].join(' '),
  );
}

/** The quiz builder's matters: subjects and topics, each optionally inside a parent. */
export function createQbMattersRepository(db: Executor) {
  return {
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
      return readPage(
        db
          .select(matterColumns)
          .from(qbMatters)
          .leftJoin(parents, eq(parents.matter_id, qbMatters.parent_id))
          .where(where)
          .orderBy(sql`${sortKey} collate "C"`, asc(qbMatters.matter_id)),
        query,
        db.$count(qbMatters, where),
      );
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
          search_text: matterSearchText(values),
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
          search_text: matterSearchText(values),
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
      return usageOf(
        db
          .select({ label: qbMatters.name_en })
          .from(qbMatters)
          .where(where)
          .orderBy(sql`${qbMatters.name_en_sort} collate "C"`)
          .limit(limit),
        db.select({ value: count() }).from(qbMatters).where(where),
      );
    },

    async matterQuestionUsage(matterId: string, limit: number): Promise<Usage> {
      return questionUsage(
        db,
        sql`select qb_question_matters.question_id from qb_question_matters where qb_question_matters.matter_id = ${matterId}`,
        limit,
      );
    },
  };
}

export type QbMattersRepository = ReturnType<typeof createQbMattersRepository>;
