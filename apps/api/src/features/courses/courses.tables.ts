import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  courseLanguages,
  courseLevels,
  courseSemesters,
  courseStatuses,
  courseTypes,
  experienceStatuses,
  turkishSortTranslation,
} from '@campus/contracts';
import {
  createdAt,
  moment,
  primaryId,
  searchText,
  searchTextIndex,
  timestamps,
} from '../../db/columns';

export const courseTypeEnum = pgEnum('course_type', courseTypes);
export const courseLevelEnum = pgEnum('course_level', courseLevels);
export const courseStatusEnum = pgEnum('course_status', courseStatuses);
export const courseSemesterEnum = pgEnum('course_semester', courseSemesters);
export const courseLanguageEnum = pgEnum('course_language', courseLanguages);

/** An academic department, with its faculty, in both languages. */
/** The SQL twin of turkishSortKey: a name's key in the order of the Turkish alphabet. */
function sortKeyOf(column: string) {
  const { from, to } = turkishSortTranslation;
  return sql.raw(`translate("${column}", '${from}', '${to}')`);
}

export const departments = pgTable('departments', {
  department_id: serial('department_id').primaryKey(),
  code: text('code').notNull().unique(),
  name_en: text('name_en').notNull(),
  name_tr: text('name_tr').notNull(),
  faculty_en: text('faculty_en').notNull(),
  faculty_tr: text('faculty_tr').notNull(),
});

/**
 * A course of the catalogue. `search_text` holds the code, both names and the
 * instructor folded with Turkish rules (see foldSearchText), indexed by trigrams.
 */
export const courses = pgTable(
  'courses',
  {
    course_id: primaryId('course_id'),
    course_code: text('course_code').notNull(),
    department_id: integer('department_id')
      .notNull()
      .references(() => departments.department_id),
    name_en: text('name_en').notNull(),
    name_tr: text('name_tr').notNull(),
    credits: integer('credits').notNull(),
    ects: integer('ects').notNull(),
    course_type: courseTypeEnum('course_type').notNull(),
    level: courseLevelEnum('level').notNull(),
    status: courseStatusEnum('status').notNull().default('active'),
    instructor_name: text('instructor_name').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_tr: text('description_tr').notNull().default(''),
    semester_offered: courseSemesterEnum('semester_offered').notNull(),
    language: courseLanguageEnum('language').notNull(),
    search_text: searchText(),
    /** Generated: the English name's sort key (see turkishSortKey); compare with COLLATE "C". */
    name_en_sort: text('name_en_sort').notNull().generatedAlwaysAs(sortKeyOf('name_en')),
    /** Generated: the Turkish name's sort key, so "Çizge" comes after "Cebir" and before "Dinamik". */
    name_tr_sort: text('name_tr_sort').notNull().generatedAlwaysAs(sortKeyOf('name_tr')),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('courses_code_unique').on(table.course_code),
    index('courses_department_idx').on(table.department_id, table.status),
    index('courses_status_type_level_idx').on(table.status, table.course_type, table.level),
    index('courses_instructor_idx').on(table.instructor_name),
    searchTextIndex('courses_search_trgm_idx', table.search_text),
    index('courses_name_en_sort_idx').on(sql`${table.name_en_sort} collate "C"`),
    index('courses_name_tr_sort_idx').on(sql`${table.name_tr_sort} collate "C"`),
  ],
);

export type DepartmentRow = typeof departments.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;

export const experienceStatusEnum = pgEnum('experience_status', experienceStatuses);

/**
 * A student's account of a course (a contribution). `summary` is the public
 * part; `details`, `exam_tips`, `resources` and `grade_received` are for VIP
 * access only. `user_id` references users(user_id) ON DELETE CASCADE, declared
 * in SQL (migration 0004): a feature does not import another feature's tables.
 * `reviewer_id` is not a foreign key: a review outlives its reviewer's account.
 */
export const courseExperiences = pgTable(
  'course_experiences',
  {
    experience_id: primaryId('experience_id'),
    course_id: uuid('course_id')
      .notNull()
      .references(() => courses.course_id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    semester: text('semester').notNull(),
    instructor_name: text('instructor_name').notNull(),
    rating_difficulty: smallint('rating_difficulty').notNull(),
    rating_workload: smallint('rating_workload').notNull(),
    rating_usefulness: smallint('rating_usefulness').notNull(),
    rating_grading: smallint('rating_grading').notNull(),
    grade_received: text('grade_received'),
    summary: text('summary').notNull(),
    details: text('details').notNull().default(''),
    exam_tips: text('exam_tips').notNull().default(''),
    resources: text('resources').notNull().default(''),
    status: experienceStatusEnum('status').notNull().default('waiting'),
    reviewer_id: uuid('reviewer_id'),
    review_note: text('review_note'),
    created_at: createdAt(),
    reviewed_at: moment('reviewed_at'),
  },
  (table) => [
    uniqueIndex('course_experiences_user_course_semester_unique').on(
      table.user_id,
      table.course_id,
      table.semester,
    ),
    // A course's approved experiences, newest first, read page by page in index order.
    index('course_experiences_course_status_created_idx').on(
      table.course_id,
      table.status,
      table.created_at.desc(),
      table.experience_id,
    ),
    index('course_experiences_status_created_idx').on(table.status, table.created_at),
    index('course_experiences_user_idx').on(table.user_id),
    check(
      'course_experiences_ratings_check',
      sql`${table.rating_difficulty} between 1 and 5 and ${table.rating_workload} between 1 and 5 and ${table.rating_usefulness} between 1 and 5 and ${table.rating_grading} between 1 and 5`,
    ),
  ],
);

export type CourseExperienceRow = typeof courseExperiences.$inferSelect;
export type NewCourseExperienceRow = typeof courseExperiences.$inferInsert;
