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
import { qbQuestionStatuses, qbQuestionTypes } from '@campus/contracts';
import { qbMatters, qbOptionAlternatives, qbOptions, qbPhrases } from './quiz-builder.tables';
import { createdAt, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

/** The quiz builder's questions and their versions (see quiz-builder.tables.ts for the whole model). */

export const qbQuestionTypeEnum = pgEnum('qb_question_type', qbQuestionTypes);
export const qbQuestionStatusEnum = pgEnum('qb_question_status', qbQuestionStatuses);

/**
 * A question: its text (a phrase, or its own text in both languages), its
 * importance weight and status. What can be answered (type, scale, options)
 * lives in its versions; `current_version` is the number of the one shown now.
 * Text, matters, weight and status change in place: they do not change what an
 * answer means.
 */
export const qbQuestions = pgTable(
  'qb_questions',
  {
    question_id: primaryId('question_id'),
    phrase_id: uuid('phrase_id').references(() => qbPhrases.phrase_id, { onDelete: 'restrict' }),
    text_en: text('text_en'),
    text_tr: text('text_tr'),
    importance: smallint('importance').notNull().default(1),
    status: qbQuestionStatusEnum('status').notNull().default('draft'),
    current_version: integer('current_version').notNull().default(1),
    search_text: searchText(),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps(),
  },
  (table) => [
    check(
      'qb_questions_text_check',
      sql`(${table.phrase_id} is not null and ${table.text_en} is null and ${table.text_tr} is null) or (${table.phrase_id} is null and ${table.text_en} is not null and ${table.text_tr} is not null)`,
    ),
    check('qb_questions_importance_check', sql`${table.importance} between 1 and 10`),
    index('qb_questions_phrase_idx').on(table.phrase_id),
    index('qb_questions_status_updated_idx').on(
      table.status,
      table.updated_at.desc(),
      table.question_id,
    ),
    index('qb_questions_updated_idx').on(table.updated_at.desc(), table.question_id),
    searchTextIndex('qb_questions_search_trgm_idx', table.search_text),
  ],
);

/** The matters of a question, in order: the first fills `{matter}`, the second `{matter_2}`. */
export const qbQuestionMatters = pgTable(
  'qb_question_matters',
  {
    question_id: uuid('question_id')
      .notNull()
      .references(() => qbQuestions.question_id, { onDelete: 'cascade' }),
    matter_id: uuid('matter_id')
      .notNull()
      .references(() => qbMatters.matter_id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.question_id, table.matter_id] }),
    unique('qb_question_matters_position_key').on(table.question_id, table.position),
    index('qb_question_matters_matter_idx').on(table.matter_id, table.question_id),
  ],
);

/**
 * One answerable form of a question. Once a version has responses, changing
 * the type, the scale or the options adds version n+1; the old one stays for
 * the responses that point at it. `scale_max` is 5 or 7 for scales, else null.
 */
export const qbQuestionVersions = pgTable(
  'qb_question_versions',
  {
    version_id: primaryId('version_id'),
    question_id: uuid('question_id')
      .notNull()
      .references(() => qbQuestions.question_id, { onDelete: 'cascade' }),
    version_number: integer('version_number').notNull(),
    type: qbQuestionTypeEnum('type').notNull(),
    scale_max: smallint('scale_max'),
    created_by: uuid('created_by'),
    created_at: createdAt(),
  },
  (table) => [
    unique('qb_question_versions_number_key').on(table.question_id, table.version_number),
    // Lets responses check that their version belongs to their question.
    unique('qb_question_versions_id_question_key').on(table.version_id, table.question_id),
    check(
      'qb_question_versions_scale_check',
      sql`(${table.type} = 'scale') = (${table.scale_max} is not null) and (${table.scale_max} is null or ${table.scale_max} in (5, 7))`,
    ),
    check('qb_question_versions_number_check', sql`${table.version_number} >= 1`),
  ],
);

/** The ordered options of a version; an option appears once per version. */
export const qbQuestionVersionOptions = pgTable(
  'qb_question_version_options',
  {
    version_id: uuid('version_id')
      .notNull()
      .references(() => qbQuestionVersions.version_id, { onDelete: 'cascade' }),
    option_id: uuid('option_id')
      .notNull()
      .references(() => qbOptions.option_id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    /** The alternative wording shown instead of the option's text, if any. */
    alternative_id: uuid('alternative_id'),
  },
  (table) => [
    primaryKey({ columns: [table.version_id, table.option_id] }),
    unique('qb_question_version_options_position_key').on(table.version_id, table.position),
    foreignKey({
      name: 'qb_question_version_options_alternative_fk',
      columns: [table.alternative_id, table.option_id],
      foreignColumns: [qbOptionAlternatives.alternative_id, qbOptionAlternatives.option_id],
    }).onDelete('restrict'),
    index('qb_question_version_options_option_idx').on(table.option_id, table.version_id),
    index('qb_question_version_options_alternative_idx').on(table.alternative_id),
  ],
);
