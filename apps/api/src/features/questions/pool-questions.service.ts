import type {
  PoolQuestion,
  PoolQuestionListQuery,
  PoolQuestionPage,
  PoolQuestionWriteBody,
  PoolReply,
  PoolStatus,
  PoolThread,
} from '@campus/contracts';
import type { PageRequest } from '../../db/paging';
import { readAllPages } from '../../platform/all-pages';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { createPoolViews, questionOf, replyOf } from './pool-views';
import {
  assertAskerMayChange,
  assertMayDelete,
  assertMaySetStatus,
  isModeratorOnOthers,
} from './question-rules';
import { lockQuestion, requireGroupForBody, type QuestionsParts } from './questions-common';
import { createQuestionsRepository } from './questions.repository';
import { pageOf } from '../../platform/wire-page';

const repliesPerThreadPage: PageRequest = { page: 1, page_size: 25 };

/**
 * The question pool's questions: people ask, edit and withdraw their own
 * while nobody has replied, and mark them answered; moderators close,
 * reopen and delete any (audited when it is someone else's).
 */
export function createPoolQuestionsService({
  db,
  displayNamesOf,
  sourceChanged,
}: Pick<QuestionsParts, 'db' | 'displayNamesOf' | 'sourceChanged'>) {
  const reader = createQuestionsRepository(db);
  const views = createPoolViews(reader, displayNamesOf);

  return {
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
      const names = await views.namesFor(rows);
      return pageOf(
        rows.map((row) => questionOf(row, names)),
        query,
        total,
      );
    },

    /** Everything the person asked and replied in the pool, as they see it (the data export). */
    async exportOwn(user: AuthUser): Promise<{ questions: PoolQuestion[]; replies: PoolReply[] }> {
      const [questions, replies] = await Promise.all([
        readAllPages((request) =>
          reader.listQuestions({ ...request, authorId: user.userId }, user.userId),
        ),
        readAllPages((request) => reader.listRepliesByAuthor(user.userId, request)),
      ]);
      const names = await views.namesFor([...questions, ...replies]);
      return {
        questions: questions.map((row) => questionOf(row, names)),
        replies: replies.map((row) => replyOf(row, names)),
      };
    },

    async thread(questionId: string, viewer: AuthUser): Promise<PoolThread> {
      const question = await views.questionView(questionId, viewer);
      return {
        question,
        replies: await views.repliesPage(questionId, repliesPerThreadPage, viewer),
      };
    },

    async ask(body: PoolQuestionWriteBody, viewer: AuthUser): Promise<PoolQuestion> {
      const questionId = await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        await requireGroupForBody(repository, body.group_id);
        const id = await repository.insertQuestion({ ...body, author_id: viewer.userId });
        await sourceChanged(transaction, 'pool', id);
        return id;
      });
      return views.questionView(questionId, viewer);
    },

    /** The asker edits their question while it is open and nobody has replied. */
    async editQuestion(
      questionId: string,
      body: PoolQuestionWriteBody,
      viewer: AuthUser,
    ): Promise<PoolQuestion> {
      await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        assertAskerMayChange(await lockQuestion(repository, questionId), viewer, 'edit');
        await requireGroupForBody(repository, body.group_id);
        await repository.updateQuestion(questionId, body);
        await sourceChanged(transaction, 'pool', questionId);
      });
      return views.questionView(questionId, viewer);
    },

    /**
     * The asker withdraws their question while it is open without replies;
     * a moderator deletes any question (audited).
     */
    async deleteQuestion(questionId: string, viewer: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const facts = await lockQuestion(repository, questionId);
        assertMayDelete(facts, viewer);
        await repository.deleteQuestion(questionId);
        await sourceChanged(transaction, 'pool', questionId);
        if (isModeratorOnOthers(facts, viewer))
          await recordRowAudit(transaction, viewer.userId, 'pool_question.deleted', questionId, {
            status: facts.status,
            reply_count: facts.reply_count,
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
        const facts = await lockQuestion(repository, questionId);
        assertMaySetStatus(facts, status, viewer);
        if (facts.status === status) return;
        await repository.setQuestionStatus(questionId, status);
        if (isModeratorOnOthers(facts, viewer))
          await recordRowAudit(
            transaction,
            viewer.userId,
            'pool_question.status_changed',
            questionId,
            { from: facts.status, to: status },
          );
      });
      return views.questionView(questionId, viewer);
    },
  };
}
