import {
  therapistEntryPolicy,
  therapistPoolNoticeVersion,
  type OwnTherapistEntry,
  type OwnTherapistEntryList,
  type PaginationQuery,
  type TherapistConsent,
  type TherapistEntryDetail,
  type TherapistEntryList,
  type TherapistEntryListQuery,
  type TherapistEntryWriteBody,
  type TherapistPool,
  type TherapistReport,
  type TherapistReportBody,
} from '@campus/contracts';
import { readAllPages } from '../../platform/all-pages';
import type { AuthUser } from '../../platform/auth';
import { AppError, isUniqueViolation } from '../../platform/errors';
import {
  entryFacts,
  isAuthor,
  isVisibleTo,
  noSuchEntry,
  noSuchReport,
  notWaiting,
  page,
  toEntry,
  toOwn,
  toReport,
  type TherapistPoolsDependencies,
} from './therapist-pools-common';
import {
  createTherapistPoolsRepository,
  type TherapistEntryValues,
} from './therapist-pools.repository';

const poolNames: Record<TherapistPool, string> = {
  psychology: 'psychologist',
  psychiatry: 'psychiatrist',
};

function valuesOf(body: TherapistEntryWriteBody): TherapistEntryValues {
  return {
    therapist_name: body.therapist_name,
    experience: body.experience,
    sessions: body.sessions,
    fee: body.fee,
    city: body.city,
    is_online: body.is_online,
  };
}

/**
 * The pools as their readers and authors use them: a consent notice first
 * (per person and pool), approved entries for reading, the author's own
 * entries while they wait, and reports of approved entries.
 */
export function createTherapistEntriesService({ db }: Pick<TherapistPoolsDependencies, 'db'>) {
  const repository = createTherapistPoolsRepository(db);

  async function consentOf(pool: TherapistPool, user: AuthUser): Promise<TherapistConsent> {
    const row = await repository.findConsent(user.userId, pool);
    const accepted = row !== undefined && row.notice_version === therapistPoolNoticeVersion;
    return {
      pool,
      accepted,
      accepted_at: accepted ? row.accepted_at.toISOString() : null,
      notice_version: therapistPoolNoticeVersion,
    };
  }

  /** Every read or write of a pool's entries needs the pool's notice accepted first. */
  async function requireConsent(pool: TherapistPool, user: AuthUser): Promise<void> {
    if ((await consentOf(pool, user)).accepted) return;
    throw new AppError(
      403,
      'consent_required',
      `Please read and accept the ${pool} pool's consent notice before reading or sharing ${poolNames[pool]} experiences`,
    );
  }

  /** An entry of the pool the caller may see: approved ones, and their own of any status. */
  async function visibleEntry(pool: TherapistPool, entryId: string, user: AuthUser) {
    const row = await repository.findById(entryId);
    if (row === undefined || row.pool !== pool) throw noSuchEntry();
    if (!isVisibleTo(row, user.userId)) throw noSuchEntry();
    return row;
  }

  /** The caller's own waiting entry; 403 for someone else's, 409 once it has been reviewed. */
  async function ownWaitingEntry(pool: TherapistPool, entryId: string, user: AuthUser) {
    const row = await visibleEntry(pool, entryId, user);
    if (therapistEntryPolicy.mayChange(entryFacts(row, user.userId))) return row;
    if (!isAuthor(row, user.userId)) {
      throw AppError.forbidden('Only the author of an entry can change or withdraw it');
    }
    throw notWaiting(row.status);
  }

  return {
    consentOf,

    /** Records that the person read and accepted the pool's notice (its current version). */
    async acceptConsent(pool: TherapistPool, user: AuthUser): Promise<TherapistConsent> {
      const row = await repository.saveConsent(user.userId, pool, therapistPoolNoticeVersion);
      return {
        pool,
        accepted: true,
        accepted_at: row.accepted_at.toISOString(),
        notice_version: row.notice_version,
      };
    },

    async list(
      pool: TherapistPool,
      query: TherapistEntryListQuery,
      user: AuthUser,
    ): Promise<TherapistEntryList> {
      await requireConsent(pool, user);
      const { rows, total } = await repository.listApproved(pool, query);
      return page(
        rows.map((row) => toEntry(row, user.userId)),
        query,
        total,
      );
    },

    async detail(
      pool: TherapistPool,
      entryId: string,
      user: AuthUser,
    ): Promise<TherapistEntryDetail> {
      await requireConsent(pool, user);
      const row = await visibleEntry(pool, entryId, user);
      return isAuthor(row, user.userId) ? toOwn(row, user.userId) : toEntry(row, user.userId);
    },

    /** A new entry; it waits for review. */
    async create(
      pool: TherapistPool,
      body: TherapistEntryWriteBody,
      user: AuthUser,
    ): Promise<OwnTherapistEntry> {
      await requireConsent(pool, user);
      const row = await repository.insert({ ...valuesOf(body), pool, author_id: user.userId });
      return toOwn(row, user.userId);
    },

    async update(
      pool: TherapistPool,
      entryId: string,
      body: TherapistEntryWriteBody,
      user: AuthUser,
    ): Promise<OwnTherapistEntry> {
      await requireConsent(pool, user);
      const current = await ownWaitingEntry(pool, entryId, user);
      const row = await repository.updateWaiting(entryId, valuesOf(body));
      if (row === undefined) {
        const now = await repository.findById(entryId);
        throw notWaiting(now?.status ?? current.status);
      }
      return toOwn(row, user.userId);
    },

    async withdraw(pool: TherapistPool, entryId: string, user: AuthUser): Promise<void> {
      await requireConsent(pool, user);
      await ownWaitingEntry(pool, entryId, user);
      if ((await repository.deleteWaiting(entryId)) === undefined) {
        throw AppError.conflict(
          'This entry has been reviewed meanwhile; only entries waiting for review can be withdrawn',
        );
      }
    },

    /** The caller's own entries of both pools, with status and note. */
    async listMine(user: AuthUser, query: PaginationQuery): Promise<OwnTherapistEntryList> {
      const { rows, total } = await repository.listByAuthor(user.userId, query);
      return page(
        rows.map((row) => toOwn(row, user.userId)),
        query,
        total,
      );
    },

    /** The person's own entries of both pools, with status and note (the data export). */
    async exportOwn(user: AuthUser): Promise<OwnTherapistEntry[]> {
      const rows = await readAllPages((request) => repository.listByAuthor(user.userId, request));
      return rows.map((row) => toOwn(row, user.userId));
    },

    /** Reports an approved entry; one open report per person and entry. */
    async report(
      pool: TherapistPool,
      entryId: string,
      body: TherapistReportBody,
      user: AuthUser,
    ): Promise<TherapistReport> {
      await requireConsent(pool, user);
      const row = await visibleEntry(pool, entryId, user);
      if (isAuthor(row, user.userId)) {
        throw AppError.forbidden('You cannot report your own entry; withdraw or edit it instead');
      }
      if (!therapistEntryPolicy.mayReport(entryFacts(row, user.userId))) throw noSuchEntry();
      const duplicate = () =>
        AppError.conflictFor(
          'entry_already_reported',
          'You have already reported this entry; a moderator will look at it',
        );
      if ((await repository.findOpenReport(entryId, user.userId)) !== undefined) throw duplicate();
      let reportId: string;
      try {
        reportId = (
          await repository.insertReport({
            entry_id: entryId,
            reporter_id: user.userId,
            reason: body.reason,
          })
        ).report_id;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      const record = await repository.findReport(reportId);
      if (record === undefined) throw noSuchReport();
      return toReport(record);
    },
  };
}
