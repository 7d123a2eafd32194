import { count, sql } from 'drizzle-orm';
import { foldSearchText } from '@campus/contracts';
import type { Database, Transaction } from '../database';
import {
  courseExperiences,
  courses,
  departments,
  type NewCourseExperienceRow,
  type NewCourseRow,
} from '../../features/courses/courses.tables';
import { users, type NewUserRow } from '../../features/accounts/accounts.tables';
import { hashPassword } from '../../platform/passwords';
import { buildCatalogue } from './catalogue';
import { demoAccounts, type DemoAccount } from './demo-accounts';
import { buildExperiencePlan, type ExperiencePlan } from './experiences';
import { insertDevLog } from './dev-log';
import type { FileStore } from '../../platform/file-store';
import { insertEvents } from './events';
import { insertInformationProjects } from './information';
import { insertListings } from './listings';
import { insertQuestions } from './questions';
import { insertTherapistPools } from './therapist-pools';
import { insertAlarms } from './alarms';
import { insertNotifications } from './notifications';
import { insertContactMessages } from './contact';
import { insertFeedback } from './feedback';
import { insertVotes } from './votes';
import { insertWaitlist } from './waitlist';
import { insertCareer } from './career';
import { insertInstagramPosts } from './instagram';
import { insertQuizBuilder } from './quiz-builder';
import { insertMatching } from './matching';
import { assistantDocumentProviders } from '../../assistant-sources';
import { rebuildAssistantIndex } from '../../features/assistant/assistant-indexer';

export interface SeedResult {
  /** True when the database was new and got data now. */
  isNewDatabase: boolean;
  demoAccounts: readonly DemoAccount[];
  courseCount: number;
  /** Course experiences of every status, from the demo accounts and the contributors. */
  experienceCount: number;
}

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

/**
 * Fills a new database: the university's catalogue and, when asked, the
 * demo accounts with fictional contributors and their course experiences.
 * A database that already has departments or users is left alone, so a
 * restart never duplicates anything.
 */
export async function seedDatabase(
  db: Database,
  options: {
    withDemoData: boolean;
    /** Where the demo events' generated covers go; the events have no images without it. */
    files?: FileStore;
  },
): Promise<SeedResult> {
  const [departmentCount] = await db.select({ value: count() }).from(departments);
  const [userCount] = await db.select({ value: count() }).from(users);
  const isEmpty = (departmentCount?.value ?? 0) === 0 && (userCount?.value ?? 0) === 0;
  if (!isEmpty || !options.withDemoData)
    return { isNewDatabase: isEmpty, demoAccounts: [], courseCount: 0, experienceCount: 0 };

  // The hashes are computed off the main thread while the catalogue and the experiences are built.
  const hashing = Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  const catalogue = buildCatalogue();
  const plan = buildExperiencePlan(catalogue);
  const passwordHashes = await hashing;

  await db.transaction(async (transaction) => {
    const insertedDepartments = await transaction
      .insert(departments)
      .values(catalogue.departments)
      .returning({ department_id: departments.department_id, code: departments.code });
    const departmentIds = new Map(insertedDepartments.map((row) => [row.code, row.department_id]));

    const courseRows: NewCourseRow[] = catalogue.courses.map((course) => {
      const departmentId = departmentIds.get(course.department_code);
      if (departmentId === undefined)
        throw new Error(`Unknown department ${course.department_code}`);
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

    const demoRows: NewUserRow[] = demoAccounts.map((account, index) => ({
      user_email: account.user_email,
      password_hash: passwordHashes[index] ?? null,
      user_role: account.user_role,
      user_first_name: account.user_first_name,
      user_last_name: account.user_last_name,
      locale: account.locale,
      status: 'active' as const,
      is_email_verified: true,
    }));
    const contributorRows: NewUserRow[] = plan.contributors.map((contributor) => ({
      user_email: contributor.user_email,
      password_hash: null,
      user_role: contributor.user_role,
      user_first_name: contributor.user_first_name,
      user_last_name: contributor.user_last_name,
      locale: contributor.locale,
      status: 'active' as const,
      is_email_verified: true,
      department: contributor.department,
      class_year: contributor.class_year,
      created_at: contributor.created_at,
      updated_at: contributor.created_at,
    }));
    const insertedUsers = await transaction
      .insert(users)
      .values([...demoRows, ...contributorRows])
      .returning({ user_id: users.user_id, user_email: users.user_email });
    const userIds = new Map(insertedUsers.map((row) => [row.user_email, row.user_id]));

    await insertExperiences(transaction, plan, courseIds, userIds);
    await insertDevLog(transaction);
    // The community features' demo content, written by the contributors and the demo accounts.
    const contributorIds = plan.contributors.flatMap((contributor) => {
      const userId = userIds.get(contributor.user_email);
      return userId === undefined ? [] : [userId];
    });
    const demoStudentId = demoUserId(userIds, 'student');
    const demoModeratorId = demoUserId(userIds, 'moderator');
    await insertListings(transaction, {
      authorIds: contributorIds,
      demoStudentId,
      moderatorId: demoModeratorId,
    });
    await insertQuestions(transaction, userIds);
    await insertEvents(transaction, {
      files: options.files,
      createdBy: demoModeratorId,
      now: new Date(),
    });
    await insertInformationProjects(transaction);
    await insertInstagramPosts(transaction, {
      files: options.files,
      createdBy: demoUserId(userIds, 'admin'),
    });
    await insertTherapistPools(transaction, {
      authorIds: contributorIds,
      moderatorId: demoModeratorId,
      studentId: demoStudentId,
    });
    await insertAlarms(transaction, { studentId: demoStudentId, now: new Date() });
    await insertNotifications(transaction, { studentId: demoStudentId, now: new Date() });
    const demoAdminId = demoUserId(userIds, 'admin');
    await insertContactMessages(transaction, { adminId: demoAdminId, now: new Date() });
    await insertFeedback(transaction, {
      authorIds: contributorIds,
      demoStudentId,
      adminId: demoAdminId,
      now: new Date(),
    });
    await insertVotes(transaction, {
      voterIds: contributorIds,
      demoStudentId,
      moderatorId: demoModeratorId,
      now: new Date(),
    });
    await insertWaitlist(transaction, { userIds: contributorIds, now: new Date() });
    await insertCareer(transaction, {
      files: options.files,
      applicants: plan.contributors.slice(0, 8).flatMap((contributor) => {
        const userId = userIds.get(contributor.user_email);
        return userId === undefined
          ? []
          : [
              {
                user_id: userId,
                first_name: contributor.user_first_name,
                last_name: contributor.user_last_name,
                email: contributor.user_email,
              },
            ];
      }),
      adminId: demoAdminId,
      now: new Date(),
    });
    // The quiz builder's questionnaires, answered in part by the demo student and graduate.
    await insertQuizBuilder(transaction, {
      adminId: demoAdminId,
      respondentIds: [demoStudentId, demoUserId(userIds, 'graduate')],
      now: new Date(),
    });
    // Matching: an open round the contributors and the demo student answered (its calculation
    // finished, not published), and an earlier round with a match in each state.
    await insertMatching(transaction, {
      adminId: demoAdminId,
      studentId: demoStudentId,
      peopleIds: contributorIds,
      now: new Date(),
    });
  });
  // The assistant's index of the demo content, so that a new demo answers from the start.
  await rebuildAssistantIndex(db, assistantDocumentProviders());

  return {
    isNewDatabase: true,
    demoAccounts,
    courseCount: catalogue.courses.length,
    experienceCount: plan.experiences.length,
  };
}

/** The id of the demo account with a role. */
function demoUserId(userIds: ReadonlyMap<string, string>, role: DemoAccount['user_role']): string {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  const userId = account === undefined ? undefined : userIds.get(account.user_email);
  if (userId === undefined) throw new Error(`There is no demo ${role} account`);
  return userId;
}

/** The demo moderator reviewed every approved and rejected experience. */
function moderatorEmail(): string {
  const moderator = demoAccounts.find((account) => account.user_role === 'moderator');
  if (moderator === undefined) throw new Error('There is no demo moderator account');
  return moderator.user_email;
}

async function insertExperiences(
  transaction: Transaction,
  plan: ExperiencePlan,
  courseIds: ReadonlyMap<string, string>,
  userIds: ReadonlyMap<string, string>,
): Promise<void> {
  const reviewerId = userIds.get(moderatorEmail());
  const rows: NewCourseExperienceRow[] = plan.experiences.map((experience) => {
    const { course_code: courseCode, author_email: authorEmail, ...fields } = experience;
    const courseId = courseIds.get(courseCode);
    const userId = userIds.get(authorEmail);
    if (courseId === undefined || userId === undefined || reviewerId === undefined)
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
