import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { feedbackAreas, feedbackKinds, feedbackStatuses } from '@campus/contracts';
import { moment, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

export const feedbackKindEnum = pgEnum('feedback_kind', feedbackKinds);
export const feedbackStatusEnum = pgEnum('feedback_status', feedbackStatuses);
export const feedbackAreaEnum = pgEnum('feedback_area', feedbackAreas);

/**
 * A signed-in person's feedback (with an optional rating) or suggestion (with
 * an optional product area). Admins set its status and answer it.
 * `author_id` references users(user_id) ON DELETE CASCADE, declared in SQL
 * (migration feedback_author_fk). `updated_by` is not a foreign key: the
 * record outlives the admin's account. `search_text` is the folded subject
 * and message.
 */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    item_id: primaryId('item_id'),
    kind: feedbackKindEnum('kind').notNull(),
    author_id: uuid('author_id').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    area: feedbackAreaEnum('area'),
    status: feedbackStatusEnum('status').notNull().default('new'),
    admin_reply: text('admin_reply'),
    replied_at: moment('replied_at'),
    updated_by: uuid('updated_by'),
    search_text: searchText(),
    ...timestamps(),
  },
  (table) => [
    // The admins' lists: one kind, every status or one, newest first.
    index('feedback_items_kind_idx').on(table.kind, table.created_at.desc(), table.item_id),
    index('feedback_items_kind_status_idx').on(
      table.kind,
      table.status,
      table.created_at.desc(),
      table.item_id,
    ),
    // A person's own items, newest first.
    index('feedback_items_author_idx').on(table.author_id, table.created_at.desc()),
    searchTextIndex('feedback_items_search_trgm_idx', table.search_text),
  ],
);

export type FeedbackItemRow = typeof feedbackItems.$inferSelect;
