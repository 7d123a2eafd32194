import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { qbQuizPurposes, qbQuizStatuses } from '@campus/contracts';
import { qbQuestions } from './questions.tables';
import { qbOptions } from './quiz-builder.tables';
import { moment, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

/** The quiz builder's quizzes, their questions and answer keys (see quiz-builder.tables.ts). */

export const qbQuizStatusEnum = pgEnum('qb_quiz_status', qbQuizStatuses);
export const qbQuizPurposeEnum = pgEnum('qb_quiz_purpose', qbQuizPurposes);

/** A titled, ordered set of questions with a purpose; `pass_score` only for knowledge quizzes. */
export const qbQuizzes = pgTable(
  'qb_quizzes',
  {
    quiz_id: primaryId('quiz_id'),
    title_en: text('title_en').notNull(),
    title_tr: text('title_tr').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_tr: text('description_tr').notNull().default(''),
    status: qbQuizStatusEnum('status').notNull().default('draft'),
    purpose: qbQuizPurposeEnum('purpose').notNull(),
    pass_score: integer('pass_score'),
    search_text: searchText(),
    published_at: moment('published_at'),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps(),
  },
  (table) => [
    check(
      'qb_quizzes_pass_score_check',
      sql`${table.pass_score} is null or (${table.purpose} = 'knowledge' and ${table.pass_score} >= 0)`,
    ),
    index('qb_quizzes_status_purpose_updated_idx').on(
      table.status,
      table.purpose,
      table.updated_at.desc(),
    ),
    index('qb_quizzes_updated_idx').on(table.updated_at.desc(), table.quiz_id),
    searchTextIndex('qb_quizzes_search_trgm_idx', table.search_text),
  ],
);

/** The ordered questions of a quiz; `points` scores a correct answer in a knowledge quiz. */
export const qbQuizQuestions = pgTable(
  'qb_quiz_questions',
  {
    quiz_id: uuid('quiz_id')
      .notNull()
      .references(() => qbQuizzes.quiz_id, { onDelete: 'cascade' }),
    question_id: uuid('question_id')
      .notNull()
      .references(() => qbQuestions.question_id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    points: smallint('points').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.quiz_id, table.question_id] }),
    unique('qb_quiz_questions_position_key').on(table.quiz_id, table.position),
    index('qb_quiz_questions_question_idx').on(table.question_id, table.quiz_id),
    check('qb_quiz_questions_points_check', sql`${table.points} between 0 and 100`),
  ],
);

/**
 * The correct options of a question in a knowledge quiz (several for a
 * multiple choice; `position` gives the correct order of a ranking).
 */
export const qbQuizAnswerKeys = pgTable(
  'qb_quiz_answer_keys',
  {
    quiz_id: uuid('quiz_id').notNull(),
    question_id: uuid('question_id').notNull(),
    option_id: uuid('option_id')
      .notNull()
      .references(() => qbOptions.option_id, { onDelete: 'restrict' }),
    position: smallint('position'),
  },
  (table) => [
    primaryKey({ columns: [table.quiz_id, table.question_id, table.option_id] }),
    foreignKey({
      name: 'qb_quiz_answer_keys_quiz_question_fk',
      columns: [table.quiz_id, table.question_id],
      foreignColumns: [qbQuizQuestions.quiz_id, qbQuizQuestions.question_id],
    }).onDelete('cascade'),
    index('qb_quiz_answer_keys_option_idx').on(table.option_id),
  ],
);
