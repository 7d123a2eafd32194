import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { turkishSortTranslation } from '@campus/contracts';
import { primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

/**
 * The quiz builder (docs/decisions/013-quiz-builder.md). Every table starts
 * with `qb_`. Builder things have uuid ids (stable across an export and an
 * import into another installation); responses, the one table that grows with
 * users × questions, have a bigint identity id. Things in use are protected by
 * ON DELETE RESTRICT foreign keys; the service checks first and names where a
 * thing is used, the keys are the last line of defence. The keys to
 * users(user_id) (a user's attempts and responses go with their account) are
 * declared in the migration's SQL: no feature imports the accounts tables.
 *
 * This file holds the builder's library (matters, options with their
 * alternative wordings, phrases) and what the other tables files share; the
 * rest live by resource: questions.tables.ts, quizzes.tables.ts,
 * bundles.tables.ts and responses.tables.ts (attempts and responses).
 */

/** The SQL twin of turkishSortKey: a text's key in the order of the Turkish alphabet. */
function sortKeyOf(column: string) {
  const { from, to } = turkishSortTranslation;
  return sql.raw(`translate("${column}", '${from}', '${to}')`);
}

/**
 * A subject or topic, in both languages, optionally inside a parent matter.
 * A parent with children cannot be deleted (RESTRICT). `search_text` folds
 * both names and both descriptions with Turkish rules.
 */
export const qbMatters = pgTable(
  'qb_matters',
  {
    matter_id: primaryId('matter_id'),
    name_en: text('name_en').notNull(),
    name_tr: text('name_tr').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_tr: text('description_tr').notNull().default(''),
    parent_id: uuid('parent_id'),
    search_text: searchText(),
    name_en_sort: text('name_en_sort').notNull().generatedAlwaysAs(sortKeyOf('name_en')),
    name_tr_sort: text('name_tr_sort').notNull().generatedAlwaysAs(sortKeyOf('name_tr')),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps(),
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
    searchTextIndex('qb_matters_search_trgm_idx', table.search_text),
  ],
);

/** A predefined answer choice in both languages with a numeric value for scoring. */
export const qbOptions = pgTable(
  'qb_options',
  {
    option_id: primaryId('option_id'),
    text_en: text('text_en').notNull(),
    text_tr: text('text_tr').notNull(),
    value: doublePrecision('value').notNull().default(0),
    search_text: searchText(),
    text_en_sort: text('text_en_sort').notNull().generatedAlwaysAs(sortKeyOf('text_en')),
    text_tr_sort: text('text_tr_sort').notNull().generatedAlwaysAs(sortKeyOf('text_tr')),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps(),
  },
  (table) => [
    index('qb_options_text_en_idx').on(sql`${table.text_en_sort} collate "C"`),
    index('qb_options_text_tr_idx').on(sql`${table.text_tr_sort} collate "C"`),
    index('qb_options_value_idx').on(table.value),
    searchTextIndex('qb_options_search_trgm_idx', table.search_text),
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
    alternative_id: primaryId('alternative_id'),
    option_id: uuid('option_id')
      .notNull()
      .references(() => qbOptions.option_id, { onDelete: 'cascade' }),
    text_en: text('text_en').notNull(),
    text_tr: text('text_tr').notNull(),
    position: smallint('position').notNull(),
    ...timestamps(),
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
    phrase_id: primaryId('phrase_id'),
    template_en: text('template_en').notNull(),
    template_tr: text('template_tr').notNull(),
    search_text: searchText(),
    template_en_sort: text('template_en_sort')
      .notNull()
      .generatedAlwaysAs(sortKeyOf('template_en')),
    template_tr_sort: text('template_tr_sort')
      .notNull()
      .generatedAlwaysAs(sortKeyOf('template_tr')),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps(),
  },
  (table) => [
    index('qb_phrases_template_en_idx').on(sql`${table.template_en_sort} collate "C"`),
    index('qb_phrases_template_tr_idx').on(sql`${table.template_tr_sort} collate "C"`),
    searchTextIndex('qb_phrases_search_trgm_idx', table.search_text),
  ],
);

export type QbMatterRow = typeof qbMatters.$inferSelect;
export type QbOptionRow = typeof qbOptions.$inferSelect;
export type QbOptionAlternativeRow = typeof qbOptionAlternatives.$inferSelect;
export type QbPhraseRow = typeof qbPhrases.$inferSelect;
