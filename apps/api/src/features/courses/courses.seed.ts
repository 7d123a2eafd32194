import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { foldSearchText } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import {
  courseExperiences,
  courses,
  departments,
  type NewCourseExperienceRow,
  type NewCourseRow,
} from './courses.tables';
import type { Catalogue } from './seed/catalogue';
import type { ExperiencePlan } from './seed/experiences';

/** Rows per INSERT, well under PostgreSQL's limit of 65,535 parameters a statement. */
const insertBatchSize = 200;

/** Inserts rows a batch at a time. */
async function insertInBatches<Row>(
  rows: readonly Row[],
  insert: (batch: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += insertBatchSize) {
    await insert(rows.slice(start, start + insertBatchSize));
  }
}

/** Inserts the departments and their courses; answers the course ids by course code. */
export async function insertCatalogue(
  transaction: Transaction,
  catalogue: Catalogue,
): Promise<Map<string, string>> {
  const insertedDepartments = await transaction
    .insert(departments)
    .values(catalogue.departments)
    .returning({ department_id: departments.department_id, code: departments.code });
  const departmentIds = new Map(insertedDepartments.map((row) => [row.code, row.department_id]));

  const courseRows: NewCourseRow[] = catalogue.courses.map((course) => {
    const departmentId = departmentIds.get(course.department_code);
    if (departmentId === undefined) throw new Error(`Unknown department ${course.department_code}`);
    const { department_code: _unused, ...fields } = course;
    return {
      ...fields,
      department_id: departmentId,
      search_text: foldSearchText(
        [course.course_code, course.name_en, course.name_tr, course.instructor_name].join(' '),
      ),
    };
  });
  const courseIds = new Map<string, string>();
  await insertInBatches(courseRows, async (batch) => {
    const inserted = await transaction
      .insert(courses)
      .values(batch)
      .returning({ course_id: courses.course_id, course_code: courses.course_code });
    for (const row of inserted) courseIds.set(row.course_code, row.course_id);
  });
  return courseIds;
}

/**
 * Inserts the planned course experiences; `reviewerId` (the demo moderator)
 * reviewed every approved and rejected one.
 */
export async function insertExperiences(
  transaction: Transaction,
  plan: ExperiencePlan,
  ids: {
    courseIds: ReadonlyMap<string, string>;
    userIds: ReadonlyMap<string, string>;
    reviewerId: string;
  },
): Promise<void> {
  const { courseIds, userIds, reviewerId } = ids;
  const rows: NewCourseExperienceRow[] = plan.experiences.map((experience) => {
    const { course_code: courseCode, author_email: authorEmail, ...fields } = experience;
    const courseId = courseIds.get(courseCode);
    const userId = userIds.get(authorEmail);
    if (courseId === undefined || userId === undefined)
      throw new Error(`An experience of ${courseCode} by ${authorEmail} has no course or author`);
    return {
      ...fields,
      course_id: courseId,
      user_id: userId,
      reviewer_id: experience.reviewed_at === null ? null : reviewerId,
    };
  });
  // One JSON parameter a batch: a couple of thousand rows of long texts insert in a
  // fraction of the time that one bound parameter per value takes (PGlite above all).
  const columns = sql.raw(experienceColumns.join(', '));
  await insertInBatches(rows, (batch) =>
    transaction.execute(sql`
      insert into ${courseExperiences} (${columns})
      select ${columns} from json_populate_recordset(null::${courseExperiences}, ${JSON.stringify(batch)}::json)`),
  );
}

/** A person's newest approved or rejected experience, for the demo's notifications. */
export async function findNewestReviewedExperience(transaction: Transaction, userId: string) {
  const [experience] = await transaction
    .select({
      experience_id: courseExperiences.experience_id,
      course_id: courseExperiences.course_id,
      course_code: courses.course_code,
      status: courseExperiences.status,
      review_note: courseExperiences.review_note,
    })
    .from(courseExperiences)
    .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
    .where(
      and(
        eq(courseExperiences.user_id, userId),
        inArray(courseExperiences.status, ['approved', 'rejected']),
      ),
    )
    .orderBy(desc(courseExperiences.created_at))
    .limit(1);
  return experience;
}

/** The columns the seed fills; the others keep their defaults. */
const experienceColumns = [
  'course_id',
  'user_id',
  'semester',
  'instructor_name',
  'rating_difficulty',
  'rating_workload',
  'rating_usefulness',
  'rating_grading',
  'grade_received',
  'summary',
  'details',
  'exam_tips',
  'resources',
  'status',
  'reviewer_id',
  'review_note',
  'created_at',
  'reviewed_at',
] as const satisfies readonly (keyof NewCourseExperienceRow)[];
