import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { poolStatuses, qaStatuses } from '@campus/contracts';
import { createdAt, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

export const qaStatusEnum = pgEnum('qa_status', qaStatuses);
export const poolStatusEnum = pgEnum('pool_status', poolStatuses);

/**
 * The groups of the Q&A bank and of the question pool: a 4-digit id chosen by
 * a moderator, a name in both languages (30 characters at most), an order.
 */
export const questionGroups = pgTable(
  'question_groups',
  {
    group_id: integer('group_id').primaryKey(),
    name_en: text('name_en').notNull(),
    name_tr: text('name_tr').notNull(),
    display_order: integer('display_order').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('question_groups_display_order_idx').on(table.display_order, table.group_id),
    check('question_groups_id_check', sql`${table.group_id} between 1000 and 9999`),
    check('question_groups_display_order_check', sql`${table.display_order} >= 1`),
  ],
);

/**
 * A bilingual question of the Q&A bank and its answer, in a group at an order.
 * `author` is who answered it (a text such as "Student Affairs Office"), not an
 * account. `search_text` holds both languages folded by foldSearchText.
 */
export const qaEntries = pgTable(
  'qa_entries',
  {
    entry_id: primaryId('entry_id'),
    group_id: integer('group_id')
      .notNull()
      .references(() => questionGroups.group_id),
    question_en: text('question_en').notNull(),
    question_tr: text('question_tr').notNull(),
    answer_en: text('answer_en').notNull().default(''),
    answer_tr: text('answer_tr').notNull().default(''),
    order: integer('order').notNull(),
    author: text('author').notNull(),
    status: qaStatusEnum('status').notNull(),
    search_text: searchText(),
    ...timestamps(),
  },
  (table) => [
    // The entries of a group in their order, per status (public lists show answered ones).
    index('qa_entries_group_status_order_idx').on(
      table.group_id,
      table.status,
      table.order,
      table.entry_id,
    ),
    index('qa_entries_group_order_idx').on(table.group_id, table.order, table.entry_id),
    index('qa_entries_status_idx').on(table.status, table.group_id, table.order),
    searchTextIndex('qa_entries_search_trgm_idx', table.search_text),
    check('qa_entries_order_check', sql`${table.order} >= 1`),
  ],
);

/**
 * A question of the pool. `author_id` references users(user_id) ON DELETE
 * CASCADE, declared in SQL: a feature does not import another feature's
 * tables. It never leaves the API for an anonymous question. `search_text`
 * holds the title and the text folded by foldSearchText (never the author).
 */
export const poolQuestions = pgTable(
  'pool_questions',
  {
    question_id: primaryId('question_id'),
    group_id: integer('group_id')
      .notNull()
      .references(() => questionGroups.group_id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: poolStatusEnum('status').notNull().default('open'),
    is_anonymous: boolean('is_anonymous').notNull().default(false),
    author_id: uuid('author_id').notNull(),
    reply_count: integer('reply_count').notNull().default(0),
    search_text: searchText(),
    ...timestamps(),
  },
  (table) => [
    // Newest first, read page by page in index order: all, by group, by status, one's own.
    index('pool_questions_created_idx').on(table.created_at.desc(), table.question_id),
    index('pool_questions_group_status_created_idx').on(
      table.group_id,
      table.status,
      table.created_at.desc(),
      table.question_id,
    ),
    index('pool_questions_status_created_idx').on(
      table.status,
      table.created_at.desc(),
      table.question_id,
    ),
    index('pool_questions_author_created_idx').on(
      table.author_id,
      table.created_at.desc(),
      table.question_id,
    ),
    searchTextIndex('pool_questions_search_trgm_idx', table.search_text),
    check('pool_questions_reply_count_check', sql`${table.reply_count} >= 0`),
  ],
);

/** A reply in a pool thread; `author_id` references users(user_id) ON DELETE CASCADE (in SQL). */
export const poolReplies = pgTable(
  'pool_replies',
  {
    reply_id: primaryId('reply_id'),
    question_id: uuid('question_id')
      .notNull()
      .references(() => poolQuestions.question_id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    author_id: uuid('author_id').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    // A thread's replies, oldest first, page by page.
    index('pool_replies_question_created_idx').on(
      table.question_id,
      table.created_at,
      table.reply_id,
    ),
    index('pool_replies_author_idx').on(table.author_id),
  ],
);

export type QuestionGroupRow = typeof questionGroups.$inferSelect;
export type QaEntryRow = typeof qaEntries.$inferSelect;
export type NewQaEntryRow = typeof qaEntries.$inferInsert;
export type PoolQuestionRow = typeof poolQuestions.$inferSelect;
export type NewPoolQuestionRow = typeof poolQuestions.$inferInsert;
export type PoolReplyRow = typeof poolReplies.$inferSelect;
export type NewPoolReplyRow = typeof poolReplies.$inferInsert;
