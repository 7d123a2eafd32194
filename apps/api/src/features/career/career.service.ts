import {
  cvNotPdfMessage,
  cvRequiredMessage,
  type CareerApplication,
  type CareerApplicationFields,
  type CareerApplicationListQuery,
  type CareerApplicationPage,
  type CareerApplicationReviewBody,
  type CareerPosition,
  type CareerPositionPage,
  type MyCareerApplication,
  type MyCareerApplicationPage,
  type PaginationQuery,
  type PositionListQuery,
  type PositionWriteBody,
  ruleProblem,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { DomainEvents } from '../../platform/events';
import { runReview } from '../../platform/moderation';
import type { FileFolder, FileStore } from '../../platform/file-store';
import { looksLikePdf } from '../../platform/uploads';
import { readAllPages } from '../../platform/all-pages';
import { createCareerRepository } from './career.repository';
import type { CareerApplicationRow, CareerPositionRow } from './career.tables';
import { pageOf } from '../../platform/wire-page';

export interface CareerDependencies {
  db: Database;
  files: FileStore;
  /** Announces status changes (in their transaction), for the applicant's notification. */
  events: Pick<DomainEvents, 'record' | 'nudge'>;
}

const noSuchPosition = () => AppError.notFound('There is no such position');
const noSuchApplication = () => AppError.notFound('There is no such application');
const alreadyApplied = () =>
  AppError.conflictFor(
    'already_applied',
    'You have already applied to this position; see My space for its status',
  );

function refusedCv(message: string): AppError {
  return AppError.badRequest(message, [ruleProblem('body.cv', message, 'cv_file')]);
}

function positionView(row: CareerPositionRow): CareerPosition {
  return {
    position_id: row.position_id,
    title: row.title,
    team: row.team,
    location: row.location,
    employment_type: row.employment_type,
    description: row.description,
    requirements: row.requirements,
    status: row.status,
    display_order: row.display_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function myView(
  row: CareerApplicationRow,
  titles: ReadonlyMap<string, string>,
): MyCareerApplication {
  return {
    career_id: row.career_id,
    position_id: row.position_id,
    position_title: row.position_id === null ? null : (titles.get(row.position_id) ?? null),
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function adminView(
  row: CareerApplicationRow,
  titles: ReadonlyMap<string, string>,
): CareerApplication {
  return {
    ...myView(row, titles),
    applicant_id: row.applicant_id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    linkedin_url: row.linkedin_url,
    cover_letter: row.cover_letter,
    cv_size: row.cv_size,
    admin_note: row.admin_note,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  };
}

/** A file name safe inside a quoted header: ASCII letters, digits and dashes. */
export function cvFileNameOf(fullName: string): string {
  const slug = fullName
    .normalize('NFKD')
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `cv-${slug === '' ? 'applicant' : slug}.pdf`;
}

export function createCareerService({ db, files, events }: CareerDependencies) {
  const repository = createCareerRepository(db);

  async function titlesOf(rows: readonly CareerApplicationRow[]) {
    return repository.positionTitles([
      ...new Set(rows.flatMap((row) => (row.position_id === null ? [] : [row.position_id]))),
    ]);
  }

  return {
    /** Positions: the open ones for everyone; admins may ask for closed ones or all. */
    async positions(
      query: PositionListQuery,
      viewer: AuthUser | null,
    ): Promise<CareerPositionPage> {
      if (query.status !== 'open' && viewer?.role !== 'admin') {
        throw AppError.forbidden('Only admins can list closed positions');
      }
      const { rows, total } = await repository.positions(query.status, query);
      return pageOf(rows.map(positionView), query, total);
    },

    /** One position: an open one for everyone, any for admins. */
    async position(positionId: string, viewer: AuthUser | null): Promise<CareerPosition> {
      const row = await repository.findPosition(positionId);
      if (row === undefined) throw noSuchPosition();
      if (row.status !== 'open' && viewer?.role !== 'admin') throw noSuchPosition();
      return positionView(row);
    },

    async createPosition(body: PositionWriteBody, admin: AuthUser): Promise<CareerPosition> {
      const row = await db.transaction(async (transaction) => {
        const created = await createCareerRepository(transaction).insertPosition(
          body,
          admin.userId,
        );
        await recordRowAudit(
          transaction,
          admin.userId,
          'career_position.created',
          created.position_id,
          { status: created.status },
        );
        return created;
      });
      return positionView(row);
    },

    async updatePosition(
      positionId: string,
      body: PositionWriteBody,
      admin: AuthUser,
    ): Promise<CareerPosition> {
      const row = await db.transaction(async (transaction) => {
        const updated = await createCareerRepository(transaction).updatePosition(positionId, body);
        if (updated === undefined) throw noSuchPosition();
        await recordRowAudit(transaction, admin.userId, 'career_position.updated', positionId, {
          fields: Object.keys(body),
          status: updated.status,
        });
        return updated;
      });
      return positionView(row);
    },

    /** Deletes a position without applications; one with applications is to be closed instead. */
    async deletePosition(positionId: string, admin: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const inTransaction = createCareerRepository(transaction);
        const row = await inTransaction.findPosition(positionId);
        if (row === undefined) throw noSuchPosition();
        const applications = await inTransaction.countApplicationsOf(positionId);
        if (applications > 0) {
          throw AppError.conflict(
            `This position has ${String(applications)} application${applications === 1 ? '' : 's'}; close it instead of deleting it`,
          );
        }
        await inTransaction.deletePosition(positionId);
        await recordRowAudit(transaction, admin.userId, 'career_position.deleted', positionId, {
          status: row.status,
        });
      });
    },

    /**
     * An application with its CV. The row is written first, then the file, in one
     * transaction: a refused row writes no file, and a failed transaction removes it.
     */
    async apply(
      fields: CareerApplicationFields,
      cv: Buffer | undefined,
      user: AuthUser,
    ): Promise<MyCareerApplication> {
      if (cv === undefined) throw refusedCv(cvRequiredMessage);
      if (!looksLikePdf(cv)) throw refusedCv(cvNotPdfMessage);
      if (fields.position_id !== null) {
        const position = await repository.findPosition(fields.position_id);
        if (position === undefined) throw noSuchPosition();
        if (position.status !== 'open') {
          throw AppError.conflictFor(
            'position_closed',
            'This position is closed and no longer takes applications',
          );
        }
        if (await repository.hasApplied(user.userId, fields.position_id)) throw alreadyApplied();
      }
      let stored: string | null = null;
      try {
        const row = await db.transaction(async (transaction) => {
          const inTransaction = createCareerRepository(transaction);
          const inserted = await inTransaction.insertApplication(
            { ...fields, cv_size: cv.length },
            user.userId,
          );
          stored = await files.save('cvs', cv, 'pdf');
          const withFile = await inTransaction.setCvFile(inserted.career_id, stored);
          if (withFile === undefined) throw new Error('The application disappeared');
          return withFile;
        });
        return myView(row, await titlesOf([row]));
      } catch (error) {
        await files.remove('cvs', stored);
        if (isUniqueViolation(error)) throw alreadyApplied();
        throw error;
      }
    },

    async listOwnApplications(
      query: PaginationQuery,
      user: AuthUser,
    ): Promise<MyCareerApplicationPage> {
      const { rows, total } = await repository.byApplicant(user.userId, query);
      const titles = await titlesOf(rows);
      return pageOf(
        rows.map((row) => myView(row, titles)),
        query,
        total,
      );
    },

    /**
     * The CVs the person's applications keep, named before their account is
     * deleted (the applications go with it: ON DELETE CASCADE).
     */
    async personalFilesOf(userId: string): Promise<{ folder: FileFolder; name: string }[]> {
      return (await repository.cvFilesOf(userId)).map((name) => ({ folder: 'cvs', name }));
    },

    /** The person's own applications (the data export); no internal note. */
    async exportOwn(user: AuthUser): Promise<MyCareerApplication[]> {
      const rows = await readAllPages((request) => repository.byApplicant(user.userId, request));
      const titles = await titlesOf(rows);
      return rows.map((row) => myView(row, titles));
    },

    async list(query: CareerApplicationListQuery): Promise<CareerApplicationPage> {
      const { rows, total } = await repository.applications(query);
      const titles = await titlesOf(rows);
      return pageOf(
        rows.map((row) => adminView(row, titles)),
        query,
        total,
      );
    },

    async application(careerId: string): Promise<CareerApplication> {
      const row = await repository.findApplication(careerId);
      if (row === undefined) throw noSuchApplication();
      return adminView(row, await titlesOf([row]));
    },

    /** How many applications nobody has looked at yet (the admin panel's badge). */
    countNew: () => repository.countNew(),

    /** An admin sets the status and the internal note; audited, announced when the status moved. */
    async review(
      careerId: string,
      body: CareerApplicationReviewBody,
      admin: AuthUser,
    ): Promise<CareerApplication> {
      const { after } = await runReview(
        { db, events },
        {
          actorId: admin.userId,
          update: async (transaction) => {
            const inTransaction = createCareerRepository(transaction);
            const before = await inTransaction.findApplication(careerId);
            if (before === undefined) return undefined;
            const updated = await inTransaction.review(careerId, {
              status: body.status,
              admin_note: body.admin_note,
              reviewerId: admin.userId,
            });
            return updated === undefined ? undefined : { before, after: updated };
          },
          audit: ({ before, after: updated }) => ({
            action: 'career_application.reviewed',
            targetType: 'career_application',
            targetId: careerId,
            details: {
              fields: [
                ...(before.status === updated.status ? [] : ['status']),
                ...(before.admin_note === updated.admin_note ? [] : ['admin_note']),
              ],
              status: updated.status,
            },
          }),
          // The applicant hears of a new status, not of a new note.
          announce: ({ before, after: updated }) =>
            before.status === updated.status
              ? []
              : [
                  {
                    name: 'career_application.reviewed',
                    payload: {
                      application_id: updated.career_id,
                      applicant_id: updated.applicant_id,
                      status: updated.status,
                    },
                  },
                ],
          refusal: noSuchApplication,
        },
      );
      return adminView(after, await titlesOf([after]));
    },

    /** The CV of an application, as a download. */
    async cv(careerId: string): Promise<{ content: Buffer; fileName: string }> {
      const row = await repository.findApplication(careerId);
      if (row === undefined) throw noSuchApplication();
      const content = row.cv_file === null ? undefined : await files.read('cvs', row.cv_file);
      if (content === undefined) throw AppError.notFound('The CV of this application is missing');
      return { content, fileName: cvFileNameOf(row.full_name) };
    },
  };
}

export type CareerService = ReturnType<typeof createCareerService>;
