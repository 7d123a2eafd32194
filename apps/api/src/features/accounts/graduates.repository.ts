import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, PaginationQuery } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { graduateApplications, users, type GraduateApplicationRow } from './accounts.tables';
import { containsFolded } from './folded-search';
import { offsetOf } from '../../db/paging';

const reviewers = alias(users, 'reviewers');

/** An application with its applicant and reviewer, as the moderators' list shows it. */
const applicationColumns = {
  application_id: graduateApplications.application_id,
  user_id: graduateApplications.user_id,
  user_email: users.user_email,
  user_first_name: users.user_first_name,
  user_last_name: users.user_last_name,
  graduation_year: graduateApplications.graduation_year,
  student_number: graduateApplications.student_number,
  department: graduateApplications.department,
  status: graduateApplications.status,
  proof_file: graduateApplications.proof_file,
  submitted_at: graduateApplications.submitted_at,
  reviewed_at: graduateApplications.reviewed_at,
  reviewer_first_name: reviewers.user_first_name,
  reviewer_last_name: reviewers.user_last_name,
  note: graduateApplications.note,
};

export interface ApplicationFilter extends PaginationQuery {
  status?: ApplicationStatus | undefined;
  q?: string | undefined;
}

export function createGraduatesRepository(db: Executor) {
  const selectApplications = () =>
    db
      .select(applicationColumns)
      .from(graduateApplications)
      .innerJoin(users, eq(users.user_id, graduateApplications.user_id))
      .leftJoin(reviewers, eq(reviewers.user_id, graduateApplications.reviewer_id));

  return {
    async insert(
      values: typeof graduateApplications.$inferInsert,
    ): Promise<GraduateApplicationRow> {
      const rows = await db.insert(graduateApplications).values(values).returning();
      const row = rows[0];
      if (row === undefined) throw new Error('insert into graduate_applications returned nothing');
      return row;
    },

    /** One page, newest first, and the total. */
    async list(filter: ApplicationFilter) {
      const conditions: SQL[] = [];
      if (filter.status !== undefined)
        conditions.push(eq(graduateApplications.status, filter.status));
      if (filter.q !== undefined && filter.q !== '') {
        conditions.push(
          containsFolded(
            sql`concat_ws(' ', ${users.user_first_name}, ${users.user_last_name}, ${users.user_email}, ${graduateApplications.student_number}, ${graduateApplications.department})`,
            filter.q,
          ),
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        selectApplications()
          .where(where)
          .orderBy(
            desc(graduateApplications.submitted_at),
            desc(graduateApplications.application_id),
          )
          .limit(filter.page_size)
          .offset(offsetOf(filter)),
        db
          .select({ value: count() })
          .from(graduateApplications)
          .innerJoin(users, eq(users.user_id, graduateApplications.user_id))
          .where(where),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
    },

    /** How many applications wait for a decision (counted as the list counts them). */
    async countPending(): Promise<number> {
      const rows = await db
        .select({ value: count() })
        .from(graduateApplications)
        .innerJoin(users, eq(users.user_id, graduateApplications.user_id))
        .where(eq(graduateApplications.status, 'pending'));
      return rows[0]?.value ?? 0;
    },

    async findById(applicationId: string) {
      const rows = await selectApplications().where(
        eq(graduateApplications.application_id, applicationId),
      );
      return rows[0];
    },

    async findRow(applicationId: string): Promise<GraduateApplicationRow | undefined> {
      const rows = await db
        .select()
        .from(graduateApplications)
        .where(eq(graduateApplications.application_id, applicationId));
      return rows[0];
    },

    async findByUser(userId: string): Promise<GraduateApplicationRow | undefined> {
      const rows = await db
        .select()
        .from(graduateApplications)
        .where(eq(graduateApplications.user_id, userId));
      return rows[0];
    },

    /** The application, locked until the end of the transaction, so two reviews cannot both win. */
    async lockForReview(applicationId: string): Promise<GraduateApplicationRow | undefined> {
      const rows = await db
        .select()
        .from(graduateApplications)
        .where(eq(graduateApplications.application_id, applicationId))
        .for('update');
      return rows[0];
    },

    async update(
      applicationId: string,
      values: Partial<typeof graduateApplications.$inferInsert>,
    ): Promise<void> {
      await db
        .update(graduateApplications)
        .set(values)
        .where(eq(graduateApplications.application_id, applicationId));
    },
  };
}

export type GraduatesRepository = ReturnType<typeof createGraduatesRepository>;
export type ApplicationListRow = NonNullable<Awaited<ReturnType<GraduatesRepository['findById']>>>;
