import {
  therapistEntryMoves,
  type TherapistEntryMove,
  type ReviewTherapistEntry,
  type ReviewTherapistEntryList,
  type TherapistEntryStatus,
  type TherapistReport,
  type TherapistReportList,
  type TherapistReportListQuery,
  type TherapistReportResolveBody,
  type TherapistReviewQuery,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { runReview } from '../../platform/moderation';
import {
  noSuchEntry,
  noSuchReport,
  page,
  toOwn,
  toReport,
  type TherapistPoolsDependencies,
} from './therapist-pools-common';
import { createTherapistPoolsRepository } from './therapist-pools.repository';

/** Why a moderator's change no longer applies: the entry's status changed meanwhile. */
function statusConflict(status: TherapistEntryStatus, wanted: string): AppError {
  return AppError.conflict(`This entry is ${status} now, so it cannot be ${wanted}`);
}

/** How the audit log and a 409 name each move. */
const verbs = {
  approve: 'approved',
  reject: 'rejected',
  hide: 'hidden',
  unhide: 'unhidden',
} as const satisfies Record<TherapistEntryMove, string>;

/**
 * The moderators' side of the pools: the review queue with each entry's open
 * reports, the moves between statuses, and the reports to resolve. Each
 * change is audited in its transaction; a 409 when someone else changed the
 * entry or resolved the report first.
 */
export function createTherapistReviewService({ db, events }: TherapistPoolsDependencies) {
  const repository = createTherapistPoolsRepository(db);

  async function move(
    entryId: string,
    name: TherapistEntryMove,
    note: string | null,
    reviewer: AuthUser,
  ): Promise<ReviewTherapistEntry> {
    const { from, to } = therapistEntryMoves[name];
    const verb = verbs[name];
    // The reports a hidden entry resolves are counted in the audit entry.
    const { row } = await runReview(
      { db, events },
      {
        actorId: reviewer.userId,
        update: (transaction) =>
          createTherapistPoolsRepository(transaction).changeStatus(entryId, from, {
            to,
            reviewerId: reviewer.userId,
            note,
          }),
        follow: async (transaction, changed) => ({
          row: changed,
          resolved:
            to === 'hidden'
              ? (
                  await createTherapistPoolsRepository(transaction).resolveOpenReportsOf(
                    entryId,
                    note,
                    reviewer.userId,
                  )
                ).length
              : 0,
        }),
        audit: (changed, { resolved }) => ({
          action: `therapist_entry.${verb}`,
          targetType: 'therapist_entry',
          targetId: changed.entry_id,
          details: {
            pool: changed.pool,
            status: to,
            with_note: note !== null,
            resolved_reports: resolved,
          },
        }),
        // Approvals and rejections are the author's to hear about.
        announce: (changed) =>
          name === 'approve' || name === 'reject'
            ? [
                {
                  name: 'therapist_entry.reviewed',
                  payload: {
                    entry_id: changed.entry_id,
                    pool: changed.pool,
                    author_id: changed.author_id,
                    status: name === 'approve' ? 'approved' : 'rejected',
                    note,
                  },
                },
              ]
            : [],
        refusal: async () => {
          const existing = await repository.findById(entryId);
          return existing === undefined ? noSuchEntry() : statusConflict(existing.status, verb);
        },
      },
    );
    return {
      ...toOwn(row, reviewer.userId),
      open_reports: await repository.countOpenReports(entryId),
    };
  }

  return {
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

    /** Waiting entries of both pools plus open reports (the moderators' badge). */
    countWaiting: () => repository.countWaiting(),

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
          const entry = await writer.changeStatus(
            resolved.entry_id,
            therapistEntryMoves.hide.from,
            {
              to: 'hidden',
              reviewerId: reviewer.userId,
              note,
            },
          );
          hidden = entry !== undefined;
          await writer.resolveOpenReportsOf(resolved.entry_id, note, reviewer.userId);
        }
        await recordRowAudit(
          transaction,
          reviewer.userId,
          `therapist_report.${body.action === 'hide' ? 'hidden' : 'dismissed'}`,
          reportId,
          { entry_id: resolved.entry_id, entry_hidden: hidden, with_note: note !== null },
        );
      });
      const record = await repository.findReport(reportId);
      if (record === undefined) throw noSuchReport();
      return toReport(record);
    },
  };
}
