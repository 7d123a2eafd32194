import type { PoolQuestion, PoolReply, PoolReplyPage } from '@campus/contracts';
import type { PageRequest } from '../../db/paging';
import type { AuthUser } from '../../platform/auth';
import { noSuchQuestion, noSuchReply, type DisplayNamesOf } from './questions-common';
import type { QuestionsRepository } from './questions.repository';
import { pageOf } from '../../platform/wire-page';

/**
 * Pool questions and replies as answers. An anonymous question's author is
 * never read into an answer: the repository selects it as null, and every
 * answer is built field by field here.
 */

/** A question or a reply as read from the database: the author's id only when it may be shown. */
interface NamedRow {
  named_author_id: string | null;
}

type QuestionViewRow = NonNullable<Awaited<ReturnType<QuestionsRepository['findQuestionView']>>>;
type ReplyViewRow = NonNullable<Awaited<ReturnType<QuestionsRepository['findReplyView']>>>;

/** The author as shown: a name for a named item, null for an anonymous one (never an id). */
function authorOf(row: NamedRow, names: ReadonlyMap<string, string>) {
  if (row.named_author_id === null) return null;
  const name = names.get(row.named_author_id);
  return name === undefined ? null : { display_name: name };
}

/** Maps a question field by field, so that nothing but these fields can reach an answer. */
export function questionOf(row: QuestionViewRow, names: ReadonlyMap<string, string>): PoolQuestion {
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

export function replyOf(row: ReplyViewRow, names: ReadonlyMap<string, string>): PoolReply {
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

/** Reads questions and replies as a viewer sees them, with their authors' names. */
export function createPoolViews(reader: QuestionsRepository, displayNamesOf: DisplayNamesOf) {
  async function namesFor(rows: readonly NamedRow[]): Promise<ReadonlyMap<string, string>> {
    const ids = namedIds(rows);
    return ids.length === 0 ? new Map<string, string>() : displayNamesOf(ids);
  }

  return {
    namesFor,

    async questionView(questionId: string, viewer: AuthUser): Promise<PoolQuestion> {
      const row = await reader.findQuestionView(questionId, viewer.userId);
      if (row === undefined) throw noSuchQuestion();
      return questionOf(row, await namesFor([row]));
    },

    async replyView(replyId: string, viewer: AuthUser): Promise<PoolReply> {
      const row = await reader.findReplyView(replyId, viewer.userId);
      if (row === undefined) throw noSuchReply();
      return replyOf(row, await namesFor([row]));
    },

    async repliesPage(
      questionId: string,
      request: PageRequest,
      viewer: AuthUser,
    ): Promise<PoolReplyPage> {
      const { rows, total } = await reader.listReplies(questionId, request, viewer.userId);
      const names = await namesFor(rows);
      return pageOf(
        rows.map((row) => replyOf(row, names)),
        request,
        total,
      );
    },
  };
}
