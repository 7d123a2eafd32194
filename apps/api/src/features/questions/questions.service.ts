import {
  hasModeratorAccess,
  qaEntryRuleProblems,
  type FieldProblemInput,
  type Locale,
  type PaginationQuery,
  type PoolGroupPage,
  type PoolQuestion,
  type PoolQuestionListQuery,
  type PoolQuestionPage,
  type PoolQuestionWriteBody,
  type PoolReply,
  type PoolReplyPage,
  type PoolReplyWriteBody,
  type PoolStatus,
  type PoolThread,
  type QaEntry,
  type QaEntryListQuery,
  type QaEntryPage,
  type QaEntryWriteBody,
  type QaGroupPage,
  type QaReorderBody,
  type QuestionGroup,
  type QuestionGroupCreateBody,
  type QuestionGroupUpdateBody,
  fieldProblem,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { ignoreSourceChange, type SourceChanged } from '../../platform/indexed-documents';
import { demoThread } from './demo-thread';
import {
  createQuestionsRepository,
  type QaEntryValues,
  type QuestionsRepository,
} from './questions.repository';
import type { QaEntryRow, QuestionGroupRow } from './questions.tables';
import type { DomainEvents } from '../../platform/events';
import { readAllPages } from '../../platform/all-pages';

/** The names people read for account ids (first name and last initial); unknown ids are left out. */
export type DisplayNamesOf = (userIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;

export interface QuestionsServiceDependencies {
  db: Database;
  displayNamesOf: DisplayNamesOf;
  /** Announces replies (in their transaction), for the asker's notification. */
  events: Pick<DomainEvents, 'record' | 'nudge'>;
  /** The assistant's index follows the bank's entries and the pool's threads. */
  sourceChanged?: SourceChanged;
}

/** A question or a reply as read from the database: the author's id only when it may be shown. */
interface NamedRow {
  named_author_id: string | null;
}

type QuestionViewRow = NonNullable<Awaited<ReturnType<QuestionsRepository['findQuestionView']>>>;
type ReplyViewRow = NonNullable<Awaited<ReturnType<QuestionsRepository['findReplyView']>>>;

const repliesPerThreadPage: PageRequest = { page: 1, page_size: 25 };

function groupOf(
  row: Pick<QuestionGroupRow, 'group_id' | 'name_en' | 'name_tr' | 'display_order'>,
): QuestionGroup {
  return {
    group_id: row.group_id,
    name_en: row.name_en,
    name_tr: row.name_tr,
    display_order: row.display_order,
  };
}

function entryOf(row: QaEntryRow): QaEntry {
  return {
    entry_id: row.entry_id,
    group_id: row.group_id,
    question_en: row.question_en,
    question_tr: row.question_tr,
    answer_en: row.answer_en,
    answer_tr: row.answer_tr,
    order: row.order,
    author: row.author,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The author as shown: a name for a named item, null for an anonymous one (never an id). */
function authorOf(row: NamedRow, names: ReadonlyMap<string, string>) {
  if (row.named_author_id === null) return null;
  const name = names.get(row.named_author_id);
  return name === undefined ? null : { display_name: name };
}

/** Maps a question field by field, so that nothing but these fields can reach an answer. */
function questionOf(row: QuestionViewRow, names: ReadonlyMap<string, string>): PoolQuestion {
  return {
    question_id: row.question_id,
    group_id: row.group_id,
    title: row.title,
    content: row.content,
    status: row.status,
    is_anonymous: row.is_anonymous,
    author: row.is_anonymous ? null : authorOf(row, names),
    is_mine: row.is_mine,
    reply_count: row.reply_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function replyOf(row: ReplyViewRow, names: ReadonlyMap<string, string>): PoolReply {
  return {
    reply_id: row.reply_id,
    question_id: row.question_id,
    content: row.content,
    author: authorOf(row, names),
    is_asker: row.is_asker,
    is_mine: row.is_mine,
    created_at: row.created_at.toISOString(),
  };
}

function namedIds(rows: readonly NamedRow[]): string[] {
  return [
    ...new Set(rows.flatMap((row) => (row.named_author_id === null ? [] : [row.named_author_id]))),
  ];
}

const noSuchEntry = () => AppError.notFound('There is no such Q&A entry');
const noSuchQuestion = () => AppError.notFound('There is no such question');
const noSuchReply = () => AppError.notFound('There is no such reply');
const noSuchGroupPath = (groupId: number) =>
  AppError.notFound(`There is no question group ${String(groupId)}`);

/** A group id of a body that names no group: a 400 on that field. */
function unknownGroupInBody(groupId: number): AppError {
  const message = `There is no question group ${String(groupId)}`;
  return AppError.badRequest(message, [
    fieldProblem(
      'body.group_id',
      { code: 'rule', params: { rule: 'unknown_group', group: groupId } },
      message,
    ),
  ]);
}

function plural(value: number, one: string, many: string): string {
  return `${String(value)} ${value === 1 ? one : many}`;
}

/** The language of the demo thread: `?locale=`, else the Accept-Language header, else English. */
export function demoLocale(query: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (query !== undefined) return query;
  return /^\s*tr\b/i.test(acceptLanguage ?? '') ? 'tr' : 'en';
}

/**
 * The Q&A bank, the question groups and the question pool. Moderators'
 * changes are audited in their transaction. An anonymous question's author
 * is never read into an answer: the repository selects it as null, and every
 * answer is built field by field here.
 */
export function createQuestionsService({
  db,
  displayNamesOf,
  events,
  sourceChanged = ignoreSourceChange,
}: QuestionsServiceDependencies) {
  const reader = createQuestionsRepository(db);

  async function namesFor(rows: readonly NamedRow[]): Promise<ReadonlyMap<string, string>> {
    const ids = namedIds(rows);
    return ids.length === 0 ? new Map<string, string>() : displayNamesOf(ids);
  }

  async function requireGroupForBody(repository: QuestionsRepository, groupId: number) {
    const group = await repository.findGroup(groupId);
    if (group === undefined) throw unknownGroupInBody(groupId);
    return group;
  }

  async function questionView(questionId: string, viewer: AuthUser): Promise<PoolQuestion> {
    const row = await reader.findQuestionView(questionId, viewer.userId);
    if (row === undefined) throw noSuchQuestion();
    return questionOf(row, await namesFor([row]));
  }

  async function repliesPage(
    questionId: string,
    request: PageRequest,
    viewer: AuthUser,
  ): Promise<PoolReplyPage> {
    const { rows, total } = await reader.listReplies(questionId, request, viewer.userId);
    const names = await namesFor(rows);
    return {
      items: rows.map((row) => replyOf(row, names)),
      page: request.page,
      page_size: request.page_size,
      total,
    };
  }

  function validateEntry(body: QaEntryWriteBody): void {
    const problems: FieldProblemInput[] = qaEntryRuleProblems(body).map((problem) => ({
      field: `body.${problem.field}`,
      message: problem.message,
    }));
    const first = problems[0];
    if (first !== undefined) throw AppError.badRequest(first.message, problems);
  }

  return {
    // ─── Groups ───────────────────────────────────────────────────────────

    async listPoolGroups(query: PaginationQuery): Promise<PoolGroupPage> {
      const { rows, total } = await reader.listPoolGroups(query);
      return {
        items: rows.map((row) => ({ ...groupOf(row), open_count: row.open_count })),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async listQaGroups(query: PaginationQuery, viewer: AuthUser | null): Promise<QaGroupPage> {
      const { rows, total } = await reader.listQaGroups(query, !hasModeratorAccess(viewer?.role));
      return {
        items: rows.map((row) => ({ ...groupOf(row), entry_count: row.entry_count })),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async createGroup(body: QuestionGroupCreateBody, actor: AuthUser): Promise<QuestionGroup> {
      const inUse = () => AppError.conflict(`Group id ${String(body.group_id)} is already in use`);
      try {
        return await db.transaction(async (transaction) => {
          const repository = createQuestionsRepository(transaction);
          if ((await repository.findGroup(body.group_id)) !== undefined) throw inUse();
          const row = await repository.insertGroup(body);
          await recordAudit(transaction, {
            actorId: actor.userId,
            action: 'question_group.created',
            targetType: 'question_group',
            targetId: String(row.group_id),
          });
          return groupOf(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw inUse();
        throw error;
      }
    },

    async updateGroup(
      groupId: number,
      body: QuestionGroupUpdateBody,
      actor: AuthUser,
    ): Promise<QuestionGroup> {
      return db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const before = await repository.findGroup(groupId, true);
        if (before === undefined) throw noSuchGroupPath(groupId);
        const row = await repository.updateGroup(groupId, body);
        if (row === undefined) throw noSuchGroupPath(groupId);
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'question_group.updated',
          targetType: 'question_group',
          targetId: String(groupId),
          details: {
            changed: (['name_en', 'name_tr', 'display_order'] as const).filter(
              (field) => before[field] !== body[field],
            ),
          },
        });
        return groupOf(row);
      });
    },

    async deleteGroup(groupId: number, actor: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        if ((await repository.findGroup(groupId, true)) === undefined)
          throw noSuchGroupPath(groupId);
        const usage = await repository.groupUsage(groupId);
        if (usage.entries > 0 || usage.questions > 0) {
          const holds = [
            ...(usage.entries > 0 ? [plural(usage.entries, 'Q&A entry', 'Q&A entries')] : []),
            ...(usage.questions > 0
              ? [plural(usage.questions, 'pool question', 'pool questions')]
              : []),
          ].join(' and ');
          throw AppError.conflict(
            `Group ${String(groupId)} still holds ${holds}; move or delete them first`,
          );
        }
        await repository.deleteGroup(groupId);
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'question_group.deleted',
          targetType: 'question_group',
          targetId: String(groupId),
        });
      });
    },

    // ─── Q&A bank ─────────────────────────────────────────────────────────

    /** Everyone reads answered entries; moderators read every status and may filter by one. */
    async listEntries(query: QaEntryListQuery, viewer: AuthUser | null): Promise<QaEntryPage> {
      const isModerator = hasModeratorAccess(viewer?.role);
      if (!isModerator && query.status !== undefined && query.status !== 'answered')
        throw AppError.forbidden('Only moderators can list questions that are not answered yet');
      const { rows, total } = await reader.listEntries({
        ...query,
        status: isModerator ? query.status : 'answered',
      });
      return { items: rows.map(entryOf), page: query.page, page_size: query.page_size, total };
    },

    async findEntry(entryId: string, viewer: AuthUser | null): Promise<QaEntry> {
      const row = await reader.findEntry(entryId);
      if (row === undefined) throw noSuchEntry();
      if (row.status !== 'answered' && !hasModeratorAccess(viewer?.role)) throw noSuchEntry();
      return entryOf(row);
    },

    async createEntry(body: QaEntryWriteBody, actor: AuthUser): Promise<QaEntry> {
      validateEntry(body);
      return db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        await requireGroupForBody(repository, body.group_id);
        const values: QaEntryValues = {
          ...body,
          order: body.order ?? (await repository.nextOrder(body.group_id)),
        };
        const row = await repository.insertEntry(values);
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'qa_entry.created',
          targetType: 'qa_entry',
          targetId: row.entry_id,
          details: { group_id: row.group_id, status: row.status },
        });
        await sourceChanged(transaction, 'qa', row.entry_id);
        return entryOf(row);
      });
    },

    async updateEntry(entryId: string, body: QaEntryWriteBody, actor: AuthUser): Promise<QaEntry> {
      validateEntry(body);
      return db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const before = await repository.findEntry(entryId);
        if (before === undefined) throw noSuchEntry();
        await requireGroupForBody(repository, body.group_id);
        const order =
          body.order ??
          (before.group_id === body.group_id
            ? before.order
            : await repository.nextOrder(body.group_id));
        const values: QaEntryValues = { ...body, order };
        const row = await repository.updateEntry(entryId, values);
        if (row === undefined) throw noSuchEntry();
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'qa_entry.updated',
          targetType: 'qa_entry',
          targetId: entryId,
          details: {
            changed: (
              [
                'group_id',
                'question_en',
                'question_tr',
                'answer_en',
                'answer_tr',
                'order',
                'author',
                'status',
              ] as const
            ).filter((field) => before[field] !== values[field]),
          },
        });
        await sourceChanged(transaction, 'qa', entryId);
        return entryOf(row);
      });
    },

    async deleteEntry(entryId: string, actor: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const row = await createQuestionsRepository(transaction).deleteEntry(entryId);
        if (row === undefined) throw noSuchEntry();
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'qa_entry.deleted',
          targetType: 'qa_entry',
          targetId: entryId,
          details: { group_id: row.group_id, status: row.status },
        });
        await sourceChanged(transaction, 'qa', entryId);
      });
    },

    /** Puts a group's entries in the given order (1, 2, 3…); the list must name each entry once. */
    async reorderGroup(
      groupId: number,
      body: QaReorderBody,
      actor: AuthUser,
    ): Promise<QaEntryPage> {
      return db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        if ((await repository.findGroup(groupId)) === undefined) throw noSuchGroupPath(groupId);
        const current = new Set(await repository.lockGroupEntryIds(groupId));
        const wanted = new Set(body.entry_ids);
        const complete =
          wanted.size === body.entry_ids.length &&
          wanted.size === current.size &&
          body.entry_ids.every((id) => current.has(id));
        if (!complete) {
          const message = `The new order must list every entry of group ${String(groupId)} exactly once`;
          throw AppError.badRequest(message, [
            fieldProblem(
              'body.entry_ids',
              { code: 'rule', params: { rule: 'order_every_entry', group: groupId } },
              message,
            ),
          ]);
        }
        for (const [index, entryId] of body.entry_ids.entries())
          await repository.setEntryOrder(entryId, index + 1);
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'qa_entry.reordered',
          targetType: 'question_group',
          targetId: String(groupId),
          details: { count: body.entry_ids.length },
        });
        const { rows, total } = await repository.listEntries({
          group_id: groupId,
          page: 1,
          page_size: 100,
        });
        return { items: rows.map(entryOf), page: 1, page_size: 100, total };
      });
    },

    // ─── Question pool ────────────────────────────────────────────────────

    async listQuestions(query: PoolQuestionListQuery, viewer: AuthUser): Promise<PoolQuestionPage> {
      const { rows, total } = await reader.listQuestions(
        {
          page: query.page,
          page_size: query.page_size,
          group_id: query.group_id,
          status: query.status,
          q: query.q,
          authorId: query.mine ? viewer.userId : undefined,
        },
        viewer.userId,
      );
      const names = await namesFor(rows);
      return {
        items: rows.map((row) => questionOf(row, names)),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    /** Everything the person asked and replied in the pool, as they see it (the data export). */
    async exportOwn(user: AuthUser): Promise<{ questions: PoolQuestion[]; replies: PoolReply[] }> {
      const [questions, replies] = await Promise.all([
        readAllPages((request) =>
          reader.listQuestions({ ...request, authorId: user.userId }, user.userId),
        ),
        readAllPages((request) => reader.listRepliesByAuthor(user.userId, request)),
      ]);
      const names = await namesFor([...questions, ...replies]);
      return {
        questions: questions.map((row) => questionOf(row, names)),
        replies: replies.map((row) => replyOf(row, names)),
      };
    },

    async thread(questionId: string, viewer: AuthUser): Promise<PoolThread> {
      const question = await questionView(questionId, viewer);
      return { question, replies: await repliesPage(questionId, repliesPerThreadPage, viewer) };
    },

    async replies(
      questionId: string,
      query: PaginationQuery,
      viewer: AuthUser,
    ): Promise<PoolReplyPage> {
      if ((await reader.findQuestionView(questionId, null)) === undefined) throw noSuchQuestion();
      return repliesPage(questionId, query, viewer);
    },

    async ask(body: PoolQuestionWriteBody, viewer: AuthUser): Promise<PoolQuestion> {
      const questionId = await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        await requireGroupForBody(repository, body.group_id);
        const id = await repository.insertQuestion({ ...body, author_id: viewer.userId });
        await sourceChanged(transaction, 'pool', id);
        return id;
      });
      return questionView(questionId, viewer);
    },

    /** The asker edits their question while it is open and nobody has replied. */
    async editQuestion(
      questionId: string,
      body: PoolQuestionWriteBody,
      viewer: AuthUser,
    ): Promise<PoolQuestion> {
      await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const facts = await repository.lockQuestionFacts(questionId);
        if (facts === undefined) throw noSuchQuestion();
        if (facts.author_id !== viewer.userId)
          throw AppError.forbidden('Only the person who asked can edit this question');
        if (facts.status !== 'open' || facts.reply_count > 0)
          throw AppError.conflict(
            'A question can be edited only while it is open and has no replies',
          );
        await requireGroupForBody(repository, body.group_id);
        await repository.updateQuestion(questionId, body);
        await sourceChanged(transaction, 'pool', questionId);
      });
      return questionView(questionId, viewer);
    },

    /**
     * The asker withdraws their question while it is open without replies;
     * a moderator deletes any question (audited).
     */
    async deleteQuestion(questionId: string, viewer: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const facts = await repository.lockQuestionFacts(questionId);
        if (facts === undefined) throw noSuchQuestion();
        const isModerator = hasModeratorAccess(viewer.role);
        if (!isModerator) {
          if (facts.author_id !== viewer.userId)
            throw AppError.forbidden('Only the person who asked can withdraw this question');
          if (facts.status !== 'open' || facts.reply_count > 0)
            throw AppError.conflict(
              'A question can be withdrawn only while it is open and has no replies',
            );
        }
        await repository.deleteQuestion(questionId);
        await sourceChanged(transaction, 'pool', questionId);
        if (isModerator && facts.author_id !== viewer.userId)
          await recordAudit(transaction, {
            actorId: viewer.userId,
            action: 'pool_question.deleted',
            targetType: 'pool_question',
            targetId: questionId,
            details: { status: facts.status, reply_count: facts.reply_count },
          });
      });
    },

    /**
     * The asker marks their question answered (or open again); moderators
     * also close and reopen any question (audited).
     */
    async setStatus(
      questionId: string,
      status: PoolStatus,
      viewer: AuthUser,
    ): Promise<PoolQuestion> {
      await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const facts = await repository.lockQuestionFacts(questionId);
        if (facts === undefined) throw noSuchQuestion();
        const isModerator = hasModeratorAccess(viewer.role);
        const isAsker = facts.author_id === viewer.userId;
        if (!isModerator) {
          if (!isAsker)
            throw AppError.forbidden('Only the person who asked or a moderator can do this');
          if (status === 'closed' || facts.status === 'closed')
            throw AppError.forbidden('Only moderators can close or reopen a closed question');
        }
        if (facts.status === status) return;
        await repository.setQuestionStatus(questionId, status);
        if (isModerator && !isAsker)
          await recordAudit(transaction, {
            actorId: viewer.userId,
            action: 'pool_question.status_changed',
            targetType: 'pool_question',
            targetId: questionId,
            details: { from: facts.status, to: status },
          });
      });
      return questionView(questionId, viewer);
    },

    async reply(
      questionId: string,
      body: PoolReplyWriteBody,
      viewer: AuthUser,
    ): Promise<PoolReply> {
      const { replyId, askerId } = await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const facts = await repository.lockQuestionFacts(questionId);
        if (facts === undefined) throw noSuchQuestion();
        if (facts.status === 'closed')
          throw AppError.conflictFor(
            'question_closed',
            'This question is closed and takes no more replies',
          );
        const inserted = await repository.insertReply({
          question_id: questionId,
          content: body.content,
          author_id: viewer.userId,
        });
        await sourceChanged(transaction, 'pool', questionId);
        if (facts.author_id !== viewer.userId)
          await events.record(transaction, 'pool_question.replied', {
            question_id: questionId,
            reply_id: inserted,
            asker_id: facts.author_id,
          });
        return { replyId: inserted, askerId: facts.author_id };
      });
      if (askerId !== viewer.userId) events.nudge();
      const row = await reader.findReplyView(replyId, viewer.userId);
      if (row === undefined) throw noSuchReply();
      return replyOf(row, await namesFor([row]));
    },

    /** Moderators remove a reply (audited); the thread's count follows (a trigger). */
    async deleteReply(replyId: string, actor: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const questionId = await createQuestionsRepository(transaction).deleteReply(replyId);
        if (questionId === undefined) throw noSuchReply();
        await sourceChanged(transaction, 'pool', questionId);
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'pool_reply.deleted',
          targetType: 'pool_reply',
          targetId: replyId,
          details: { question_id: questionId },
        });
      });
    },

    /** The public sample thread. */
    demoThread(locale: Locale): PoolThread {
      return demoThread(locale);
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
