import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type CareerApplicationStatus,
  type EmploymentType,
  type PositionStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  careerApplications,
  careerPositions,
  type CareerApplicationRow,
  type CareerPositionRow,
} from './career.tables';
import { readPage, type PageRequest } from '../../db/paging';

export interface PositionValues {
  title: string;
  team: string;
  location: string;
  employment_type: EmploymentType;
  description: string;
  requirements: string[];
  status: PositionStatus;
  display_order: number;
}

export interface ApplicationValues {
  position_id: string | null;
  full_name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  cover_letter: string;
  cv_size: number;
}

export interface ApplicationFilter extends PageRequest {
  status?: CareerApplicationStatus | undefined;
  /** A position's id, or 'open' for open applications. */
  position_id?: string | undefined;
  q?: string | undefined;
}

function searchTextOf(values: { full_name: string; email: string }): string {
  return foldSearchText(`${values.full_name} ${values.email}`);
}

export function createCareerRepository(db: Executor) {
  return {
    /** One page of positions of a status (or all), in display order. */
    async positions(status: PositionStatus | 'all', request: PageRequest) {
      const where = status === 'all' ? undefined : eq(careerPositions.status, status);
      return readPage(
        db
          .select()
          .from(careerPositions)
          .where(where)
          .orderBy(
            asc(careerPositions.display_order),
            desc(careerPositions.created_at),
            asc(careerPositions.position_id),
          ),
        request,
        db.$count(careerPositions, where),
      );
    },

    async findPosition(positionId: string): Promise<CareerPositionRow | undefined> {
      const rows = await db
        .select()
        .from(careerPositions)
        .where(eq(careerPositions.position_id, positionId));
      return rows[0];
    },

    /** The titles of some positions, by id. */
    async positionTitles(positionIds: readonly string[]): Promise<Map<string, string>> {
      if (positionIds.length === 0) return new Map();
      const rows = await db
        .select({ position_id: careerPositions.position_id, title: careerPositions.title })
        .from(careerPositions)
        .where(inArray(careerPositions.position_id, [...positionIds]));
      return new Map(rows.map((row) => [row.position_id, row.title]));
    },

    async insertPosition(values: PositionValues, createdBy: string | null) {
      const rows = await db
        .insert(careerPositions)
        .values({ ...values, created_by: createdBy })
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The position was not inserted');
      return row;
    },

    async updatePosition(positionId: string, values: Partial<PositionValues>) {
      const rows = await db
        .update(careerPositions)
        .set({ ...values, updated_at: new Date() })
        .where(eq(careerPositions.position_id, positionId))
        .returning();
      return rows[0];
    },

    async deletePosition(positionId: string) {
      const rows = await db
        .delete(careerPositions)
        .where(eq(careerPositions.position_id, positionId))
        .returning();
      return rows[0];
    },

    async countApplicationsOf(positionId: string): Promise<number> {
      return db.$count(careerApplications, eq(careerApplications.position_id, positionId));
    },

    async insertApplication(values: ApplicationValues, applicantId: string) {
      const rows = await db
        .insert(careerApplications)
        .values({ ...values, applicant_id: applicantId, search_text: searchTextOf(values) })
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The application was not inserted');
      return row;
    },

    async setCvFile(careerId: string, cvFile: string): Promise<CareerApplicationRow | undefined> {
      const rows = await db
        .update(careerApplications)
        .set({ cv_file: cvFile })
        .where(eq(careerApplications.career_id, careerId))
        .returning();
      return rows[0];
    },

    async findApplication(careerId: string): Promise<CareerApplicationRow | undefined> {
      const rows = await db
        .select()
        .from(careerApplications)
        .where(eq(careerApplications.career_id, careerId));
      return rows[0];
    },

    async hasApplied(applicantId: string, positionId: string): Promise<boolean> {
      const rows = await db
        .select({ value: count() })
        .from(careerApplications)
        .where(
          and(
            eq(careerApplications.applicant_id, applicantId),
            eq(careerApplications.position_id, positionId),
          ),
        );
      return (rows[0]?.value ?? 0) > 0;
    },

    /** The admins' list: newest first, filtered by status, position and a search. */
    async applications(filter: ApplicationFilter) {
      const conditions: SQL[] = [];
      if (filter.status !== undefined)
        conditions.push(eq(careerApplications.status, filter.status));
      if (filter.position_id === 'open') conditions.push(isNull(careerApplications.position_id));
      else if (filter.position_id !== undefined) {
        conditions.push(eq(careerApplications.position_id, filter.position_id));
      }
      const folded = filter.q === undefined ? '' : foldSearchText(filter.q);
      if (folded !== '') {
        conditions.push(
          sql`${careerApplications.search_text} like ${`%${escapeLikePattern(folded)}%`}`,
        );
      }
      const where = conditions.length === 0 ? undefined : and(...conditions);
      return readPage(
        db
          .select()
          .from(careerApplications)
          .where(where)
          .orderBy(desc(careerApplications.created_at), asc(careerApplications.career_id)),
        filter,
        db.$count(careerApplications, where),
      );
    },

    /** A person's own applications, newest first. */
    /** The stored CVs of a person's applications (for deleting the account). */
    async cvFilesOf(applicantId: string): Promise<string[]> {
      const rows = await db
        .select({ cv_file: careerApplications.cv_file })
        .from(careerApplications)
        .where(
          and(
            eq(careerApplications.applicant_id, applicantId),
            isNotNull(careerApplications.cv_file),
          ),
        );
      return rows.flatMap((row) => (row.cv_file === null ? [] : [row.cv_file]));
    },

    async byApplicant(applicantId: string, request: PageRequest) {
      const where = eq(careerApplications.applicant_id, applicantId);
      return readPage(
        db
          .select()
          .from(careerApplications)
          .where(where)
          .orderBy(desc(careerApplications.created_at), asc(careerApplications.career_id)),
        request,
        db.$count(careerApplications, where),
      );
    },

    async countNew(): Promise<number> {
      return db.$count(careerApplications, eq(careerApplications.status, 'new'));
    },

    async review(
      careerId: string,
      review: { status: CareerApplicationStatus; admin_note: string | null; reviewerId: string },
    ) {
      const now = new Date();
      const rows = await db
        .update(careerApplications)
        .set({
          status: review.status,
          admin_note: review.admin_note,
          reviewer_id: review.reviewerId,
          reviewed_at: now,
          updated_at: now,
        })
        .where(eq(careerApplications.career_id, careerId))
        .returning();
      return rows[0];
    },
  };
}

export type CareerRepository = ReturnType<typeof createCareerRepository>;
