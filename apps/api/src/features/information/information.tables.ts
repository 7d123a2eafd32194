import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  informationProjectStatuses,
  turkishSortTranslation,
  type InformationListItem,
} from '@campus/contracts';
import { searchText, searchTextIndex, timestamps } from '../../db/columns';

export const informationProjectStatusEnum = pgEnum(
  'information_project_status',
  informationProjectStatuses,
);

/** The SQL twin of turkishSortKey: a name's key in the order of the Turkish alphabet. */
function sortKeyOf(column: string) {
  const { from, to } = turkishSortTranslation;
  return sql.raw(`translate("${column}", '${from}', '${to}')`);
}

/**
 * A project of the information bank, in both languages. The id is chosen on
 * create and never changes. The four lists are jsonb arrays of `{ en, tr }`
 * checked by the contract (at most 20 items of 1-500 characters). `search_text`
 * holds the id, both names and both descriptions folded with Turkish rules.
 * `created_by` and `updated_by` are not foreign keys: a project outlives the
 * accounts of the moderators who wrote it.
 */
export const informationProjects = pgTable(
  'information_projects',
  {
    project_id: text('project_id').primaryKey(),
    name_en: text('name_en').notNull(),
    name_tr: text('name_tr').notNull(),
    description_en: text('description_en').notNull(),
    description_tr: text('description_tr').notNull(),
    access_requirements: jsonb('access_requirements')
      .$type<InformationListItem[]>()
      .notNull()
      .default([]),
    process_steps: jsonb('process_steps').$type<InformationListItem[]>().notNull().default([]),
    warnings: jsonb('warnings').$type<InformationListItem[]>().notNull().default([]),
    notes: jsonb('notes').$type<InformationListItem[]>().notNull().default([]),
    status: informationProjectStatusEnum('status').notNull().default('draft'),
    display_order: integer('display_order').notNull(),
    search_text: searchText(),
    /** Generated: the English name's sort key; compare with COLLATE "C". */
    name_en_sort: text('name_en_sort').notNull().generatedAlwaysAs(sortKeyOf('name_en')),
    /** Generated: the Turkish name's sort key. */
    name_tr_sort: text('name_tr_sort').notNull().generatedAlwaysAs(sortKeyOf('name_tr')),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps(),
  },
  (table) => [
    check(
      'information_projects_id_check',
      sql`${table.project_id} ~ '^[a-z]+(-[a-z]+)*$' and char_length(${table.project_id}) between 3 and 60`,
    ),
    check('information_projects_order_check', sql`${table.display_order} between 1 and 999`),
    // The list of one status (published for students), by order then name, in either language.
    index('information_projects_status_order_en_idx').on(
      table.status,
      table.display_order,
      sql`${table.name_en_sort} collate "C"`,
    ),
    index('information_projects_status_order_tr_idx').on(
      table.status,
      table.display_order,
      sql`${table.name_tr_sort} collate "C"`,
    ),
    searchTextIndex('information_projects_search_trgm_idx', table.search_text),
  ],
);

export type InformationProjectRow = typeof informationProjects.$inferSelect;
export type NewInformationProjectRow = typeof informationProjects.$inferInsert;
