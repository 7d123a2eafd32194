import {
  therapistPoolNoticeVersion,
  type OwnTherapistEntry,
  type OwnTherapistEntryList,
  type PaginationQuery,
  type ReviewTherapistEntry,
  type ReviewTherapistEntryList,
  type TherapistConsent,
  type TherapistEntry,
  type TherapistEntryDetail,
  type TherapistEntryList,
  type TherapistEntryListQuery,
  type TherapistEntryStatus,
  type TherapistEntryWriteBody,
  type TherapistPool,
  type TherapistReport,
  type TherapistReportBody,
  type TherapistReportList,
  type TherapistReportListQuery,
  type TherapistReportResolveBody,
  type TherapistReviewQuery,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import {
  createTherapistPoolsRepository,
  type TherapistEntryValues,
  type TherapistReportRecord,
} from './therapist-pools.repository';
import type { TherapistPoolEntryRow } from './therapist-pools.tables';
import type { DomainEvents } from '../../platform/events';
import { readAllPages } from '../../platform/all-pages';

const poolNames: Record<TherapistPool, string> = {
  psychology: 'psychologist',
  psychiatry: 'psychiatrist',
};

/** What an entry looks like to anyone: never its author, only whether the caller wrote it. */
function toEntry(row: TherapistPoolEntryRow, viewerId: string): TherapistEntry {
  return {
    entry_id: row.entry_id,
    pool: row.pool,
    therapist_name: row.therapist_name,
    experience: row.experience,
    sessions: row.sessions,
    fee: row.fee,
    city: row.city,
    is_online: row.is_online,
    is_mine: row.author_id === viewerId,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The author's (or a moderator's) view: with the status and the reviewer's note. */
function toOwn(row: TherapistPoolEntryRow, viewerId: string): OwnTherapistEntry {
  return {
    ...toEntry(row, viewerId),
    status: row.status,
    review_note: row.review_note,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  };
}

function toReport(record: TherapistReportRecord): TherapistReport {
  return {
    ...record,
    created_at: record.created_at.toISOString(),
    resolved_at: record.resolved_at?.toISOString() ?? null,
  };
}

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

function page<Item>(items: Item[], query: PaginationQuery, total: number) {
  return { items, page: query.page, page_size: query.page_size, total };
}

const noSuchEntry = () => AppError.notFound('There is no such entry in this pool');
const noSuchReport = () => AppError.notFound('There is no such report');

/** Why a moderator's change no longer applies: the entry's status changed meanwhile. */
function statusConflict(status: TherapistEntryStatus, wanted: string): AppError {
  return AppError.conflict(`This entry is ${status} now, so it cannot be ${wanted}`);
}

/** The moves a moderator makes, each from the statuses it applies to. */
const moves = {
  approve: { from: ['waiting'], to: 'approved', verb: 'approved' },
  reject: { from: ['waiting'], to: 'rejected', verb: 'rejected' },
  hide: { from: ['waiting', 'approved'], to: 'hidden', verb: 'hidden' },
  unhide: { from: ['hidden'], to: 'approved', verb: 'unhidden' },
} as const satisfies Record<
  string,
  { from: readonly TherapistEntryStatus[]; to: TherapistEntryStatus; verb: string }
>;
type Move = keyof typeof moves;

/**
 * The psychologist and psychiatrist experience pools: a consent notice first
 * (per person and pool), approved entries for reading, the author's own
 * entries while they wait, reports, and the moderators' review (audited in
 * the same transaction, 409 when someone else changed the entry first).
 */
export interface TherapistPoolsDependencies {
  db: Database;
  /** Announces approvals and rejections (in their transaction), for the author's notification. */
  events: Pick<DomainEvents, 'record' | 'nudge'>;
}

export function createTherapistPoolsService({ db, events }: TherapistPoolsDependencies) {
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
    if (row.status !== 'approved' && row.author_id !== user.userId) throw noSuchEntry();
    return row;
  }

  /** The caller's own waiting entry; 403 for someone else's, 409 once it has been reviewed. */
  async function ownWaitingEntry(pool: TherapistPool, entryId: string, user: AuthUser) {
    const row = await visibleEntry(pool, entryId, user);
    if (row.author_id !== user.userId) {
      throw AppError.forbidden('Only the author of an entry can change or withdraw it');
    }
    if (row.status !== 'waiting') {
      throw AppError.conflict(
        `This entry is ${row.status}; only entries waiting for review can be changed or withdrawn`,
      );
    }
    return row;
  }

  async function move(
    entryId: string,
    name: Move,
    note: string | null,
    reviewer: AuthUser,
  ): Promise<ReviewTherapistEntry> {
    const { from, to, verb } = moves[name];
    const changed = await db.transaction(async (transaction) => {
      const writer = createTherapistPoolsRepository(transaction);
      const row = await writer.changeStatus(entryId, from, {
        to,
        reviewerId: reviewer.userId,
        note,
      });
      if (row === undefined) return undefined;
      const resolvedReports =
        to === 'hidden' ? await writer.resolveOpenReportsOf(entryId, note, reviewer.userId) : [];
      await recordAudit(transaction, {
        actorId: reviewer.userId,
        action: `therapist_entry.${verb}`,
        targetType: 'therapist_entry',
        targetId: row.entry_id,
        details: {
          pool: row.pool,
          status: to,
          with_note: note !== null,
          resolved_reports: resolvedReports.length,
        },
      });
      if (name === 'approve' || name === 'reject')
        await events.record(transaction, 'therapist_entry.reviewed', {
          entry_id: row.entry_id,
          pool: row.pool,
          author_id: row.author_id,
          status: name === 'approve' ? 'approved' : 'rejected',
          note,
        });
      return row;
    });
    if (changed === undefined) {
      const existing = await repository.findById(entryId);
      if (existing === undefined) throw noSuchEntry();
      throw statusConflict(existing.status, verb);
    }
    if (name === 'approve' || name === 'reject') events.nudge();
    return {
      ...toOwn(changed, reviewer.userId),
      open_reports: await repository.countOpenReports(entryId),
    };
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
      return row.author_id === user.userId ? toOwn(row, user.userId) : toEntry(row, user.userId);
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
        throw AppError.conflict(
          `This entry is ${now?.status ?? current.status}; only entries waiting for review can be changed or withdrawn`,
        );
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
      if (row.author_id === user.userId) {
        throw AppError.forbidden('You cannot report your own entry; withdraw or edit it instead');
      }
      if (row.status !== 'approved') throw noSuchEntry();
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

    async listForReview(
      query: TherapistReviewQuery,
      reviewer: AuthUser,
    ): Promise<ReviewTherapistEntryList> {
      const { rows, total } = await repository.listForReview(query.status, query.pool, query);
      return page(
        rows.map(({ entry, open_reports }) => ({ ...toOwn(entry, reviewer.userId), open_reports })),
        query,
        total,
      );
    },

    approve: (entryId: string, reviewer: AuthUser) => move(entryId, 'approve', null, reviewer),
    reject: (entryId: string, note: string, reviewer: AuthUser) =>
      move(entryId, 'reject', note, reviewer),
    hide: (entryId: string, note: string, reviewer: AuthUser) =>
      move(entryId, 'hide', note, reviewer),
    unhide: (entryId: string, reviewer: AuthUser) => move(entryId, 'unhide', null, reviewer),

    async listReports(query: TherapistReportListQuery): Promise<TherapistReportList> {
      const { rows, total } = await repository.listReports(query.status, query);
      return page(rows.map(toReport), query, total);
    },

    /** Hides the reported entry (resolving its other open reports too) or dismisses the report. */
    async resolveReport(
      reportId: string,
      body: TherapistReportResolveBody,
      reviewer: AuthUser,
    ): Promise<TherapistReport> {
      const note = body.note === '' ? null : body.note;
      await db.transaction(async (transaction) => {
        const writer = createTherapistPoolsRepository(transaction);
        const resolved = await writer.resolveReport(reportId, {
          action: body.action,
          note,
          resolverId: reviewer.userId,
        });
        if (resolved === undefined) {
          const existing = await writer.findReport(reportId);
          if (existing === undefined) throw noSuchReport();
          throw AppError.conflict('This report has already been resolved');
        }
        let hidden = false;
        if (body.action === 'hide') {
          const entry = await writer.changeStatus(resolved.entry_id, moves.hide.from, {
            to: 'hidden',
            reviewerId: reviewer.userId,
            note,
          });
          hidden = entry !== undefined;
          await writer.resolveOpenReportsOf(resolved.entry_id, note, reviewer.userId);
        }
        await recordAudit(transaction, {
          actorId: reviewer.userId,
          action: `therapist_report.${body.action === 'hide' ? 'hidden' : 'dismissed'}`,
          targetType: 'therapist_report',
          targetId: reportId,
          details: { entry_id: resolved.entry_id, entry_hidden: hidden, with_note: note !== null },
        });
      });
      const record = await repository.findReport(reportId);
      if (record === undefined) throw noSuchReport();
      return toReport(record);
    },
  };
}

export type TherapistPoolsService = ReturnType<typeof createTherapistPoolsService>;
