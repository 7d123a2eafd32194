import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { careerApplicationStatuses, employmentTypes, positionStatuses } from '@campus/contracts';
import { moment, primaryId, searchText, searchTextIndex, timestamps } from '../../db/columns';

export const employmentTypeEnum = pgEnum('career_employment_type', employmentTypes);
export const positionStatusEnum = pgEnum('career_position_status', positionStatuses);
export const careerApplicationStatusEnum = pgEnum(
  'career_application_status',
  careerApplicationStatuses,
);

/**
 * A position of the career page, managed by admins. An open one takes
 * applications; a closed one stays for the applications it already has.
 * `created_by` is not a foreign key: a position outlives the admin who wrote it.
 */
export const careerPositions = pgTable(
  'career_positions',
  {
    position_id: primaryId('position_id'),
    title: text('title').notNull(),
    team: text('team').notNull(),
    location: text('location').notNull(),
    employment_type: employmentTypeEnum('employment_type').notNull(),
    description: text('description').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    status: positionStatusEnum('status').notNull().default('open'),
    display_order: integer('display_order').notNull().default(0),
    created_by: uuid('created_by'),
    ...timestamps(),
  },
  (table) => [
    // The career page (open ones) and the admins' list (a status or all), in display order.
    index('career_positions_status_order_idx').on(
      table.status,
      table.display_order,
      table.created_at.desc(),
      table.position_id,
    ),
    index('career_positions_order_idx').on(
      table.display_order,
      table.created_at.desc(),
      table.position_id,
    ),
  ],
);

/**
 * A person's application with a CV (a PDF kept by the file store in `cvs`).
 * `position_id` null is an open application; a position with applications is
 * closed, never deleted. `applicant_id` references users(user_id) ON DELETE
 * CASCADE, declared in SQL (migration career_user_links). `admin_note` is
 * internal. `search_text` is the folded name and e-mail (`foldSearchText`).
 * One application per person per position (a unique index; open applications
 * are not limited by it).
 */
export const careerApplications = pgTable(
  'career_applications',
  {
    career_id: primaryId('career_id'),
    position_id: uuid('position_id').references(() => careerPositions.position_id, {
      onDelete: 'restrict',
    }),
    applicant_id: uuid('applicant_id').notNull(),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    linkedin_url: text('linkedin_url'),
    cover_letter: text('cover_letter').notNull(),
    cv_file: text('cv_file'),
    cv_size: integer('cv_size').notNull(),
    status: careerApplicationStatusEnum('status').notNull().default('new'),
    admin_note: text('admin_note'),
    reviewer_id: uuid('reviewer_id'),
    reviewed_at: moment('reviewed_at'),
    search_text: searchText(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('career_applications_one_per_position_idx')
      .on(table.applicant_id, table.position_id)
      .where(sql`${table.position_id} is not null`),
    // The admins' list: newest first, by status and/or position.
    index('career_applications_created_idx').on(table.created_at.desc(), table.career_id),
    index('career_applications_status_idx').on(
      table.status,
      table.created_at.desc(),
      table.career_id,
    ),
    index('career_applications_position_idx').on(
      table.position_id,
      table.status,
      table.created_at.desc(),
      table.career_id,
    ),
    // A person's own applications, newest first.
    index('career_applications_applicant_idx').on(table.applicant_id, table.created_at.desc()),
    searchTextIndex('career_applications_search_trgm_idx', table.search_text),
  ],
);

export type CareerPositionRow = typeof careerPositions.$inferSelect;
export type CareerApplicationRow = typeof careerApplications.$inferSelect;
