import {
  shortPersonName,
  type ReviewExperienceList,
  hasModeratorAccess,
  vipContributionThreshold,
  type CourseDetail,
  type ExperienceCreateBody,
  type ExperienceRejectBody,
  type ExperienceReviewQuery,
  type OwnExperience,
  type OwnExperienceList,
  cursorOf,
  placeOf,
  type ExperienceListQuery,
  type PaginationQuery,
  type PublicExperienceList,
  type UserRole,
  type VipAccess,
  type VipExperienceList,
  vipAccessOf,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { DomainEvents } from '../../platform/events';
import { runReview, type ReviewEvent } from '../../platform/moderation';
import { ignoreSourceChange, type SourceChanged } from '../../platform/indexed-documents';
import { createCourseExperiencesRepository } from './course-experiences.repository';
import { createCoursesRepository } from './courses.repository';
import { aggregatesOf, toOwn, toPublic, toVip } from './experience-views';
import { pageOf } from '../../platform/wire-page';

export interface CourseExperiencesDependencies {
  db: Database;
  /** Reviews are announced in their transaction (`course_experience.reviewed`, `user.vip_unlocked`). */
  events: DomainEvents;
  /** A person's current role, read with the given executor (the accounts feature answers it). */
  roleOf: (executor: Executor, userId: string) => Promise<UserRole | undefined>;
  /** The assistant's index follows approvals and deletions (its course is the unit). */
  sourceChanged?: SourceChanged;
  /** Authors' names for the moderators' queue, one query per page (the accounts feature). */
  namesOf?: (
    userIds: readonly string[],
  ) => Promise<Map<string, { first_name: string; last_name: string }>>;
}

export function createCourseExperiencesService({
  db,
  events,
  roleOf,
  sourceChanged = ignoreSourceChange,
  namesOf,
}: CourseExperiencesDependencies) {
  const repository = createCourseExperiencesRepository(db);
  const courseRows = createCoursesRepository(db);

  /**
   * The VIP rule of the contracts (`vipAccessOf`). A signed-in person's account is active (the
   * session check admits active accounts only); their contributions are counted only when the
   * role alone does not decide.
   */
  async function accessOf(user: AuthUser | null): Promise<VipAccess> {
    if (user === null) return vipAccessOf(null);
    const byRole = vipAccessOf({ role: user.role, active: true, approvedContributions: 0 });
    if (byRole.isVip) return byRole;
    const approved = await repository.countApproved(user.userId);
    return vipAccessOf({ role: user.role, active: true, approvedContributions: approved });
  }

  /** A course the caller may see: active ones for everyone, any for moderators. */
  async function visibleCourse(courseId: string, user: AuthUser | null) {
    const course = await courseRows.findCourse(courseId);
    if (course === undefined || (course.status !== 'active' && !hasModeratorAccess(user?.role))) {
      throw AppError.notFound('There is no such course');
    }
    return course;
  }

  return {
    /** Counts a person's approved contributions (for `user_current`). */
    countContributions: (userId: string) => repository.countApproved(userId),

    /** Whether the person is VIP at this moment (the assistant's visibility filter). */
    isVip: async (user: AuthUser | null): Promise<boolean> => (await accessOf(user)).isVip,

    /** Every contribution of a person with status and note (for the personal-data export). */
    async exportOwn(userId: string): Promise<OwnExperience[]> {
      return (await repository.allByUser(userId)).map(toOwn);
    },

    /** The course page: aggregates for everyone; grade distribution and instructors for VIP. */
    async courseDetail(courseId: string, user: AuthUser | null): Promise<CourseDetail> {
      const [course, access] = await Promise.all([visibleCourse(courseId, user), accessOf(user)]);
      const aggregates = aggregatesOf(await repository.aggregates(courseId));
      const open = {
        course,
        aggregates,
        is_vip: access.isVip,
        contributions_needed: access.contributionsNeeded,
      };
      if (!access.isVip) return open;
      const [grades, instructors] = await Promise.all([
        repository.gradeDistribution(courseId),
        repository.instructorAggregates(courseId),
      ]);
      return {
        ...open,
        grade_distribution: Object.fromEntries(
          grades.map((grade) => [grade.grade ?? '', grade.count]),
        ),
        instructors: Object.fromEntries(
          instructors.map((row) => [row.instructor_name, aggregatesOf(row)]),
        ),
      };
    },

    /** Approved experiences of a course: the public part, or everything for VIP access. */
    async listApproved(
      courseId: string,
      query: ExperienceListQuery,
      user: AuthUser | null,
    ): Promise<PublicExperienceList | VipExperienceList> {
      await visibleCourse(courseId, user);
      const access = await accessOf(user);
      const after = query.cursor === undefined ? undefined : placeOf(query.cursor);
      const { rows, total } = await repository.listApproved(courseId, query, after);
      const last = rows.at(-1);
      const hasMore = rows.length === query.page_size && query.page * query.page_size < total;
      const paging = {
        page: query.page,
        page_size: query.page_size,
        total,
        next_cursor:
          hasMore && last !== undefined
            ? cursorOf({ micros: last.place_micros, id: last.experience_id })
            : null,
      };
      return access.isVip
        ? { items: rows.map(toVip), ...paging }
        : { items: rows.map(toPublic), ...paging };
    },

    /** A new contribution; it waits for review. One per person, course and semester. */
    async create(
      courseId: string,
      body: ExperienceCreateBody,
      user: AuthUser,
    ): Promise<OwnExperience> {
      const course = await visibleCourse(courseId, user);
      if (course.status !== 'active') {
        throw AppError.conflictFor(
          'course_inactive',
          'Experiences can be added to active courses only',
        );
      }
      const duplicate = (): AppError =>
        AppError.conflictFor(
          'experience_exists',
          `You have already shared an experience of this course for ${body.semester}`,
          { semester: body.semester },
        );
      if ((await repository.findOwn(user.userId, courseId, body.semester)) !== undefined) {
        throw duplicate();
      }
      let created: { experience_id: string };
      try {
        created = await repository.insert({
          course_id: courseId,
          user_id: user.userId,
          semester: body.semester,
          instructor_name: body.instructor_name,
          rating_difficulty: body.rating_difficulty,
          rating_workload: body.rating_workload,
          rating_usefulness: body.rating_usefulness,
          rating_grading: body.rating_grading,
          grade_received: body.grade_received ?? null,
          summary: body.summary,
          details: body.details ?? '',
          exam_tips: body.exam_tips ?? '',
          resources: body.resources ?? '',
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      const row = await repository.findById(created.experience_id);
      if (row === undefined) throw AppError.notFound('There is no such experience');
      return toOwn(row);
    },

    /** The signed-in person's own contributions with status and the reviewer's note. */
    async listOwn(user: AuthUser, query: PaginationQuery): Promise<OwnExperienceList> {
      const { rows, total } = await repository.listByUser(user.userId, query);
      return pageOf(rows.map(toOwn), query, total);
    },

    /** The review queue (moderators). */
    async listForReview(query: ExperienceReviewQuery): Promise<ReviewExperienceList> {
      const { rows, total } = await repository.listByStatus(query.status, query);
      const names =
        (await namesOf?.(rows.map((row) => row.user_id))) ??
        new Map<string, { first_name: string; last_name: string }>();
      const items = rows.map((row) => {
        const name = names.get(row.user_id);
        return {
          ...toOwn(row),
          author_id: row.user_id,
          author_name: name === undefined ? null : shortPersonName(name.first_name, name.last_name),
        };
      });
      return { items, page: query.page, page_size: query.page_size, total };
    },

    /** How many experiences wait for review (the moderators' badge). */
    countWaiting: () => repository.countWaiting(),

    async approve(experienceId: string, reviewer: AuthUser): Promise<OwnExperience> {
      return review(experienceId, reviewer, 'approved', null);
    },

    async reject(
      experienceId: string,
      body: ExperienceRejectBody,
      reviewer: AuthUser,
    ): Promise<OwnExperience> {
      return review(experienceId, reviewer, 'rejected', body.note);
    },

    async remove(experienceId: string, reviewer: AuthUser): Promise<void> {
      const deleted = await db.transaction(async (transaction) => {
        const row = await createCourseExperiencesRepository(transaction).delete(experienceId);
        if (row !== undefined) {
          await recordRowAudit(
            transaction,
            reviewer.userId,
            'course_experience.deleted',
            row.experience_id,
            { course_id: row.course_id, author_id: row.user_id, status: row.status },
          );
          await sourceChanged(transaction, 'course', row.course_id);
        }
        return row;
      });
      if (deleted === undefined) throw AppError.notFound('There is no such experience');
    },
  };

  async function review(
    experienceId: string,
    reviewer: AuthUser,
    status: 'approved' | 'rejected',
    note: string | null,
  ): Promise<OwnExperience> {
    const reviewed = await runReview(
      { db, events },
      {
        actorId: reviewer.userId,
        update: (transaction) =>
          createCourseExperiencesRepository(transaction).review(experienceId, {
            status,
            reviewerId: reviewer.userId,
            note,
          }),
        follow: async (transaction, row) => {
          if (status === 'approved') await sourceChanged(transaction, 'course', row.course_id);
          // The reviewed experience as everyone reads it now (with its course's code).
          const view = await createCourseExperiencesRepository(transaction).findById(experienceId);
          if (view === undefined) throw AppError.notFound('There is no such experience');
          return view;
        },
        audit: (row) => ({
          action: `course_experience.${status}`,
          targetType: 'course_experience',
          targetId: row.experience_id,
          details: { course_id: row.course_id, author_id: row.user_id },
        }),
        announce: async (row, view, transaction) => {
          const reviewed: ReviewEvent = {
            name: 'course_experience.reviewed',
            payload: {
              experience_id: view.experience_id,
              course_id: view.course_id,
              course_code: view.course_code,
              author_id: view.user_id,
              status,
              note,
            },
          };
          if (!(await unlocksVip(transaction, row.user_id, status))) return [reviewed];
          return [reviewed, { name: 'user.vip_unlocked', payload: { user_id: row.user_id } }];
        },
        refusal: async () => {
          const existing = await repository.findById(experienceId);
          if (existing === undefined) return AppError.notFound('There is no such experience');
          return AppError.conflict(`This experience has already been ${existing.status}`);
        },
      },
    );
    return toOwn(reviewed);
  }

  /**
   * Whether this approval gives a student VIP access: their approved count,
   * read in the review's transaction, is now exactly the threshold. Graduates,
   * moderators and admins are VIP anyway.
   */
  async function unlocksVip(
    transaction: Executor,
    authorId: string,
    status: 'approved' | 'rejected',
  ): Promise<boolean> {
    if (status !== 'approved') return false;
    const approved = await createCourseExperiencesRepository(transaction).countApproved(authorId);
    if (approved !== vipContributionThreshold) return false;
    return (await roleOf(transaction, authorId)) === 'student';
  }
}

export type CourseExperiencesService = ReturnType<typeof createCourseExperiencesService>;
