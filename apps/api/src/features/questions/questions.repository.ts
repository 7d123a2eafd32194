import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  escapeLikePattern,
  foldSearchText,
  type PoolStatus,
  type QaStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  poolQuestions,
  poolReplies,
  qaEntries,
  questionGroups,
  type NewPoolQuestionRow,
  type NewQaEntryRow,
  type QaEntryRow,
  type QuestionGroupRow,
} from './questions.tables';
import { offsetOf, type PageRequest } from '../../db/paging';

/** `LIKE` over a folded search column, or nothing for an empty query. */
function searchCondition(column: AnyPgColumn, q: string | undefined) {
  const folded = foldSearchText(q ?? '');
  if (folded === '') return undefined;
  return sql`${column} like ${`%${escapeLikePattern(folded)}%`}`;
}

const groupColumns = {
  group_id: questionGroups.group_id,
  name_en: questionGroups.name_en,
  name_tr: questionGroups.name_tr,
  display_order: questionGroups.display_order,
};

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

export interface PoolQuestionFilter extends PageRequest {
  group_id?: number | undefined;
  status?: PoolStatus | undefined;
  q?: string | undefined;
  /** Only the questions of this account (the viewer's own). */
  authorId?: string | undefined;
}

export interface PoolQuestionValues {
  group_id: number;
  title: string;
  content: string;
  is_anonymous: boolean;
}

/**
 * The columns of a pool question as a viewer may see it. The author's id is
 * selected only for a question that is not anonymous (`named_author_id`);
 * for an anonymous one the database answers null, so it never reaches the
 * service. `is_mine` is worked out in SQL against the viewer.
 */
function questionViewColumns(viewerId: string | null) {
  return {
    question_id: poolQuestions.question_id,
    group_id: poolQuestions.group_id,
    title: poolQuestions.title,
    content: poolQuestions.content,
    status: poolQuestions.status,
    is_anonymous: poolQuestions.is_anonymous,
    named_author_id: sql<
      string | null
    >`case when ${poolQuestions.is_anonymous} then null else ${poolQuestions.author_id} end`,
    is_mine:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`(${poolQuestions.author_id} = ${viewerId})`,
    reply_count: poolQuestions.reply_count,
    created_at: poolQuestions.created_at,
    updated_at: poolQuestions.updated_at,
  };
}

/**
 * The columns of a reply as a viewer may see it: the author's id is null when
 * the asker of an anonymous question replies in their own thread.
 */
function replyViewColumns(viewerId: string | null) {
  const byAsker = sql`(${poolReplies.author_id} = ${poolQuestions.author_id})`;
  return {
    reply_id: poolReplies.reply_id,
    question_id: poolReplies.question_id,
    content: poolReplies.content,
    named_author_id: sql<
      string | null
    >`case when ${poolQuestions.is_anonymous} and ${byAsker} then null else ${poolReplies.author_id} end`,
    is_asker: sql<boolean>`${byAsker}`,
    is_mine:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`(${poolReplies.author_id} = ${viewerId})`,
    created_at: poolReplies.created_at,
  };
}

export type PoolQuestionView = Awaited<
  ReturnType<ReturnType<typeof createQuestionsRepository>['findQuestionView']>
>;

export function createQuestionsRepository(db: Executor) {
  return {
    // ─── Groups ───────────────────────────────────────────────────────────

    /** Groups in display order with the count of open pool questions in each. */
    async listPoolGroups(request: PageRequest) {
      // Written out in full: the correlated subquery must name both tables' group_id.
      const openCount = sql<number>`(select count(*)::int from "pool_questions" where "pool_questions"."group_id" = "question_groups"."group_id" and "pool_questions"."status" = 'open')`;
      const [rows, totals] = await Promise.all([
        db
          .select({ ...groupColumns, open_count: openCount })
          .from(questionGroups)
          .orderBy(asc(questionGroups.display_order), asc(questionGroups.group_id))
          .limit(request.page_size)
          .offset(offsetOf(request)),
        db.select({ value: count() }).from(questionGroups),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
    },

    /** Groups in display order with the count of Q&A entries (answered ones only, or all). */
    async listQaGroups(request: PageRequest, answeredOnly: boolean) {
      const entryCount = answeredOnly
        ? sql<number>`(select count(*)::int from "qa_entries" where "qa_entries"."group_id" = "question_groups"."group_id" and "qa_entries"."status" = 'answered')`
        : sql<number>`(select count(*)::int from "qa_entries" where "qa_entries"."group_id" = "question_groups"."group_id")`;
      const [rows, totals] = await Promise.all([
        db
          .select({ ...groupColumns, entry_count: entryCount })
          .from(questionGroups)
          .orderBy(asc(questionGroups.display_order), asc(questionGroups.group_id))
          .limit(request.page_size)
          .offset(offsetOf(request)),
        db.select({ value: count() }).from(questionGroups),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
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
      const [rows, totals] = await Promise.all([
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
          )
          .limit(filter.page_size)
          .offset(offsetOf(filter)),
        db.select({ value: count() }).from(qaEntries).where(where),
      ]);
      return { rows: rows.map((row) => row.entry), total: totals[0]?.value ?? 0 };
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

    // ─── Question pool ────────────────────────────────────────────────────

    /** One page of pool questions as the viewer may see them, newest first. */
    async listQuestions(filter: PoolQuestionFilter, viewerId: string | null) {
      const conditions: (SQL | undefined)[] = [
        searchCondition(poolQuestions.search_text, filter.q),
      ];
      if (filter.group_id !== undefined)
        conditions.push(eq(poolQuestions.group_id, filter.group_id));
      if (filter.status !== undefined) conditions.push(eq(poolQuestions.status, filter.status));
      if (filter.authorId !== undefined)
        conditions.push(eq(poolQuestions.author_id, filter.authorId));
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select(questionViewColumns(viewerId))
          .from(poolQuestions)
          .where(where)
          .orderBy(desc(poolQuestions.created_at), asc(poolQuestions.question_id))
          .limit(filter.page_size)
          .offset(offsetOf(filter)),
        db.select({ value: count() }).from(poolQuestions).where(where),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
    },

    async findQuestionView(questionId: string, viewerId: string | null) {
      const [row] = await db
        .select(questionViewColumns(viewerId))
        .from(poolQuestions)
        .where(eq(poolQuestions.question_id, questionId));
      return row;
    },

    /**
     * The facts the rules need about a question (who asked, its status, its
     * replies), locked for the change that follows. For the service only:
     * never mapped into an answer.
     */
    async lockQuestionFacts(questionId: string) {
      const [row] = await db
        .select({
          question_id: poolQuestions.question_id,
          author_id: poolQuestions.author_id,
          status: poolQuestions.status,
          reply_count: poolQuestions.reply_count,
          is_anonymous: poolQuestions.is_anonymous,
        })
        .from(poolQuestions)
        .where(eq(poolQuestions.question_id, questionId))
        .for('update');
      return row;
    },

    async insertQuestion(values: PoolQuestionValues & { author_id: string }): Promise<string> {
      const row: NewPoolQuestionRow = {
        ...values,
        search_text: foldSearchText(`${values.title} ${values.content}`),
      };
      const [inserted] = await db
        .insert(poolQuestions)
        .values(row)
        .returning({ question_id: poolQuestions.question_id });
      if (inserted === undefined) throw new Error('The pool question was not inserted');
      return inserted.question_id;
    },

    async updateQuestion(questionId: string, values: PoolQuestionValues): Promise<void> {
      await db
        .update(poolQuestions)
        .set({
          ...values,
          search_text: foldSearchText(`${values.title} ${values.content}`),
          updated_at: new Date(),
        })
        .where(eq(poolQuestions.question_id, questionId));
    },

    async setQuestionStatus(questionId: string, status: PoolStatus): Promise<void> {
      await db
        .update(poolQuestions)
        .set({ status, updated_at: new Date() })
        .where(eq(poolQuestions.question_id, questionId));
    },

    async deleteQuestion(questionId: string): Promise<void> {
      await db.delete(poolQuestions).where(eq(poolQuestions.question_id, questionId));
    },

    /** A thread's replies as the viewer may see them, oldest first. */
    async listReplies(questionId: string, request: PageRequest, viewerId: string | null) {
      const where = eq(poolReplies.question_id, questionId);
      const [rows, totals] = await Promise.all([
        db
          .select(replyViewColumns(viewerId))
          .from(poolReplies)
          .innerJoin(poolQuestions, eq(poolQuestions.question_id, poolReplies.question_id))
          .where(where)
          .orderBy(asc(poolReplies.created_at), asc(poolReplies.reply_id))
          .limit(request.page_size)
          .offset(offsetOf(request)),
        db.select({ value: count() }).from(poolReplies).where(where),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
    },

    /** A person's own replies in every thread, newest first (the personal-data export). */
    async listRepliesByAuthor(authorId: string, request: PageRequest) {
      const rows = await db
        .select(replyViewColumns(authorId))
        .from(poolReplies)
        .innerJoin(poolQuestions, eq(poolQuestions.question_id, poolReplies.question_id))
        .where(eq(poolReplies.author_id, authorId))
        .orderBy(desc(poolReplies.created_at), asc(poolReplies.reply_id))
        .limit(request.page_size)
        .offset(offsetOf(request));
      return { rows };
    },

    async findReplyView(replyId: string, viewerId: string | null) {
      const [row] = await db
        .select(replyViewColumns(viewerId))
        .from(poolReplies)
        .innerJoin(poolQuestions, eq(poolQuestions.question_id, poolReplies.question_id))
        .where(eq(poolReplies.reply_id, replyId));
      return row;
    },

    async insertReply(values: {
      question_id: string;
      content: string;
      author_id: string;
    }): Promise<string> {
      const [row] = await db
        .insert(poolReplies)
        .values(values)
        .returning({ reply_id: poolReplies.reply_id });
      if (row === undefined) throw new Error('The reply was not inserted');
      return row.reply_id;
    },

    /** Removes a reply; answers its thread's id, or undefined when there was no such reply. */
    async deleteReply(replyId: string): Promise<string | undefined> {
      const [row] = await db
        .delete(poolReplies)
        .where(eq(poolReplies.reply_id, replyId))
        .returning({ question_id: poolReplies.question_id });
      return row?.question_id;
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
