import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { qbBundles } from './bundles.tables';
import { qbQuestionVersionOptions, qbQuestionVersions } from './questions.tables';
import { qbQuizzes } from './quizzes.tables';
import { moment, momentNow } from '../../db/columns';

/**
 * What taking quizzes leaves: each user's attempts and their responses (see
 * quiz-builder.tables.ts for the whole model).
 */

/**
 * One user's progress through one quiz: started, completed (and the score of
 * a knowledge quiz). Completion counts per quiz read `(quiz_id, completed_at)`.
 */
export const qbQuizAttempts = pgTable(
  'qb_quiz_attempts',
  {
    /** References users(user_id) ON DELETE CASCADE, declared in the migration's SQL. */
    user_id: uuid('user_id').notNull(),
    quiz_id: uuid('quiz_id')
      .notNull()
      .references(() => qbQuizzes.quiz_id, { onDelete: 'restrict' }),
    /** The bundle it was taken in, if any. */
    bundle_id: uuid('bundle_id').references(() => qbBundles.bundle_id, { onDelete: 'set null' }),
    started_at: momentNow('started_at'),
    completed_at: moment('completed_at'),
    score: integer('score'),
    max_score: integer('max_score'),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.quiz_id] }),
    index('qb_quiz_attempts_quiz_completed_idx').on(table.quiz_id, table.completed_at),
  ],
);

/**
 * One user's answer to one question version in one quiz: the narrow, hot
 * table (100,000 users × 100 questions = 10 million rows). A scale answer is
 * `scale_value`, a short text `text_value`; choices are rows of
 * qb_response_choices. The version and the question are checked together, so
 * a response cannot point at another question's version. A user's account
 * deletion removes their responses.
 */
export const qbResponses = pgTable(
  'qb_responses',
  {
    response_id: bigint('response_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** References users(user_id) ON DELETE CASCADE, declared in the migration's SQL. */
    user_id: uuid('user_id').notNull(),
    quiz_id: uuid('quiz_id')
      .notNull()
      .references(() => qbQuizzes.quiz_id, { onDelete: 'restrict' }),
    question_id: uuid('question_id').notNull(),
    version_id: uuid('version_id').notNull(),
    scale_value: smallint('scale_value'),
    text_value: text('text_value'),
    is_hidden: boolean('is_hidden').notNull().default(false),
    hidden_by: uuid('hidden_by'),
    hidden_at: moment('hidden_at'),
    answered_at: momentNow('answered_at'),
    updated_at: momentNow('updated_at'),
  },
  (table) => [
    foreignKey({
      name: 'qb_responses_version_fk',
      columns: [table.version_id, table.question_id],
      foreignColumns: [qbQuestionVersions.version_id, qbQuestionVersions.question_id],
    }).onDelete('restrict'),
    // One answer per user, quiz and version: saving again updates it (resume).
    unique('qb_responses_user_quiz_version_key').on(table.user_id, table.quiz_id, table.version_id),
    // Distributions per version and per question (all versions).
    index('qb_responses_version_idx').on(table.version_id, table.scale_value),
    index('qb_responses_question_answered_idx').on(table.question_id, table.answered_at),
    // The admin list and exports of one quiz, newest first.
    index('qb_responses_quiz_answered_idx').on(table.quiz_id, table.answered_at.desc()),
    index('qb_responses_answered_idx').on(table.answered_at.desc(), table.response_id),
    // Moderation: text answers only.
    index('qb_responses_text_answered_idx')
      .on(table.answered_at.desc())
      .where(sql`${table.text_value} is not null`),
    check(
      'qb_responses_scale_check',
      sql`${table.scale_value} is null or ${table.scale_value} between 1 and 7`,
    ),
  ],
);

/**
 * The chosen options of a choice or ranking response (`position` is the rank).
 * The version is repeated so that the option is checked against the version's
 * options and a distribution is one index-only scan of `(version_id, option_id)`.
 */
export const qbResponseChoices = pgTable(
  'qb_response_choices',
  {
    response_id: bigint('response_id', { mode: 'number' })
      .notNull()
      .references(() => qbResponses.response_id, { onDelete: 'cascade' }),
    version_id: uuid('version_id').notNull(),
    option_id: uuid('option_id').notNull(),
    position: smallint('position'),
  },
  (table) => [
    primaryKey({ columns: [table.response_id, table.option_id] }),
    foreignKey({
      name: 'qb_response_choices_version_option_fk',
      columns: [table.version_id, table.option_id],
      foreignColumns: [qbQuestionVersionOptions.version_id, qbQuestionVersionOptions.option_id],
    }).onDelete('restrict'),
    index('qb_response_choices_version_option_idx').on(
      table.version_id,
      table.option_id,
      table.position,
    ),
  ],
);
