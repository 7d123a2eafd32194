import {
  type AssistantEvaluation,
  assistantLimits,
  type AssistantConversation,
  type AssistantConversationDetail,
  type AssistantConversationPage,
  type AssistantFeedback,
  type AssistantFeedbackBody,
  type AssistantFeedbackListQuery,
  type AssistantFeedbackPage,
  type AssistantIndexStatus,
  type AssistantMessage,
  type AssistantRenameBody,
  type AssistantSharedPage,
  type AssistantStatus,
  type AssistantUsage,
  type PaginationQuery,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { AssistantAnswers } from './assistant-answers';
import { createAssistantFeedbackRepository } from './assistant-feedback.repository';
import { evaluateRetrieval } from './assistant-evaluation';
import { assistantJobs, type AssistantIndexer } from './assistant-indexer';
import { demoEvaluationSet } from './evaluation-set';
import { limitSettingsOf, usageDayOf } from './assistant-limits';
import { createAssistantRepository, type MessageRecord } from './assistant.repository';
import { pageOf } from '../../platform/wire-page';

export interface AssistantServiceDependencies {
  db: Database;
  jobs: JobQueue;
  indexer: AssistantIndexer;
  answers: AssistantAnswers;
  /** Whether a model is configured (the status badge and the daily limit). */
  withModel: boolean;
  now?: () => Date;
}

const dayMs = 24 * 60 * 60 * 1000;
const retentionJobKey = 'assistant-retention';

function messageOf(row: MessageRecord): AssistantMessage {
  return {
    message_id: row.message_id,
    role: row.role,
    content: row.content,
    status: row.status,
    mode: row.mode,
    reply_to: row.reply_to,
    sources: row.sources,
    feedback:
      row.rating === null
        ? null
        : {
            rating: row.rating,
            reason: row.reason,
            comment: row.comment,
            shared: row.shared ?? false,
          },
    created_at: row.created_at.toISOString(),
  };
}

interface ConversationRow {
  conversation_id: string;
  title: string;
  message_count: number;
  created_at: Date;
  updated_at: Date;
}

function conversationOf(row: ConversationRow): AssistantConversation {
  return {
    conversation_id: row.conversation_id,
    title: row.title,
    message_count: row.message_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A rating as the admins' lists show it. */
type FeedbackItem = AssistantFeedbackPage['items'][number];

function feedbackItemOf(
  row: Omit<FeedbackItem, 'created_at'> & { updated_at: Date },
): FeedbackItem {
  return {
    message_id: row.message_id,
    rating: row.rating,
    reason: row.reason,
    comment: row.comment,
    shared: row.shared,
    mode: row.mode,
    created_at: row.updated_at.toISOString(),
  };
}

const noSuchConversation = () => AppError.notFound('There is no such conversation');
const noSuchAnswer = () => AppError.notFound('There is no such answer');

/** The assistant's conversations, ratings and admin figures; answers come from AssistantAnswers. */
export function createAssistantService(dependencies: AssistantServiceDependencies) {
  const { db, jobs, indexer, answers } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const repository = createAssistantRepository(db);
  const feedback = createAssistantFeedbackRepository(db);
  const limits = limitSettingsOf(dependencies.withModel, 0);

  async function ownConversation(conversationId: string, user: AuthUser) {
    const row = await repository.findConversation(conversationId);
    if (row?.user_id !== user.userId) throw noSuchConversation();
    return row;
  }

  async function ownAnswer(messageId: string, user: AuthUser) {
    const row = await repository.findMessage(messageId);
    if (row?.user_id !== user.userId || row.role !== 'assistant') throw noSuchAnswer();
    return row;
  }

  async function detailsOf(
    rows: readonly ConversationRow[],
  ): Promise<AssistantConversationDetail[]> {
    const messages = await repository.listMessages(rows.map((row) => row.conversation_id));
    return rows.map((row) => ({
      ...conversationOf(row),
      messages: messages
        .filter((message) => message.conversation_id === row.conversation_id)
        .map(messageOf),
    }));
  }

  /** Deletes conversations untouched for 90 days, and marks abandoned streams stopped. */
  async function expire(): Promise<number> {
    const moment = now();
    await repository.stopStale(new Date(moment.getTime() - 60 * 60 * 1000));
    return repository.deleteUntouched(
      new Date(moment.getTime() - assistantLimits.retentionDays * dayMs),
    );
  }

  return {
    expire,

    registerJobs(): void {
      indexer.registerJobs();
      jobs.register(assistantJobs.retention, async () => {
        // The next run first, so that a failing run does not end the chain.
        await jobs.enqueue(
          assistantJobs.retention,
          {},
          { singletonKey: retentionJobKey, runAt: new Date(now().getTime() + dayMs) },
        );
        await expire();
      });
    },

    /** At start: the index (rebuilt now if empty) and the daily retention run. */
    async scheduleJobs(): Promise<void> {
      await indexer.scheduleRebuild();
      await jobs.enqueue(assistantJobs.retention, {}, { singletonKey: retentionJobKey });
    },

    status(): AssistantStatus {
      return {
        mode: dependencies.withModel ? 'model' : 'offline',
        question_max_length: assistantLimits.questionMaxLength,
        messages_per_conversation: assistantLimits.messagesPerConversation,
        questions_per_day: limits.perDay,
        retention_days: assistantLimits.retentionDays,
      };
    },

    async listConversations(
      query: PaginationQuery,
      user: AuthUser,
    ): Promise<AssistantConversationPage> {
      const { rows, total } = await repository.listConversations(user.userId, query);
      return pageOf(rows.map(conversationOf), query, total);
    },

    async getConversation(
      conversationId: string,
      user: AuthUser,
    ): Promise<AssistantConversationDetail> {
      const [detail] = await detailsOf([await ownConversation(conversationId, user)]);
      if (detail === undefined) throw noSuchConversation();
      return detail;
    },

    async renameConversation(
      conversationId: string,
      body: AssistantRenameBody,
      user: AuthUser,
    ): Promise<AssistantConversation> {
      await ownConversation(conversationId, user);
      await repository.renameConversation(conversationId, body.title);
      return conversationOf(await ownConversation(conversationId, user));
    },

    async deleteConversation(conversationId: string, user: AuthUser): Promise<void> {
      if (!(await repository.deleteConversation(conversationId, user.userId)))
        throw noSuchConversation();
    },

    async deleteAllConversations(user: AuthUser): Promise<void> {
      await repository.deleteAllConversations(user.userId);
    },

    /** Stops a streaming answer (its partial text kept) and answers it as saved. */
    async stop(messageId: string, user: AuthUser): Promise<AssistantMessage> {
      await answers.stop(messageId, user);
      return messageOf(await ownAnswer(messageId, user));
    },

    /** A thumbs up or down; the day's counts follow a first rating and a changed one. */
    async rate(
      messageId: string,
      body: AssistantFeedbackBody,
      user: AuthUser,
    ): Promise<AssistantFeedback> {
      const answer = await ownAnswer(messageId, user);
      if (answer.status === 'streaming')
        throw AppError.conflict('This answer is still being written');
      const values = {
        rating: body.rating,
        reason: body.reason,
        comment: body.comment,
        shared: body.share,
      };
      await db.transaction(async (transaction) => {
        const before = await createAssistantFeedbackRepository(transaction).upsert(
          messageId,
          values,
        );
        if (before?.rating === body.rating) return;
        const writer = createAssistantRepository(transaction);
        if (before !== undefined)
          await writer.addUsage(
            user.userId,
            usageDayOf(before.created_at),
            before.rating === 'up' ? 'thumbs_up' : 'thumbs_down',
            -1,
          );
        await writer.addUsage(
          user.userId,
          usageDayOf(before?.created_at ?? now()),
          body.rating === 'up' ? 'thumbs_up' : 'thumbs_down',
        );
      });
      return values;
    },

    /** Everything the person said to the assistant (the personal-data export). */
    async exportOwn(userId: string): Promise<AssistantConversationDetail[]> {
      const rows: ConversationRow[] = [];
      for (let page = 1; ; page += 1) {
        const found = await repository.listConversations(userId, { page, page_size: 100 });
        rows.push(...found.rows);
        if (found.rows.length < 100) break;
      }
      return detailsOf(rows);
    },

    async usage(days: number): Promise<AssistantUsage> {
      const since = usageDayOf(new Date(now().getTime() - (days - 1) * dayMs));
      return { items: await feedback.usageSince(since) };
    },

    async listFeedback(query: AssistantFeedbackListQuery): Promise<AssistantFeedbackPage> {
      const { rows, total } = await feedback.listRatings(query);
      return {
        items: rows.map(feedbackItemOf),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async listShared(query: PaginationQuery): Promise<AssistantSharedPage> {
      const { rows, total } = await feedback.listShared(query);
      return pageOf(
        rows.map((row) => ({
          ...feedbackItemOf(row),
          question: row.question,
          answer: row.answer,
          sources: row.sources,
        })),
        query,
        total,
      );
    },

    async indexStatus(): Promise<AssistantIndexStatus> {
      const { groups, lastIndexedAt, rebuildAt } = await indexer.summarize();
      return {
        chunks: groups.reduce((sum, group) => sum + group.chunks, 0),
        sources: groups,
        last_indexed_at: lastIndexedAt?.toISOString() ?? null,
        rebuild_queued: rebuildAt !== null && rebuildAt.getTime() <= now().getTime(),
      };
    },

    /** The demo university's evaluation questions, run on the live index. */
    async evaluate(): Promise<AssistantEvaluation> {
      const figures = await evaluateRetrieval(db, demoEvaluationSet);
      return {
        questions: figures.questions,
        in_scope: figures.inScope,
        recall_at_1: figures.recallAt1,
        recall_at_3: figures.recallAt3,
        recall_at_5: figures.recallAt5,
        mrr: figures.mrr,
        leaks: figures.leaks,
        out_of_scope: figures.outOfScope,
        out_of_scope_answered: figures.outOfScopeAnswered,
        p50_ms: figures.p50Ms,
        p95_ms: figures.p95Ms,
        max_ms: figures.maxMs,
        results: figures.results.map((result, index) => ({
          id: result.id,
          kind: result.kind,
          question: demoEvaluationSet.questions[index]?.question ?? '',
          rank: result.rank,
          leaks: result.leaks,
          top: result.top,
        })),
      };
    },

    async rebuildIndex(): Promise<{ run_at: string }> {
      return { run_at: (await indexer.requestRebuild()).toISOString() };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
