import {
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { qbBundleStatuses } from '@campus/contracts';
import { qbQuizzes } from './quizzes.tables';
import { moment, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

/** The quiz builder's bundles of quizzes (see quiz-builder.tables.ts for the whole model). */

export const qbBundleStatusEnum = pgEnum('qb_bundle_status', qbBundleStatuses);

/** An ordered group of quizzes a user takes as one. */
export const qbBundles = pgTable(
  'qb_bundles',
  {
    bundle_id: primaryId('bundle_id'),
    title_en: text('title_en').notNull(),
    title_tr: text('title_tr').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_tr: text('description_tr').notNull().default(''),
    status: qbBundleStatusEnum('status').notNull().default('draft'),
    search_text: searchText(),
    published_at: moment('published_at'),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps(),
  },
  (table) => [
    index('qb_bundles_status_updated_idx').on(table.status, table.updated_at.desc()),
    searchTextIndex('qb_bundles_search_trgm_idx', table.search_text),
  ],
);

/** The ordered quizzes of a bundle. */
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
