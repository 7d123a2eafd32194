import {
  shortPersonName,
  type FeedbackAdminQuery,
  type FeedbackItem,
  type FeedbackItemPage,
  type FeedbackKind,
  type FeedbackReviewBody,
  type FeedbackWriteBody,
  type PaginationQuery,
  type SuggestionWriteBody,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { DomainEvents } from '../../platform/events';
import { runReview } from '../../platform/moderation';
import { createFeedbackRepository } from './feedback.repository';
import type { FeedbackItemRow } from './feedback.tables';
import { pageOf } from '../../platform/wire-page';

/** People's names by account id; an id without an account (any more) is left out. */
export type PeopleNames = (
  userIds: readonly string[],
) => Promise<ReadonlyMap<string, { first_name: string; last_name: string }>>;

export interface FeedbackDependencies {
  db: Database;
  /** The accounts feature answers the authors' names (for admins). */
  namesOf: PeopleNames;
  /** Announces answers and status changes (in their transaction), for the author's notification. */
  events: Pick<DomainEvents, 'record' | 'nudge'>;
}

const noSuchItem = () => AppError.notFound('There is no such feedback or suggestion');

export function createFeedbackService({ db, namesOf, events }: FeedbackDependencies) {
  const repository = createFeedbackRepository(db);

  async function viewsOf(
    rows: readonly FeedbackItemRow[],
    withAuthor: boolean,
  ): Promise<FeedbackItem[]> {
    const names = withAuthor
      ? await namesOf([...new Set(rows.map((row) => row.author_id))])
      : new Map<string, { first_name: string; last_name: string }>();
    return rows.map((row) => {
      const author = names.get(row.author_id);
      return {
        item_id: row.item_id,
        kind: row.kind,
        subject: row.subject,
        message: row.message,
        rating: row.rating,
        area: row.area,
        status: row.status,
        admin_reply: row.admin_reply,
        replied_at: row.replied_at?.toISOString() ?? null,
        author_name:
          author === undefined ? null : shortPersonName(author.first_name, author.last_name),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    });
  }

  async function viewOf(row: FeedbackItemRow, withAuthor: boolean): Promise<FeedbackItem> {
    const [view] = await viewsOf([row], withAuthor);
    if (view === undefined) throw noSuchItem();
    return view;
  }

  return {
    async createFeedback(body: FeedbackWriteBody, user: AuthUser): Promise<FeedbackItem> {
      const row = await repository.insert(
        {
          kind: 'feedback',
          subject: body.subject,
          message: body.message,
          rating: body.rating ?? null,
          area: null,
        },
        user.userId,
      );
      return viewOf(row, false);
    },

    async createSuggestion(body: SuggestionWriteBody, user: AuthUser): Promise<FeedbackItem> {
      const row = await repository.insert(
        {
          kind: 'suggestion',
          subject: body.subject,
          message: body.message,
          rating: null,
          area: body.area ?? null,
        },
        user.userId,
      );
      return viewOf(row, false);
    },

    /** The caller's own feedback and suggestions, newest first, with status and answer. */
    async listOwn(query: PaginationQuery, user: AuthUser): Promise<FeedbackItemPage> {
      const { rows, total } = await repository.byAuthor(user.userId, query);
      return pageOf(await viewsOf(rows, false), query, total);
    },

    async list(query: FeedbackAdminQuery): Promise<FeedbackItemPage> {
      const { rows, total } = await repository.list(query);
      return pageOf(await viewsOf(rows, true), query, total);
    },

    /** How many items of a kind are new (the admins' count). */
    countNew: (kind: FeedbackKind) => repository.countNew(kind),

    /** Sets the status and, when given, the answer; audited; the author is told. */
    async review(itemId: string, body: FeedbackReviewBody, admin: AuthUser): Promise<FeedbackItem> {
      const reply = body.reply === undefined || body.reply === '' ? undefined : body.reply;
      const row = await runReview(
        { db, events },
        {
          actorId: admin.userId,
          update: (transaction) =>
            createFeedbackRepository(transaction).review(itemId, {
              status: body.status,
              reply,
              adminId: admin.userId,
            }),
          audit: (updated) => ({
            action: `${updated.kind}.reviewed`,
            targetType: 'feedback_item',
            targetId: updated.item_id,
            details: { status: body.status, fields: reply === undefined ? [] : ['admin_reply'] },
          }),
          announce: (updated) => [
            {
              name: 'feedback.answered',
              payload: {
                item_id: updated.item_id,
                kind: updated.kind,
                author_id: updated.author_id,
                status: updated.status,
              },
            },
          ],
          refusal: noSuchItem,
        },
      );
      return viewOf(row, true);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
