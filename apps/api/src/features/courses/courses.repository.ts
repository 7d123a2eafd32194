import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  like,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  escapeLikePattern,
  foldSearchText,
  type CourseListQuery,
  type CourseSort,
  type CourseStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { preparedRead } from '../../db/prepared';
import { offsetOf } from '../../db/paging';
import { courseExperiences, courses, departments, type NewCourseRow } from './courses.tables';
import {
  courseDetailColumns,
  courseSummaryColumns,
  ratingAggregateColumns,
} from './course-columns';

export interface CourseFilter extends Omit<CourseListQuery, 'status'> {
  /** The statuses the caller may see; the service decides. */
  statuses: readonly CourseStatus[];
}

/** Names order by their Turkish sort keys compared byte by byte, as their indexes are built. */
const sortColumns = {
  code: courses.course_code,
  name_en: sql`${courses.name_en_sort} collate "C"`,
  name_tr: sql`${courses.name_tr_sort} collate "C"`,
  credits: courses.credits,
  ects: courses.ects,
} as const;

/**
 * The count and mean ratings of the listed course's approved experiences: a
 * lateral subquery, run per course over the (course_id, status, …) index of
 * course_experiences. An aggregate without GROUP BY answers one row even for
 * a course without experiences (count 0, means null), so it is cross-joined.
 */
function approvedAggregatesOf(db: Executor) {
  return db
    .select({
      count: ratingAggregateColumns.count.as('approved_count'),
      rating_difficulty: ratingAggregateColumns.rating_difficulty.as('approved_difficulty'),
      rating_workload: ratingAggregateColumns.rating_workload.as('approved_workload'),
      rating_usefulness: ratingAggregateColumns.rating_usefulness.as('approved_usefulness'),
      rating_grading: ratingAggregateColumns.rating_grading.as('approved_grading'),
    })
    .from(courseExperiences)
    .where(
      and(
        eq(courseExperiences.course_id, courses.course_id),
        eq(courseExperiences.status, 'approved'),
      ),
    )
    .as('approved');
}

type ApprovedAggregates = ReturnType<typeof approvedAggregatesOf>;
type SortKey = Exclude<CourseSort, `-${string}`>;

/**
 * The ORDER BY of a list, ties by code, and whether it orders by a statistic of
 * the approved experiences. By their number or a mean rating, courses without
 * experiences come last in both directions (their count counts as null, as
 * their means are).
 */
function orderOf(sort: CourseSort, approved: ApprovedAggregates) {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '') as SortKey;
  const tieBreak = asc(courses.course_code);
  const expressions: Record<SortKey, SQL | AnyPgColumn> = {
    ...sortColumns,
    experiences: sql`nullif(${approved.count}, 0)`,
    rating_difficulty: sql`${approved.rating_difficulty}`,
    rating_workload: sql`${approved.rating_workload}`,
    rating_usefulness: sql`${approved.rating_usefulness}`,
    rating_grading: sql`${approved.rating_grading}`,
  };
  const expression = expressions[key];
  if (key in sortColumns) {
    return {
      byStatistic: false,
      order: [descending ? desc(expression) : asc(expression), tieBreak],
    };
  }
  const direction = sql.raw(descending ? 'desc' : 'asc');
  return { byStatistic: true, order: [sql`${expression} ${direction} nulls last`, tieBreak] };
}

/** The columns a course form writes; `search_text` and `updated_at` are the repository's. */
export type CourseValues = Omit<
  NewCourseRow,
  'course_id' | 'search_text' | 'created_at' | 'updated_at'
>;

/** A LIKE pattern over folded text: "istanbul" finds "İstanbul", "ogr" finds "Öğr". */
function containsFolded(column: typeof courses.search_text, text: string): SQL {
  return like(column, `%${escapeLikePattern(foldSearchText(text))}%`);
}

/** Code, both names and instructor, folded with Turkish rules (as the seed stores them). */
function searchTextOf(values: CourseValues): string {
  return foldSearchText(
    [values.course_code, values.name_en, values.name_tr, values.instructor_name].join(' '),
  );
}

export function createCoursesRepository(db: Executor) {
  // A course's page reads its course first, on every view (db/prepared.ts).
  const readCourse = preparedRead(() =>
    db
      .select(courseDetailColumns)
      .from(courses)
      .innerJoin(departments, eq(departments.department_id, courses.department_id))
      .where(eq(courses.course_id, sql.placeholder('courseId')))
      .limit(1)
      .prepare('course_by_id'),
  );

  return {
    /**
     * One page of courses with their departments and their approved experiences'
     * count and mean ratings, and the total, in two queries.
     */
    async findCourses(filter: CourseFilter) {
      const conditions: SQL[] = [sql`${courses.status} in ${filter.statuses}`];
      if (filter.department !== undefined) conditions.push(eq(departments.code, filter.department));
      if (filter.type !== undefined) conditions.push(eq(courses.course_type, filter.type));
      if (filter.level !== undefined) conditions.push(eq(courses.level, filter.level));
      if (filter.q !== undefined && filter.q !== '')
        conditions.push(containsFolded(courses.search_text, filter.q));
      if (filter.instructor !== undefined && filter.instructor !== '') {
        conditions.push(
          like(
            sql`translate(lower(${courses.instructor_name}), 'çğışöüâîû', 'cgisouaiu')`,
            `%${escapeLikePattern(foldSearchText(filter.instructor))}%`,
          ),
        );
      }
      const where = and(...conditions);
      const approved = approvedAggregatesOf(db);
      const { byStatistic, order } = orderOf(filter.sort, approved);
      const offset = offsetOf(filter);
      const listed = db
        .select({
          ...courseSummaryColumns,
          aggregates: {
            count: approved.count,
            rating_difficulty: approved.rating_difficulty,
            rating_workload: approved.rating_workload,
            rating_usefulness: approved.rating_usefulness,
            rating_grading: approved.rating_grading,
          },
        })
        .from(courses)
        .innerJoin(departments, eq(departments.department_id, courses.department_id))
        .crossJoinLateral(approved);
      // By a statistic, every matching course is aggregated to be ordered. Otherwise the page is
      // picked first, in the order of the sort's index, and only its courses are aggregated.
      const page = byStatistic
        ? listed
            .where(where)
            .orderBy(...order)
            .limit(filter.page_size)
            .offset(offset)
        : listed
            .where(
              inArray(
                courses.course_id,
                db
                  .select({ course_id: courses.course_id })
                  .from(courses)
                  .innerJoin(departments, eq(departments.department_id, courses.department_id))
                  .where(where)
                  .orderBy(...order)
                  .limit(filter.page_size)
                  .offset(offset),
              ),
            )
            .orderBy(...order);

      const [rows, totals] = await Promise.all([
        page,
        db
          .select({ value: count() })
          .from(courses)
          .innerJoin(departments, eq(departments.department_id, courses.department_id))
          .where(where),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
    },

    async findDepartments() {
      return db.select().from(departments).orderBy(asc(departments.code));
    },

    async departmentExists(departmentId: number): Promise<boolean> {
      const rows = await db
        .select({ department_id: departments.department_id })
        .from(departments)
        .where(eq(departments.department_id, departmentId))
        .limit(1);
      return rows.length > 0;
    },

    /** One course with its department and descriptions, whatever its status. */
    async findCourse(courseId: string) {
      const rows = await readCourse({ courseId });
      return rows[0];
    },

    /** The stored row of a course, for comparing before an update. */
    async findCourseRow(courseId: string) {
      const rows = await db.select().from(courses).where(eq(courses.course_id, courseId)).limit(1);
      return rows[0];
    },

    async insertCourse(values: CourseValues): Promise<{ course_id: string }> {
      const rows = await db
        .insert(courses)
        .values({ ...values, search_text: searchTextOf(values) })
        .returning({ course_id: courses.course_id });
      const row = rows[0];
      if (row === undefined) throw new Error('The insert returned no row');
      return row;
    },

    /** Replaces a course's fields; undefined when there is no such course. */
    async updateCourse(courseId: string, values: CourseValues) {
      const rows = await db
        .update(courses)
        .set({ ...values, search_text: searchTextOf(values), updated_at: new Date() })
        .where(eq(courses.course_id, courseId))
        .returning({ course_id: courses.course_id });
      return rows[0];
    },

    /** The home statistics, in two queries over the status indexes. */
    async statistics() {
      const [open, approved] = await Promise.all([
        db.select({ value: count() }).from(courses).where(eq(courses.status, 'active')),
        db
          .select({
            courses: countDistinct(courseExperiences.course_id),
            experiences: count(),
          })
          .from(courseExperiences)
          .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
          .where(and(eq(courseExperiences.status, 'approved'), eq(courses.status, 'active'))),
      ]);
      return {
        open_courses: open[0]?.value ?? 0,
        vip_courses: approved[0]?.courses ?? 0,
        approved_experiences: approved[0]?.experiences ?? 0,
      };
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
