import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type CourseListQuery,
  type CourseStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { courses, departments } from './courses.tables';
import { courseSummaryColumns } from './course-columns';

export interface CourseFilter extends Omit<CourseListQuery, 'status'> {
  /** The statuses the caller may see; the service decides. */
  statuses: readonly CourseStatus[];
}

const sortColumns = {
  code: courses.course_code,
  credits: courses.credits,
  ects: courses.ects,
} as const;

/** A LIKE pattern over folded text: "istanbul" finds "İstanbul", "ogr" finds "Öğr". */
function containsFolded(column: typeof courses.search_text, text: string): SQL {
  return like(column, `%${escapeLikePattern(foldSearchText(text))}%`);
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
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
