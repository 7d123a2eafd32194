import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type FeedbackArea,
  type FeedbackKind,
  type FeedbackStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { feedbackItems, type FeedbackItemRow } from './feedback.tables';
import { readPage, type PageRequest } from '../../db/paging';

export interface FeedbackValues {
  kind: FeedbackKind;
  subject: string;
  message: string;
  rating: number | null;
  area: FeedbackArea | null;
}

export interface FeedbackFilter extends PageRequest {
  kind: FeedbackKind;
  status?: FeedbackStatus | undefined;
  q?: string | undefined;
}

export function createFeedbackRepository(db: Executor) {
  async function page(where: SQL | undefined, request: PageRequest) {
    return readPage(
      db
        .select()
        .from(feedbackItems)
        .where(where)
        .orderBy(desc(feedbackItems.created_at), asc(feedbackItems.item_id)),
      request,
      db.$count(feedbackItems, where),
    );
  }

  return {
    async insert(
      values: FeedbackValues,
      authorId: string,
      extra: Partial<
        Pick<
          FeedbackItemRow,
          'status' | 'admin_reply' | 'replied_at' | 'updated_by' | 'created_at' | 'updated_at'
        >
      > = {},
    ): Promise<FeedbackItemRow> {
      const rows = await db
        .insert(feedbackItems)
        .values({
          ...values,
          ...extra,
          author_id: authorId,
          search_text: foldSearchText(`${values.subject} ${values.message}`),
        })
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The feedback item was not inserted');
      return row;
    },

    async findById(itemId: string): Promise<FeedbackItemRow | undefined> {
      const rows = await db.select().from(feedbackItems).where(eq(feedbackItems.item_id, itemId));
      return rows[0];
    },

    /** A person's own items of both kinds, newest first. */
    byAuthor: (authorId: string, request: PageRequest) =>
      page(eq(feedbackItems.author_id, authorId), request),

    /** The admins' list of one kind. */
    async list(filter: FeedbackFilter) {
      const conditions: SQL[] = [eq(feedbackItems.kind, filter.kind)];
      if (filter.status !== undefined) conditions.push(eq(feedbackItems.status, filter.status));
      const folded = filter.q === undefined ? '' : foldSearchText(filter.q);
      if (folded !== '') {
        conditions.push(sql`${feedbackItems.search_text} like ${`%${escapeLikePattern(folded)}%`}`);
      }
      return page(and(...conditions), filter);
    },

    /** How many items of a kind are new. */
    async countNew(kind: FeedbackKind): Promise<number> {
      return db.$count(
        feedbackItems,
        and(eq(feedbackItems.kind, kind), eq(feedbackItems.status, 'new')),
      );
    },

    /** Sets the status and, when given, the answer. */
    async review(
      itemId: string,
      change: { status: FeedbackStatus; reply: string | undefined; adminId: string },
    ) {
      const now = new Date();
      const rows = await db
        .update(feedbackItems)
        .set({
          status: change.status,
          updated_by: change.adminId,
          updated_at: now,
          ...(change.reply === undefined ? {} : { admin_reply: change.reply, replied_at: now }),
        })
        .where(eq(feedbackItems.item_id, itemId))
        .returning();
      return rows[0];
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
