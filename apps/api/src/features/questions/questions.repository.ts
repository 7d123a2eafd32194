import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { foldSearchText, type QaStatus } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { createQuestionPoolRepository } from './question-pool.repository';
import {
  poolQuestions,
  qaEntries,
  questionGroups,
  type NewQaEntryRow,
  type QaEntryRow,
  type QuestionGroupRow,
} from './questions.tables';
import { searchCondition } from './search-condition';

const groupColumns = {
  group_id: questionGroups.group_id,
  name_en: questionGroups.name_en,
  name_tr: questionGroups.name_tr,
  display_order: questionGroups.display_order,
};

/** Groups in display order. */
const groupOrder = [asc(questionGroups.display_order), asc(questionGroups.group_id)];

export type QaEntryValues = Omit<
  NewQaEntryRow,
  'entry_id' | 'created_at' | 'updated_at' | 'search_text'
>;

function qaSearchText(values: QaEntryValues): string {
  return foldSearchText(
    [values.question_en, values.question_tr, values.answer_en, values.answer_tr].join(' '),
  );
}

export interface QaEntryFilter extends PageRequest {
  group_id?: number | undefined;
  status?: QaStatus | undefined;
  q?: string | undefined;
}

/**
 * The questions feature's SQL: question groups and the Q&A bank here, the
 * question pool (questions and their replies) in question-pool.repository.ts.
 */
export function createQuestionsRepository(db: Executor) {
  return {
    ...createQuestionPoolRepository(db),

    // ─── Groups ───────────────────────────────────────────────────────────

    /** Groups in display order with the count of open pool questions in each. */
    async listPoolGroups(request: PageRequest) {
      // Written out in full: the correlated subquery must name both tables' group_id.
      const openCount = sql<number>`(select count(*)::int from "pool_questions" where "pool_questions"."group_id" = "question_groups"."group_id" and "pool_questions"."status" = 'open')`;
      return readPage(
        db
          .select({ ...groupColumns, open_count: openCount })
          .from(questionGroups)
          .orderBy(...groupOrder),
        request,
        db.$count(questionGroups),
      );
    },

    /** Groups in display order with the count of Q&A entries (answered ones only, or all). */
    async listQaGroups(request: PageRequest, answeredOnly: boolean) {
      const entryCount = answeredOnly
        ? sql<number>`(select count(*)::int from "qa_entries" where "qa_entries"."group_id" = "question_groups"."group_id" and "qa_entries"."status" = 'answered')`
        : sql<number>`(select count(*)::int from "qa_entries" where "qa_entries"."group_id" = "question_groups"."group_id")`;
      return readPage(
        db
          .select({ ...groupColumns, entry_count: entryCount })
          .from(questionGroups)
          .orderBy(...groupOrder),
        request,
        db.$count(questionGroups),
      );
    },

    async findGroup(groupId: number, lock = false): Promise<QuestionGroupRow | undefined> {
      const query = db.select().from(questionGroups).where(eq(questionGroups.group_id, groupId));
      const rows = lock ? await query.for('update') : await query;
      return rows[0];
    },

    async insertGroup(values: {
      group_id: number;
      name_en: string;
      name_tr: string;
      display_order: number;
    }): Promise<QuestionGroupRow> {
      const [row] = await db.insert(questionGroups).values(values).returning();
      if (row === undefined) throw new Error('The question group was not inserted');
      return row;
    },

    async updateGroup(
      groupId: number,
      values: { name_en: string; name_tr: string; display_order: number },
    ): Promise<QuestionGroupRow | undefined> {
      const [row] = await db
        .update(questionGroups)
        .set({ ...values, updated_at: new Date() })
        .where(eq(questionGroups.group_id, groupId))
        .returning();
      return row;
    },

    async deleteGroup(groupId: number): Promise<void> {
      await db.delete(questionGroups).where(eq(questionGroups.group_id, groupId));
    },

    /** How many Q&A entries and pool questions a group still holds. */
    async groupUsage(groupId: number): Promise<{ entries: number; questions: number }> {
      const [entries, questions] = await Promise.all([
        db.select({ value: count() }).from(qaEntries).where(eq(qaEntries.group_id, groupId)),
        db
          .select({ value: count() })
          .from(poolQuestions)
          .where(eq(poolQuestions.group_id, groupId)),
      ]);
      return { entries: entries[0]?.value ?? 0, questions: questions[0]?.value ?? 0 };
    },

    // ─── Q&A bank ─────────────────────────────────────────────────────────

    /** Entries in group display order, then their order within the group. */
    async listEntries(filter: QaEntryFilter): Promise<{ rows: QaEntryRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [searchCondition(qaEntries.search_text, filter.q)];
      if (filter.group_id !== undefined) conditions.push(eq(qaEntries.group_id, filter.group_id));
      if (filter.status !== undefined) conditions.push(eq(qaEntries.status, filter.status));
      const where = and(...conditions);
      const { rows, total } = await readPage(
        db
          .select({ entry: qaEntries })
          .from(qaEntries)
          .innerJoin(questionGroups, eq(questionGroups.group_id, qaEntries.group_id))
          .where(where)
          .orderBy(
            asc(questionGroups.display_order),
            asc(qaEntries.group_id),
            asc(qaEntries.order),
            asc(qaEntries.entry_id),
          ),
        filter,
        db.$count(qaEntries, where),
      );
      return { rows: rows.map((row) => row.entry), total };
    },

    /** How many entries are pending or in review (the moderators' badge). */
    async countWaitingEntries(): Promise<number> {
      return db.$count(qaEntries, inArray(qaEntries.status, ['pending', 'in_review']));
    },

    async findEntry(entryId: string): Promise<QaEntryRow | undefined> {
      const [row] = await db.select().from(qaEntries).where(eq(qaEntries.entry_id, entryId));
      return row;
    },

    /** The order after the last entry of a group. */
    async nextOrder(groupId: number): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`coalesce(max(${qaEntries.order}), 0)::int + 1` })
        .from(qaEntries)
        .where(eq(qaEntries.group_id, groupId));
      return row?.value ?? 1;
    },

    async insertEntry(values: QaEntryValues): Promise<QaEntryRow> {
      const [row] = await db
        .insert(qaEntries)
        .values({ ...values, search_text: qaSearchText(values) })
        .returning();
      if (row === undefined) throw new Error('The Q&A entry was not inserted');
      return row;
    },

    async updateEntry(entryId: string, values: QaEntryValues): Promise<QaEntryRow | undefined> {
      const [row] = await db
        .update(qaEntries)
        .set({ ...values, search_text: qaSearchText(values), updated_at: new Date() })
        .where(eq(qaEntries.entry_id, entryId))
        .returning();
      return row;
    },

    async deleteEntry(entryId: string): Promise<QaEntryRow | undefined> {
      const [row] = await db.delete(qaEntries).where(eq(qaEntries.entry_id, entryId)).returning();
      return row;
    },

    /** The ids of a group's entries, locked for a reorder. */
    async lockGroupEntryIds(groupId: number): Promise<string[]> {
      const rows = await db
        .select({ entry_id: qaEntries.entry_id })
        .from(qaEntries)
        .where(eq(qaEntries.group_id, groupId))
        .for('update');
      return rows.map((row) => row.entry_id);
    },

    async setEntryOrder(entryId: string, order: number): Promise<void> {
      await db
        .update(qaEntries)
        .set({ order, updated_at: new Date() })
        .where(eq(qaEntries.entry_id, entryId));
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
