import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { foldSearchText, type PoolStatus } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { offsetOf, readPage, type PageRequest } from '../../db/paging';
import { poolQuestions, poolReplies, type NewPoolQuestionRow } from './questions.tables';
import { searchCondition } from './search-condition';

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
  ReturnType<ReturnType<typeof createQuestionPoolRepository>['findQuestionView']>
>;

/**
 * The question pool: questions people ask, each with its thread of replies,
 * read as a viewer may see them (part of questions.repository.ts).
 */
export function createQuestionPoolRepository(db: Executor) {
  return {
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
      return readPage(
        db
          .select(questionViewColumns(viewerId))
          .from(poolQuestions)
          .where(where)
          .orderBy(desc(poolQuestions.created_at), asc(poolQuestions.question_id)),
        filter,
        db.$count(poolQuestions, where),
      );
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
      return readPage(
        db
          .select(replyViewColumns(viewerId))
          .from(poolReplies)
          .innerJoin(poolQuestions, eq(poolQuestions.question_id, poolReplies.question_id))
          .where(where)
          .orderBy(asc(poolReplies.created_at), asc(poolReplies.reply_id)),
        request,
        db.$count(poolReplies, where),
      );
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
