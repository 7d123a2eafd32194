import { and, asc, count, countDistinct, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type CourseListQuery,
  type CourseStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { courseExperiences, courses, departments, type NewCourseRow } from './courses.tables';
import { courseDetailColumns, courseSummaryColumns } from './course-columns';

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
  return {
    /** One page of courses with their departments, and the total, in two queries. */
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
      const descending = filter.sort.startsWith('-');
      const column = sortColumns[filter.sort.replace(/^-/, '') as keyof typeof sortColumns];
      const order = descending ? desc(column) : asc(column);

      const [rows, totals] = await Promise.all([
        db
          .select(courseSummaryColumns)
          .from(courses)
          .innerJoin(departments, eq(departments.department_id, courses.department_id))
          .where(where)
          .orderBy(order, asc(courses.course_code))
          .limit(filter.page_size)
          .offset((filter.page - 1) * filter.page_size),
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
      const rows = await db
        .select(courseDetailColumns)
        .from(courses)
        .innerJoin(departments, eq(departments.department_id, courses.department_id))
        .where(eq(courses.course_id, courseId))
        .limit(1);
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
