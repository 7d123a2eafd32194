import {
  therapistEntryPolicy,
  type OwnTherapistEntry,
  type PaginationQuery,
  type TherapistEntry,
  type TherapistEntryFacts,
  type TherapistEntryStatus,
  type TherapistReport,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../platform/errors';
import type { DomainEvents } from '../../platform/events';
import type { TherapistReportRecord } from './therapist-pools.repository';
import type { TherapistPoolEntryRow } from './therapist-pools.tables';

/** What the therapist pools' services share: their dependencies, answers, errors and rules. */

export interface TherapistPoolsDependencies {
  db: Database;
  /** Announces approvals and rejections (in their transaction), for the author's notification. */
  events: Pick<DomainEvents, 'record' | 'nudge'>;
}

/** Whether the person wrote the entry. */
export function isAuthor(row: Pick<TherapistPoolEntryRow, 'author_id'>, userId: string): boolean {
  return row.author_id === userId;
}

/** An entry's facts for the contracts' policy, from one reader's side. */
export function entryFacts(
  row: Pick<TherapistPoolEntryRow, 'author_id' | 'status'>,
  userId: string,
): TherapistEntryFacts {
  return { isAuthor: isAuthor(row, userId), status: row.status };
}

/** Who may see an entry: anyone once it is approved, its author whatever its status. */
export function isVisibleTo(
  row: Pick<TherapistPoolEntryRow, 'author_id' | 'status'>,
  userId: string,
): boolean {
  return therapistEntryPolicy.mayRead(entryFacts(row, userId));
}

/** What an entry looks like to anyone: never its author, only whether the caller wrote it. */
export function toEntry(row: TherapistPoolEntryRow, viewerId: string): TherapistEntry {
  return {
    entry_id: row.entry_id,
    pool: row.pool,
    therapist_name: row.therapist_name,
    experience: row.experience,
    sessions: row.sessions,
    fee: row.fee,
    city: row.city,
    is_online: row.is_online,
    is_mine: isAuthor(row, viewerId),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The author's (or a moderator's) view: with the status and the reviewer's note. */
export function toOwn(row: TherapistPoolEntryRow, viewerId: string): OwnTherapistEntry {
  return {
    ...toEntry(row, viewerId),
    status: row.status,
    review_note: row.review_note,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  };
}

export function toReport(record: TherapistReportRecord): TherapistReport {
  return {
    ...record,
    created_at: record.created_at.toISOString(),
    resolved_at: record.resolved_at?.toISOString() ?? null,
  };
}

export function page<Item>(items: Item[], query: PaginationQuery, total: number) {
  return { items, page: query.page, page_size: query.page_size, total };
}

export const noSuchEntry = () => AppError.notFound('There is no such entry in this pool');
export const noSuchReport = () => AppError.notFound('There is no such report');

/** Why the author can no longer change or withdraw an entry: it has been reviewed. */
export function notWaiting(status: TherapistEntryStatus): AppError {
  return AppError.conflict(
    `This entry is ${status}; only entries waiting for review can be changed or withdrawn`,
  );
}
