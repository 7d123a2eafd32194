import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type {
  AssistantAnswerMode,
  AssistantMessageRole,
  AssistantMessageStatus,
  AssistantSource,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  assistantConversations,
  assistantFeedback,
  assistantMessages,
  assistantUsage,
  type AssistantMessageRow,
} from './assistant.tables';
import { readPage, type PageRequest } from '../../db/paging';

export interface NewMessage {
  conversation_id: string;
  user_id: string;
  role: AssistantMessageRole;
  content: string;
  status: AssistantMessageStatus;
  mode: AssistantAnswerMode | null;
  reply_to: string | null;
  sources?: AssistantSource[];
}

/** The counters of the usage table. */
export type UsageCounter =
  | 'questions'
  | 'model_answers'
  | 'offline_answers'
  | 'fallback_answers'
  | 'thumbs_up'
  | 'thumbs_down';

const messageColumns = {
  message_id: assistantMessages.message_id,
  conversation_id: assistantMessages.conversation_id,
  user_id: assistantMessages.user_id,
  role: assistantMessages.role,
  content: assistantMessages.content,
  status: assistantMessages.status,
  mode: assistantMessages.mode,
  reply_to: assistantMessages.reply_to,
  sources: assistantMessages.sources,
  created_at: assistantMessages.created_at,
  rating: assistantFeedback.rating,
  reason: assistantFeedback.reason,
  comment: assistantFeedback.comment,
  shared: assistantFeedback.shared,
};

export type MessageRecord = Awaited<
  ReturnType<ReturnType<typeof createAssistantRepository>['listMessages']>
>[number];

const conversationColumns = {
  conversation_id: assistantConversations.conversation_id,
  user_id: assistantConversations.user_id,
  title: assistantConversations.title,
  created_at: assistantConversations.created_at,
  updated_at: assistantConversations.updated_at,
  message_count: sql<number>`(select count(*)::int from ${assistantMessages} where ${assistantMessages.conversation_id} = ${assistantConversations.conversation_id})`,
};

/** Conversations, messages, ratings and usage counts: the assistant's own rows. */
export function createAssistantRepository(db: Executor) {
  return {
    async listConversations(userId: string, request: PageRequest) {
      const where = eq(assistantConversations.user_id, userId);
      return readPage(
        db
          .select(conversationColumns)
          .from(assistantConversations)
          .where(where)
          .orderBy(desc(assistantConversations.updated_at), assistantConversations.conversation_id),
        request,
        db.$count(assistantConversations, where),
      );
    },

    async findConversation(conversationId: string, lock = false) {
      const query = db
        .select(conversationColumns)
        .from(assistantConversations)
        .where(eq(assistantConversations.conversation_id, conversationId));
      const [row] = lock ? await query.for('update', { of: assistantConversations }) : await query;
      return row;
    },

    async insertConversation(userId: string, title: string): Promise<string> {
      const [row] = await db
        .insert(assistantConversations)
        .values({ user_id: userId, title })
        .returning({ conversation_id: assistantConversations.conversation_id });
      if (row === undefined) throw new Error('The conversation was not inserted');
      return row.conversation_id;
    },

    async renameConversation(conversationId: string, title: string): Promise<void> {
      await db
        .update(assistantConversations)
        .set({ title, updated_at: sql`now()` })
        .where(eq(assistantConversations.conversation_id, conversationId));
    },

    async touchConversation(conversationId: string): Promise<void> {
      await db
        .update(assistantConversations)
        .set({ updated_at: sql`now()` })
        .where(eq(assistantConversations.conversation_id, conversationId));
    },

    async deleteConversation(conversationId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(assistantConversations)
        .where(
          and(
            eq(assistantConversations.conversation_id, conversationId),
            eq(assistantConversations.user_id, userId),
          ),
        )
        .returning({ conversation_id: assistantConversations.conversation_id });
      return rows.length > 0;
    },

    async deleteAllConversations(userId: string): Promise<number> {
      const rows = await db
        .delete(assistantConversations)
        .where(eq(assistantConversations.user_id, userId))
        .returning({ conversation_id: assistantConversations.conversation_id });
      return rows.length;
    },

    /** Conversations untouched since `before` go, with their messages and ratings. */
    async deleteUntouched(before: Date): Promise<number> {
      const rows = await db
        .delete(assistantConversations)
        .where(lt(assistantConversations.updated_at, before))
        .returning({ conversation_id: assistantConversations.conversation_id });
      return rows.length;
    },

    /** Messages of conversations, oldest first, with their ratings. */
    async listMessages(conversationIds: readonly string[]) {
      if (conversationIds.length === 0) return [];
      return db
        .select(messageColumns)
        .from(assistantMessages)
        .leftJoin(assistantFeedback, eq(assistantFeedback.message_id, assistantMessages.message_id))
        .where(inArray(assistantMessages.conversation_id, [...conversationIds]))
        .orderBy(asc(assistantMessages.position));
    },

    /** One message with the owner of its conversation and its rating. */
    async findMessage(messageId: string) {
      const [row] = await db
        .select(messageColumns)
        .from(assistantMessages)
        .leftJoin(assistantFeedback, eq(assistantFeedback.message_id, assistantMessages.message_id))
        .where(eq(assistantMessages.message_id, messageId));
      return row;
    },

    async insertMessage(message: NewMessage): Promise<AssistantMessageRow> {
      const [row] = await db.insert(assistantMessages).values(message).returning();
      if (row === undefined) throw new Error('The message was not inserted');
      return row;
    },

    /** Finishes a streaming answer; nothing when it was already stopped or finished. */
    async finishMessage(
      messageId: string,
      values: {
        content: string;
        status: AssistantMessageStatus;
        mode: AssistantAnswerMode;
        sources: AssistantSource[];
      },
    ): Promise<boolean> {
      const rows = await db
        .update(assistantMessages)
        .set({ ...values, updated_at: sql`now()` })
        .where(
          and(
            eq(assistantMessages.message_id, messageId),
            eq(assistantMessages.status, 'streaming'),
          ),
        )
        .returning({ message_id: assistantMessages.message_id });
      return rows.length > 0;
    },

    /** Stops a streaming answer held by another process (its text stays as last saved). */
    async stopMessage(messageId: string): Promise<void> {
      await db
        .update(assistantMessages)
        .set({ status: 'stopped', updated_at: sql`now()` })
        .where(
          and(
            eq(assistantMessages.message_id, messageId),
            eq(assistantMessages.status, 'streaming'),
          ),
        );
    },

    /** Answers left streaming by a process that stopped: they count as stopped. */
    async stopStale(before: Date): Promise<number> {
      const rows = await db
        .update(assistantMessages)
        .set({ status: 'stopped', updated_at: sql`now()` })
        .where(
          and(eq(assistantMessages.status, 'streaming'), lt(assistantMessages.created_at, before)),
        )
        .returning({ message_id: assistantMessages.message_id });
      return rows.length;
    },

    /** Answers a person started since a moment, and the earliest of them (the minute limit). */
    async countAnswersSince(userId: string, since: Date) {
      const [row] = await db
        .select({
          value: count(),
          earliest: sql<Date | null>`min(${assistantMessages.created_at})`,
        })
        .from(assistantMessages)
        .where(
          and(
            eq(assistantMessages.user_id, userId),
            eq(assistantMessages.role, 'assistant'),
            gte(assistantMessages.created_at, since),
          ),
        );
      const earliest = row?.earliest ?? null;
      return {
        count: row?.value ?? 0,
        earliest: earliest === null ? null : new Date(earliest),
      };
    },

    /** Whether a person has an answer streaming that started since a moment. */
    async hasStreaming(userId: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ value: count() })
        .from(assistantMessages)
        .where(
          and(
            eq(assistantMessages.user_id, userId),
            eq(assistantMessages.status, 'streaming'),
            gte(assistantMessages.created_at, since),
          ),
        );
      return (row?.value ?? 0) > 0;
    },

    async countMessages(conversationId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(assistantMessages)
        .where(eq(assistantMessages.conversation_id, conversationId));
      return row?.value ?? 0;
    },

    async addUsage(userId: string, day: string, counter: UsageCounter, by = 1): Promise<void> {
      await db
        .insert(assistantUsage)
        .values({ day, user_id: userId, [counter]: Math.max(0, by) })
        .onConflictDoUpdate({
          target: [assistantUsage.day, assistantUsage.user_id],
          set: { [counter]: sql`greatest(0, ${assistantUsage[counter]} + ${by})` },
        });
    },

    async questionsOn(userId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ value: assistantUsage.questions })
        .from(assistantUsage)
        .where(and(eq(assistantUsage.user_id, userId), eq(assistantUsage.day, day)));
      return row?.value ?? 0;
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
