import {
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { voteQuestionStatuses } from '@campus/contracts';
import { createdAt, moment, primaryId } from '../../db/columns';

export const voteQuestionStatusEnum = pgEnum('vote_question_status', voteQuestionStatuses);

/**
 * A question proposed by a signed-in person, published or rejected by a
 * moderator, closed by a moderator or when `closes_at` passes.
 * `proposed_by` references users(user_id) ON DELETE CASCADE, declared in SQL
 * (migration waitlist_votes_user_links); `reviewed_by` is not a foreign key:
 * a review outlives its reviewer.
 */
export const voteQuestions = pgTable(
  'vote_questions',
  {
    question_id: primaryId('question_id'),
    title: text('title').notNull(),
    description: text('description'),
    status: voteQuestionStatusEnum('status').notNull().default('proposed'),
    proposed_by: uuid('proposed_by').notNull(),
    reviewed_by: uuid('reviewed_by'),
    review_note: text('review_note'),
    published_at: moment('published_at'),
    closes_at: moment('closes_at'),
    created_at: createdAt(),
  },
  (table) => [
    // The published (or closed) questions, newest published first.
    index('vote_questions_status_published_idx').on(
      table.status,
      table.published_at.desc(),
      table.question_id,
    ),
    // The moderators' queue: a status, oldest (or newest) first.
    index('vote_questions_status_created_idx').on(
      table.status,
      table.created_at,
      table.question_id,
    ),
    // A person's own proposals, newest first.
    index('vote_questions_proposer_idx').on(table.proposed_by, table.created_at.desc()),
  ],
);

/** The 2 to 10 options of a question, labels unique per question case-insensitively. */
export const voteOptions = pgTable(
  'vote_options',
  {
    option_id: primaryId('option_id'),
    question_id: uuid('question_id')
      .notNull()
      .references(() => voteQuestions.question_id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('vote_options_question_label_idx').on(
      table.question_id,
      sql`lower(${table.label})`,
    ),
    uniqueIndex('vote_options_question_position_idx').on(table.question_id, table.position),
    // The composite key the votes reference: an option of this very question.
    uniqueIndex('vote_options_question_option_idx').on(table.question_id, table.option_id),
  ],
);

/**
 * One vote per person and question: the primary key is the rule. The option
 * must belong to the question (composite foreign key). `user_id` references
 * users(user_id) ON DELETE CASCADE, declared in SQL.
 */
export const votes = pgTable(
  'votes',
  {
    question_id: uuid('question_id').notNull(),
    option_id: uuid('option_id').notNull(),
    user_id: uuid('user_id').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.question_id, table.user_id] }),
    foreignKey({
      columns: [table.question_id, table.option_id],
      foreignColumns: [voteOptions.question_id, voteOptions.option_id],
      name: 'votes_question_option_fk',
    }).onDelete('cascade'),
    // The results: counts per option of a question.
    index('votes_question_option_idx').on(table.question_id, table.option_id),
    // A person's votes, newest first.
    index('votes_user_idx').on(table.user_id, table.created_at.desc()),
  ],
);

export type VoteQuestionRow = typeof voteQuestions.$inferSelect;
export type VoteOptionRow = typeof voteOptions.$inferSelect;
