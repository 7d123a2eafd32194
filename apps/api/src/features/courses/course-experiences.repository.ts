import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ExperienceStatus, NewestFirstPlace } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { preparedRead } from '../../db/prepared';
import { microsOf, readPage, rowsAfter, type PageRequest } from '../../db/paging';
import { courseExperiences, courses, type NewCourseExperienceRow } from './courses.tables';
import {
  experienceTextColumns,
  noRatingAggregates,
  ratingAggregateColumns,
} from './course-columns';

const experienceColumns = {
  ...experienceTextColumns,
  user_id: courseExperiences.user_id,
  status: courseExperiences.status,
  review_note: courseExperiences.review_note,
  created_at: courseExperiences.created_at,
  reviewed_at: courseExperiences.reviewed_at,
  course_code: courses.course_code,
};

export function createCourseExperiencesRepository(db: Executor) {
  async function page(where: ReturnType<typeof and>, request: PageRequest, newestFirst: boolean) {
    return readPage(
      db
        .select(experienceColumns)
        .from(courseExperiences)
        .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
        .where(where)
        .orderBy(
          newestFirst ? desc(courseExperiences.created_at) : asc(courseExperiences.created_at),
          asc(courseExperiences.experience_id),
        ),
      request,
      db.$count(courseExperiences, where),
    );
  }

  // The course page's reads, prepared once (db/prepared.ts): every signed-in view of a course runs them.
  const approvedOfCourse = and(
    eq(courseExperiences.course_id, sql.placeholder('courseId')),
    eq(courseExperiences.status, 'approved'),
  );
  const readAggregates = preparedRead(() =>
    db
      .select(ratingAggregateColumns)
      .from(courseExperiences)
      .where(approvedOfCourse)
      .prepare('course_rating_aggregates'),
  );
  const readGradeDistribution = preparedRead(() =>
    db
      .select({ grade: courseExperiences.grade_received, count: sql<number>`count(*)::int` })
      .from(courseExperiences)
      .where(and(approvedOfCourse, isNotNull(courseExperiences.grade_received)))
      .groupBy(courseExperiences.grade_received)
      .prepare('course_grade_distribution'),
  );
  const readInstructorAggregates = preparedRead(() =>
    db
      .select({ instructor_name: courseExperiences.instructor_name, ...ratingAggregateColumns })
      .from(courseExperiences)
      .where(approvedOfCourse)
      .groupBy(courseExperiences.instructor_name)
      .orderBy(asc(courseExperiences.instructor_name))
      .prepare('course_instructor_aggregates'),
  );
  const readApprovedCount = preparedRead(() =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(courseExperiences)
      .where(
        and(
          eq(courseExperiences.user_id, sql.placeholder('userId')),
          eq(courseExperiences.status, 'approved'),
        ),
      )
      .prepare('experiences_approved_count_of_user'),
  );

  return {
    /** Count and mean ratings over the approved experiences of a course, in one query. */
    async aggregates(courseId: string) {
      const rows = await readAggregates({ courseId });
      return rows[0] ?? noRatingAggregates;
    },

    /** Letter → count over approved experiences that name a grade. */
    async gradeDistribution(courseId: string) {
      return readGradeDistribution({ courseId });
    },

    /** Count and mean ratings per instructor over approved experiences. */
    async instructorAggregates(courseId: string) {
      return readInstructorAggregates({ courseId });
    },

    /** How many experiences wait for review (the moderators' badge). */
    async countWaiting(): Promise<number> {
      return db.$count(courseExperiences, eq(courseExperiences.status, 'waiting'));
    },

    /** A person's approved contributions. */
    async countApproved(userId: string): Promise<number> {
      const rows = await readApprovedCount({ userId });
      return rows[0]?.count ?? 0;
    },

    async findOwn(userId: string, courseId: string, semester: string) {
      const rows = await db
        .select({ experience_id: courseExperiences.experience_id })
        .from(courseExperiences)
        .where(
          and(
            eq(courseExperiences.user_id, userId),
            eq(courseExperiences.course_id, courseId),
            eq(courseExperiences.semester, semester),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async insert(values: NewCourseExperienceRow) {
      const rows = await db
        .insert(courseExperiences)
        .values(values)
        .returning({ experience_id: courseExperiences.experience_id });
      const row = rows[0];
      if (row === undefined) throw new Error('The insert returned no row');
      return row;
    },

    async findById(experienceId: string) {
      const rows = await db
        .select(experienceColumns)
        .from(courseExperiences)
        .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
        .where(eq(courseExperiences.experience_id, experienceId))
        .limit(1);
      return rows[0];
    },

    /** Approved experiences of a course, newest first. */
    async listApproved(courseId: string, request: PageRequest, after?: NewestFirstPlace) {
      const approved = and(
        eq(courseExperiences.course_id, courseId),
        eq(courseExperiences.status, 'approved'),
      );
      const select = db
        .select({ ...experienceColumns, place_micros: microsOf(courseExperiences.created_at) })
        .from(courseExperiences)
        .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
        .where(
          after === undefined
            ? approved
            : and(
                approved,
                rowsAfter(after, courseExperiences.created_at, courseExperiences.experience_id),
              ),
        )
        .orderBy(desc(courseExperiences.created_at), asc(courseExperiences.experience_id));
      // After a place, the page is the first of the rows that follow it.
      const from = after === undefined ? request : { page: 1, page_size: request.page_size };
      return readPage(select, from, db.$count(courseExperiences, approved));
    },

    /** Every contribution of a person, newest first (for the personal-data export). */
    async allByUser(userId: string) {
      return db
        .select(experienceColumns)
        .from(courseExperiences)
        .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
        .where(eq(courseExperiences.user_id, userId))
        .orderBy(desc(courseExperiences.created_at));
    },

    /** A person's own contributions, newest first. */
    async listByUser(userId: string, request: PageRequest) {
      return page(eq(courseExperiences.user_id, userId), request, true);
    },

    /** The review queue: oldest first, so nothing waits forever. */
    async listByStatus(status: ExperienceStatus, request: PageRequest) {
      return page(eq(courseExperiences.status, status), request, false);
    },

    /** Approves or rejects a waiting experience; undefined when it is not waiting (any more). */
    async review(
      experienceId: string,
      decision: { status: 'approved' | 'rejected'; reviewerId: string; note: string | null },
    ) {
      const rows = await db
        .update(courseExperiences)
        .set({
          status: decision.status,
          reviewer_id: decision.reviewerId,
          review_note: decision.note,
          reviewed_at: new Date(),
        })
        .where(
          and(
            eq(courseExperiences.experience_id, experienceId),
            eq(courseExperiences.status, 'waiting'),
          ),
        )
        .returning({
          experience_id: courseExperiences.experience_id,
          course_id: courseExperiences.course_id,
          user_id: courseExperiences.user_id,
        });
      return rows[0];
    },

    async delete(experienceId: string) {
      const rows = await db
        .delete(courseExperiences)
        .where(eq(courseExperiences.experience_id, experienceId))
        .returning({
          experience_id: courseExperiences.experience_id,
          course_id: courseExperiences.course_id,
          user_id: courseExperiences.user_id,
          status: courseExperiences.status,
        });
      return rows[0];
    },
  };
}

export type CourseExperiencesRepository = ReturnType<typeof createCourseExperiencesRepository>;
export type ExperienceRecord = NonNullable<
  Awaited<ReturnType<CourseExperiencesRepository['findById']>>
>;
