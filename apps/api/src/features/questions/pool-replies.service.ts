import type {
  PaginationQuery,
  PoolReply,
  PoolReplyPage,
  PoolReplyWriteBody,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createPoolViews } from './pool-views';
import { lockQuestion, noSuchQuestion, noSuchReply, type QuestionsParts } from './questions-common';
import { createQuestionsRepository } from './questions.repository';

/**
 * The replies of a pool thread: anyone signed in replies until the thread is
 * closed (the asker is told, unless they replied themselves); moderators
 * remove replies (audited).
 */
export function createPoolRepliesService({
  db,
  displayNamesOf,
  events,
  sourceChanged,
}: Pick<QuestionsParts, 'db' | 'displayNamesOf' | 'events' | 'sourceChanged'>) {
  const reader = createQuestionsRepository(db);
  const views = createPoolViews(reader, displayNamesOf);

  return {
    async replies(
      questionId: string,
      query: PaginationQuery,
      viewer: AuthUser,
    ): Promise<PoolReplyPage> {
      if ((await reader.findQuestionView(questionId, null)) === undefined) throw noSuchQuestion();
      return views.repliesPage(questionId, query, viewer);
    },

    async reply(
      questionId: string,
      body: PoolReplyWriteBody,
      viewer: AuthUser,
    ): Promise<PoolReply> {
      const { replyId, askerId } = await db.transaction(async (transaction) => {
        const repository = createQuestionsRepository(transaction);
        const facts = await lockQuestion(repository, questionId);
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
      return views.replyView(replyId, viewer);
    },

    /** Moderators remove a reply (audited); the thread's count follows (a trigger). */
    async deleteReply(replyId: string, actor: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const questionId = await createQuestionsRepository(transaction).deleteReply(replyId);
        if (questionId === undefined) throw noSuchReply();
        await sourceChanged(transaction, 'pool', questionId);
        await recordRowAudit(transaction, actor.userId, 'pool_reply.deleted', replyId, {
          question_id: questionId,
        });
      });
    },
  };
}
