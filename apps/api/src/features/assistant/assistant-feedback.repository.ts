import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AssistantFeedbackReason, AssistantRating } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { assistantFeedback, assistantMessages, assistantUsage } from './assistant.tables';
import { readPage, type PageRequest } from '../../db/paging';

export interface FeedbackValues {
  rating: AssistantRating;
  reason: AssistantFeedbackReason | null;
  comment: string | null;
  shared: boolean;
}

const itemColumns = {
  message_id: assistantFeedback.message_id,
  rating: assistantFeedback.rating,
  reason: assistantFeedback.reason,
  comment: assistantFeedback.comment,
  shared: assistantFeedback.shared,
  updated_at: assistantFeedback.updated_at,
  mode: assistantMessages.mode,
};

/** Ratings of answers, and what admins read of them: reasons, shared exchanges, daily usage. */
export function createAssistantFeedbackRepository(db: Executor) {
  const ratedAnswer = eq(assistantMessages.message_id, assistantFeedback.message_id);
  /** A list of ratings is read newest rating first. */
  const newestFirst = [desc(assistantFeedback.updated_at), assistantFeedback.message_id];

  return {
    /** The rating of an answer as it was before this change (undefined when new), then the change. */
    async upsert(messageId: string, values: FeedbackValues) {
      const [before] = await db
        .select({ rating: assistantFeedback.rating, created_at: assistantFeedback.created_at })
        .from(assistantFeedback)
        .where(eq(assistantFeedback.message_id, messageId))
        .for('update');
      await db
        .insert(assistantFeedback)
        .values({ message_id: messageId, ...values })
        .onConflictDoUpdate({
          target: assistantFeedback.message_id,
          set: { ...values, updated_at: sql`now()` },
        });
      return before;
    },

    async listRatings(request: PageRequest & { rating?: AssistantRating | undefined }) {
      const where =
        request.rating === undefined ? undefined : eq(assistantFeedback.rating, request.rating);
      return readPage(
        db
          .select(itemColumns)
          .from(assistantFeedback)
          .innerJoin(assistantMessages, ratedAnswer)
          .where(where)
          .orderBy(...newestFirst),
        request,
        db.$count(assistantFeedback, where),
      );
    },

    /** Shared exchanges: the answer, its question and its sources. */
    async listShared(request: PageRequest) {
      const where = eq(assistantFeedback.shared, true);
      const question = sql<string>`(select q.content from ${assistantMessages} q where q.message_id = ${assistantMessages.reply_to})`;
      return readPage(
        db
          .select({
            ...itemColumns,
            answer: assistantMessages.content,
            sources: assistantMessages.sources,
            question,
          })
          .from(assistantFeedback)
          .innerJoin(assistantMessages, ratedAnswer)
          .where(where)
          .orderBy(...newestFirst),
        request,
        db.$count(assistantFeedback, where),
      );
    },

    /** Sums per day from `since` (a UTC date), newest first. */
    async usageSince(since: string) {
      return db
        .select({
          day: assistantUsage.day,
          questions: sql<number>`sum(${assistantUsage.questions})::int`,
          people: sql<number>`count(*) filter (where ${assistantUsage.questions} > 0)::int`,
          model_answers: sql<number>`sum(${assistantUsage.model_answers})::int`,
          offline_answers: sql<number>`sum(${assistantUsage.offline_answers})::int`,
          fallback_answers: sql<number>`sum(${assistantUsage.fallback_answers})::int`,
          thumbs_up: sql<number>`sum(${assistantUsage.thumbs_up})::int`,
          thumbs_down: sql<number>`sum(${assistantUsage.thumbs_down})::int`,
        })
        .from(assistantUsage)
        .where(and(gte(assistantUsage.day, since)))
        .groupBy(assistantUsage.day)
        .orderBy(desc(assistantUsage.day));
    },
  };
}
