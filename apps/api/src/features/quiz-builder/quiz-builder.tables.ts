import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  qbBundleStatuses,
  qbQuestionStatuses,
  qbQuestionTypes,
  qbQuizPurposes,
  qbQuizStatuses,
  turkishSortTranslation,
} from '@campus/contracts';

/**
 * The quiz builder (docs/decisions/013-quiz-builder.md). Every table starts
 * with `qb_`. Builder things have uuid ids (stable across an export and an
 * import into another installation); responses, the one table that grows with
 * users × questions, have a bigint identity id. Things in use are protected by
 * ON DELETE RESTRICT foreign keys; the service checks first and names where a
 * thing is used, the keys are the last line of defence. The keys to
 * users(user_id) (a user's attempts and responses go with their account) are
 * declared in the migration's SQL: no feature imports the accounts tables.
 */

export const qbQuestionTypeEnum = pgEnum('qb_question_type', qbQuestionTypes);
export const qbQuestionStatusEnum = pgEnum('qb_question_status', qbQuestionStatuses);
export const qbQuizStatusEnum = pgEnum('qb_quiz_status', qbQuizStatuses);
export const qbQuizPurposeEnum = pgEnum('qb_quiz_purpose', qbQuizPurposes);
export const qbBundleStatusEnum = pgEnum('qb_bundle_status', qbBundleStatuses);

/** The SQL twin of turkishSortKey: a text's key in the order of the Turkish alphabet. */
function sortKeyOf(column: string) {
  const { from, to } = turkishSortTranslation;
  return sql.raw(`translate("${column}", '${from}', '${to}')`);
}

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A subject or topic, in both languages, optionally inside a parent matter.
 * A parent with children cannot be deleted (RESTRICT). `search_text` folds
 * both names and both descriptions with Turkish rules.
 */
export const qbMatters = pgTable(
  'qb_matters',
  {
    matter_id: uuid('matter_id').primaryKey().defaultRandom(),
    name_en: text('name_en').notNull(),
    name_tr: text('name_tr').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_tr: text('description_tr').notNull().default(''),
    parent_id: uuid('parent_id'),
    search_text: text('search_text').notNull(),
    name_en_sort: text('name_en_sort').notNull().generatedAlwaysAs(sortKeyOf('name_en')),
    name_tr_sort: text('name_tr_sort').notNull().generatedAlwaysAs(sortKeyOf('name_tr')),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'qb_matters_parent_fk',
      columns: [table.parent_id],
      foreignColumns: [table.matter_id],
    }).onDelete('restrict'),
    check('qb_matters_not_own_parent', sql`${table.parent_id} <> ${table.matter_id}`),
    index('qb_matters_parent_idx').on(table.parent_id),
    index('qb_matters_name_en_idx').on(sql`${table.name_en_sort} collate "C"`),
    index('qb_matters_name_tr_idx').on(sql`${table.name_tr_sort} collate "C"`),
    index('qb_matters_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
  ],
);

/** A predefined answer choice in both languages with a numeric value for scoring. */
export const qbOptions = pgTable(
  'qb_options',
  {
    option_id: uuid('option_id').primaryKey().defaultRandom(),
    text_en: text('text_en').notNull(),
    text_tr: text('text_tr').notNull(),
    value: doublePrecision('value').notNull().default(0),
    search_text: text('search_text').notNull(),
    text_en_sort: text('text_en_sort').notNull().generatedAlwaysAs(sortKeyOf('text_en')),
    text_tr_sort: text('text_tr_sort').notNull().generatedAlwaysAs(sortKeyOf('text_tr')),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps,
  },
  (table) => [
    index('qb_options_text_en_idx').on(sql`${table.text_en_sort} collate "C"`),
    index('qb_options_text_tr_idx').on(sql`${table.text_tr_sort} collate "C"`),
    index('qb_options_value_idx').on(table.value),
    index('qb_options_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
  ],
);

/**
 * Another wording of the same choice ("Strongly agree" / "Completely agree"),
 * kept with its option and deleted with it; a question may show it instead of
 * the option's own text. Wordings are unique within their option (folded).
 */
export const qbOptionAlternatives = pgTable(
  'qb_option_alternatives',
  {
    alternative_id: uuid('alternative_id').primaryKey().defaultRandom(),
    option_id: uuid('option_id')
      .notNull()
      .references(() => qbOptions.option_id, { onDelete: 'cascade' }),
    text_en: text('text_en').notNull(),
    text_tr: text('text_tr').notNull(),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('qb_option_alternatives_option_position_key').on(table.option_id, table.position),
    // Lets a question's option row point at an alternative of that same option.
    unique('qb_option_alternatives_id_option_key').on(table.alternative_id, table.option_id),
    uniqueIndex('qb_option_alternatives_text_en_key').on(
      table.option_id,
      sql`lower(${table.text_en})`,
    ),
    uniqueIndex('qb_option_alternatives_text_tr_key').on(
      table.option_id,
      sql`lower(${table.text_tr})`,
    ),
  ],
);

/** A sentence template in both languages; `{matter}` and `{matter_2}` come from the question. */
export const qbPhrases = pgTable(
  'qb_phrases',
  {
    phrase_id: uuid('phrase_id').primaryKey().defaultRandom(),
    template_en: text('template_en').notNull(),
    template_tr: text('template_tr').notNull(),
    search_text: text('search_text').notNull(),
    template_en_sort: text('template_en_sort')
      .notNull()
      .generatedAlwaysAs(sortKeyOf('template_en')),
    template_tr_sort: text('template_tr_sort')
      .notNull()
      .generatedAlwaysAs(sortKeyOf('template_tr')),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps,
  },
  (table) => [
    index('qb_phrases_template_en_idx').on(sql`${table.template_en_sort} collate "C"`),
    index('qb_phrases_template_tr_idx').on(sql`${table.template_tr_sort} collate "C"`),
    index('qb_phrases_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
  ],
);

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
    question_id: uuid('question_id').primaryKey().defaultRandom(),
    phrase_id: uuid('phrase_id').references(() => qbPhrases.phrase_id, { onDelete: 'restrict' }),
    text_en: text('text_en'),
    text_tr: text('text_tr'),
    importance: smallint('importance').notNull().default(1),
    status: qbQuestionStatusEnum('status').notNull().default('draft'),
    current_version: integer('current_version').notNull().default(1),
    search_text: text('search_text').notNull(),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps,
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
    index('qb_questions_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
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
    version_id: uuid('version_id').primaryKey().defaultRandom(),
    question_id: uuid('question_id')
      .notNull()
      .references(() => qbQuestions.question_id, { onDelete: 'cascade' }),
    version_number: integer('version_number').notNull(),
    type: qbQuestionTypeEnum('type').notNull(),
    scale_max: smallint('scale_max'),
    created_by: uuid('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

/** A titled, ordered set of questions with a purpose; `pass_score` only for knowledge quizzes. */
export const qbQuizzes = pgTable(
  'qb_quizzes',
  {
    quiz_id: uuid('quiz_id').primaryKey().defaultRandom(),
    title_en: text('title_en').notNull(),
    title_tr: text('title_tr').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_tr: text('description_tr').notNull().default(''),
    status: qbQuizStatusEnum('status').notNull().default('draft'),
    purpose: qbQuizPurposeEnum('purpose').notNull(),
    pass_score: integer('pass_score'),
    search_text: text('search_text').notNull(),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps,
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
    index('qb_quizzes_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
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

/** An ordered group of quizzes a user takes as one. */
export const qbBundles = pgTable(
  'qb_bundles',
  {
    bundle_id: uuid('bundle_id').primaryKey().defaultRandom(),
    title_en: text('title_en').notNull(),
    title_tr: text('title_tr').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_tr: text('description_tr').notNull().default(''),
    status: qbBundleStatusEnum('status').notNull().default('draft'),
    search_text: text('search_text').notNull(),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps,
  },
  (table) => [
    index('qb_bundles_status_updated_idx').on(table.status, table.updated_at.desc()),
    index('qb_bundles_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
  ],
);

export const qbBundleQuizzes = pgTable(
  'qb_bundle_quizzes',
  {
    bundle_id: uuid('bundle_id')
      .notNull()
      .references(() => qbBundles.bundle_id, { onDelete: 'cascade' }),
    quiz_id: uuid('quiz_id')
      .notNull()
      .references(() => qbQuizzes.quiz_id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bundle_id, table.quiz_id] }),
    unique('qb_bundle_quizzes_position_key').on(table.bundle_id, table.position),
    index('qb_bundle_quizzes_quiz_idx').on(table.quiz_id, table.bundle_id),
  ],
);

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
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
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
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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

export type QbMatterRow = typeof qbMatters.$inferSelect;
export type QbOptionRow = typeof qbOptions.$inferSelect;
export type QbOptionAlternativeRow = typeof qbOptionAlternatives.$inferSelect;
export type QbPhraseRow = typeof qbPhrases.$inferSelect;
