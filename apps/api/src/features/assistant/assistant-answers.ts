import {
  assistantLimits,
  type AssistantAskBody,
  type AssistantRegenerateBody,
  type AssistantSource,
  type AssistantVisibility,
  type Locale,
} from '@campus/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { detectIntent, pickCourse } from './answer-intents';
import { runModel, runOffline, type AnswerOutcome, type Turn } from './answer-runner';
import { checkLimits, limitSettingsOf, usageDayOf, type StreamRegistry } from './assistant-limits';
import { allowedVisibilities, createRetriever, type RetrievedChunk } from './assistant-retrieval';
import { createAssistantSearchRepository } from './assistant-search.repository';
import { createAssistantRepository, type MessageRecord } from './assistant.repository';
import type { ModelConfig } from './model-client';
import type { OfflineInput } from './offline-answer';
import { analyzeQuestion, withContext, type AnalyzedQuestion } from './question-analysis';

/**
 * Asking and regenerating (ASSISTANT.md, "Conversations" and "Limits"): every
 * check and the saved question come before the stream opens, so a refused
 * question answers problem+json and leaves nothing behind.
 */

/** The route's server-sent events. */
export interface AnswerStream {
  send(event: 'sources' | 'text' | 'done' | 'error', data: unknown): void;
  /** Aborted when the client goes away (Stop by closing the stream). */
  closed: AbortSignal;
}

export type StreamAnswer = (stream: AnswerStream) => Promise<void>;

export interface AssistantAnswersDependencies {
  db: Database;
  /** Whether the person is VIP at this moment (the courses feature decides). */
  isVip: (user: AuthUser) => Promise<boolean>;
  model: ModelConfig | undefined;
  contactEmail: string;
  registry: StreamRegistry;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Earlier complete exchanges before a question, for the model (the last three). */
function turnsBefore(messages: readonly MessageRecord[], questionId: string | null): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages) {
    if (message.message_id === questionId) break;
    if (message.role !== 'user') continue;
    const answers = messages.filter(
      (answer) => answer.reply_to === message.message_id && answer.status === 'complete',
    );
    const answer = answers.at(-1);
    if (answer !== undefined) turns.push({ question: message.content, answer: answer.content });
  }
  return turns.slice(-3);
}

/** The question asked before a question (or the last one, for a new question). */
function previousQuestion(
  messages: readonly MessageRecord[],
  questionId: string | null,
): string | undefined {
  const questions = messages.filter((message) => message.role === 'user');
  const index =
    questionId === null
      ? questions.length
      : questions.findIndex((message) => message.message_id === questionId);
  return index > 0 ? questions[index - 1]?.content : undefined;
}

const conversationFull = () =>
  AppError.conflict(
    `A conversation holds at most ${String(assistantLimits.messagesPerConversation)} messages; start a new one`,
  );
const noSuchConversation = () => AppError.notFound('There is no such conversation');
const noSuchAnswer = () => AppError.notFound('There is no such answer');

export function createAssistantAnswers(dependencies: AssistantAnswersDependencies) {
  const { db, model, registry, log, contactEmail } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const search = createAssistantSearchRepository(db);
  const retriever = createRetriever(search);
  const repository = createAssistantRepository(db);
  const settings = limitSettingsOf(model !== undefined, (model?.totalTimeoutMs ?? 60_000) + 30_000);

  /** What the offline answer needs besides the retrieved chunks. */
  async function offlineInputOf(
    question: AnalyzedQuestion,
    chunks: readonly RetrievedChunk[],
    allowed: readonly AssistantVisibility[],
    context: { locale: Locale; isVip: boolean },
  ): Promise<OfflineInput> {
    const intent = detectIntent(question);
    const picked = pickCourse(question, chunks);
    const course =
      picked === undefined ? undefined : await search.searchCourseCodes([picked.code], allowed, 30);
    let intentChunks: RetrievedChunk[] | undefined;
    const withFragments = (hits: Awaited<ReturnType<typeof search.findByType>>) =>
      hits.map((hit) => ({ ...hit, score: 0, fragment: '', matched: 0, byCode: false }));
    if (intent === 'gpa')
      intentChunks = withFragments(await search.findBySources('faq', ['gpa'], allowed));
    if (intent === 'vip')
      intentChunks = withFragments(await search.findBySources('faq', ['vip'], allowed));
    if (intent === 'events')
      intentChunks = withFragments(await search.findByType('event', allowed, 5, 'next'));
    if (intent === 'dev_log')
      intentChunks = withFragments(
        (await search.findByType('dev_log', allowed, 6, 'newest'))
          .filter((chunk) => chunk.language === context.locale)
          .slice(0, 2),
      );
    return { question, chunks, intent, intentChunks, course, contactEmail, ...context };
  }

  /**
   * Checks the limits, retrieves, and saves the question (when new) and the
   * answer to come, in one transaction; answers the function that streams it.
   */
  async function start(
    user: AuthUser,
    request: {
      conversationId: string | null;
      question: string;
      /** The question being answered again (regenerate), or null for a new question. */
      questionId: string | null;
      messages: readonly MessageRecord[];
      locale: Locale | undefined;
    },
  ): Promise<StreamAnswer> {
    const moment = now();
    await checkLimits(repository, registry, settings, {
      userId: user.userId,
      now: moment,
      withModel: model !== undefined,
    });
    const vip = await dependencies.isVip(user);
    const allowed = allowedVisibilities(true, vip);
    const previous = previousQuestion(request.messages, request.questionId);
    const current = analyzeQuestion(request.question);
    const question = withContext(
      current,
      previous === undefined ? undefined : analyzeQuestion(previous),
    );
    const locale: Locale = current.language ?? request.locale ?? 'en';
    const retrieval = await retriever.retrieve(question, {
      allowed,
      limit: model === undefined ? 5 : 8,
    });
    if (retrieval.leaks > 0)
      log.error({ leaks: retrieval.leaks }, 'assistant visibility leak stopped');

    if (registry.isStreaming(user.userId))
      throw new AppError(429, 'rate_limited', 'An answer is still being written', undefined, {
        'retry-after': '5',
      });
    const mode = model === undefined ? 'offline' : 'model';
    const saved = await db.transaction(async (transaction) => {
      const writer = createAssistantRepository(transaction);
      const conversationId =
        request.conversationId ??
        (await writer.insertConversation(
          user.userId,
          request.question.replace(/\s+/g, ' ').slice(0, assistantLimits.titleMaxLength),
        ));
      const questionId =
        request.questionId ??
        (
          await writer.insertMessage({
            conversation_id: conversationId,
            user_id: user.userId,
            role: 'user',
            content: request.question,
            status: 'complete',
            mode: null,
            reply_to: null,
          })
        ).message_id;
      const answer = await writer.insertMessage({
        conversation_id: conversationId,
        user_id: user.userId,
        role: 'assistant',
        content: '',
        status: 'streaming',
        mode,
        reply_to: questionId,
      });
      await writer.addUsage(user.userId, usageDayOf(moment), 'questions');
      await writer.touchConversation(conversationId);
      return { conversationId, questionId, messageId: answer.message_id };
    });
    const controller = registry.start(user.userId, saved.messageId, model !== undefined);

    return async (stream) => {
      const stop = () => {
        controller.abort();
      };
      stream.closed.addEventListener('abort', stop, { once: true });
      let lastSources: AssistantSource[] = [];
      const sink = {
        sendSources(sources: AssistantSource[]) {
          lastSources = sources;
          stream.send('sources', {
            conversation_id: saved.conversationId,
            question_message_id: saved.questionId,
            message_id: saved.messageId,
            mode,
            sources,
          });
        },
        sendText(delta: string) {
          stream.send('text', { delta });
        },
      };
      let outcome: AnswerOutcome | undefined;
      try {
        const context = { locale, isVip: vip };
        outcome =
          model === undefined
            ? runOffline(
                await offlineInputOf(question, retrieval.chunks, allowed, context),
                sink,
                controller.signal,
              )
            : await runModel(
                {
                  config: model,
                  locale,
                  question: request.question,
                  chunks: retrieval.chunks,
                  turns: turnsBefore(request.messages, request.questionId),
                  contactEmail,
                  fallback: () => offlineInputOf(question, retrieval.chunks, allowed, context),
                },
                sink,
                controller.signal,
              );
        const finished = await repository.finishMessage(saved.messageId, outcome);
        await repository.addUsage(user.userId, usageDayOf(moment), `${outcome.mode}_answers`);
        await repository.touchConversation(saved.conversationId);
        stream.send('done', {
          message_id: saved.messageId,
          status: finished ? outcome.status : 'stopped',
          mode: outcome.mode,
          content: outcome.content,
          sources: outcome.sources,
        });
      } catch (error) {
        log.error({ err: error, messageId: saved.messageId }, 'an assistant answer failed');
        await repository
          .finishMessage(saved.messageId, {
            content: '',
            status: 'failed',
            mode,
            sources: lastSources,
          })
          .catch(() => undefined);
        stream.send('error', { code: 'internal_error', detail: 'The answer could not be made' });
      } finally {
        stream.closed.removeEventListener('abort', stop);
        registry.finish(user.userId, saved.messageId, model !== undefined);
        log.info(
          {
            messageId: saved.messageId,
            conversationId: saved.conversationId,
            mode: outcome?.mode ?? mode,
            status: outcome?.status ?? 'failed',
            failure: outcome?.failure,
            chunks: retrieval.chunks.length,
            retrievalMs: Math.round(retrieval.elapsedMs),
          },
          'assistant answer',
        );
      }
    };
  }

  /** A conversation of the person, or 404 (someone else's looks like none). */
  async function ownConversation(conversationId: string, user: AuthUser) {
    const conversation = await repository.findConversation(conversationId);
    if (conversation?.user_id !== user.userId) throw noSuchConversation();
    return conversation;
  }

  return {
    async ask(body: AssistantAskBody, user: AuthUser): Promise<StreamAnswer> {
      let messages: MessageRecord[] = [];
      if (body.conversation_id !== null) {
        const conversation = await ownConversation(body.conversation_id, user);
        if (conversation.message_count + 2 > assistantLimits.messagesPerConversation)
          throw conversationFull();
        messages = await repository.listMessages([conversation.conversation_id]);
      }
      return start(user, {
        conversationId: body.conversation_id,
        question: body.question,
        questionId: null,
        messages,
        locale: body.locale,
      });
    },

    async regenerate(
      messageId: string,
      body: AssistantRegenerateBody,
      user: AuthUser,
    ): Promise<StreamAnswer> {
      const answer = await repository.findMessage(messageId);
      if (
        answer?.user_id !== user.userId ||
        answer.role !== 'assistant' ||
        answer.reply_to === null
      )
        throw noSuchAnswer();
      if (answer.status === 'streaming')
        throw AppError.conflict('This answer is still being written; stop it first');
      const conversation = await ownConversation(answer.conversation_id, user);
      if (conversation.message_count + 1 > assistantLimits.messagesPerConversation)
        throw conversationFull();
      const messages = await repository.listMessages([conversation.conversation_id]);
      const question = messages.find((message) => message.message_id === answer.reply_to);
      if (question === undefined) throw noSuchAnswer();
      return start(user, {
        conversationId: conversation.conversation_id,
        question: question.content,
        questionId: question.message_id,
        messages,
        locale: body.locale,
      });
    },

    /** Stops the person's streaming answer; its partial text is kept. */
    async stop(messageId: string, user: AuthUser): Promise<void> {
      const answer = await repository.findMessage(messageId);
      if (answer?.user_id !== user.userId || answer.role !== 'assistant') throw noSuchAnswer();
      if (answer.status !== 'streaming') return;
      if (!(await registry.stop(messageId))) await repository.stopMessage(messageId);
    },
  };
}

export type AssistantAnswers = ReturnType<typeof createAssistantAnswers>;
