import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type TherapistEntryListQuery,
  type TherapistEntryStatus,
  type TherapistPool,
  type TherapistReportAction,
  type TherapistReportStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  therapistPoolConsents,
  therapistPoolEntries,
  therapistPoolReports,
  type TherapistPoolEntryRow,
} from './therapist-pools.tables';
import { readPage, type PageRequest } from '../../db/paging';

/** What an author writes; the rest of a row is the repository's or a moderator's. */
export interface TherapistEntryValues {
  therapist_name: string;
  experience: string;
  sessions: number;
  fee: number;
  city: string;
  is_online: boolean;
}

/** Names order by their Turkish sort keys compared byte by byte, as their index is built. */
const sortColumns = {
  therapist_name: sql`${therapistPoolEntries.therapist_name_sort} collate "C"`,
  fee: therapistPoolEntries.fee,
  sessions: therapistPoolEntries.sessions,
  created_at: therapistPoolEntries.created_at,
} as const;

/** The therapist's name, the city and the experience, folded with Turkish rules. */
export function searchTextOf(values: TherapistEntryValues): string {
  return foldSearchText([values.therapist_name, values.city, values.experience].join(' '));
}

/** The stored columns an author's values give, search and city keys included. */
export function storedValuesOf(values: TherapistEntryValues) {
  return { ...values, city_key: foldSearchText(values.city), search_text: searchTextOf(values) };
}

/** Open reports of the entry in the outer query (columns named with their tables, as a subquery needs). */
const openReportCount = sql<number>`(
  select count(*)::int from "therapist_pool_reports" as "open_report"
  where "open_report"."entry_id" = "therapist_pool_entries"."entry_id"
    and "open_report"."status" = 'open'
)`;

const reportColumns = {
  report_id: therapistPoolReports.report_id,
  entry_id: therapistPoolReports.entry_id,
  pool: therapistPoolEntries.pool,
  therapist_name: therapistPoolEntries.therapist_name,
  entry_status: therapistPoolEntries.status,
  reason: therapistPoolReports.reason,
  status: therapistPoolReports.status,
  resolution: therapistPoolReports.resolution,
  resolution_note: therapistPoolReports.resolution_note,
  created_at: therapistPoolReports.created_at,
  resolved_at: therapistPoolReports.resolved_at,
};

export function createTherapistPoolsRepository(db: Executor) {
  async function entryPage(
    where: SQL | undefined,
    orderBy: SQL[],
    request: PageRequest,
  ): Promise<{ rows: TherapistPoolEntryRow[]; total: number }> {
    return readPage(
      db
        .select()
        .from(therapistPoolEntries)
        .where(where)
        .orderBy(...orderBy),
      request,
      db.$count(therapistPoolEntries, where),
    );
  }

  return {
    async findConsent(userId: string, pool: TherapistPool) {
      const rows = await db
        .select()
        .from(therapistPoolConsents)
        .where(and(eq(therapistPoolConsents.user_id, userId), eq(therapistPoolConsents.pool, pool)))
        .limit(1);
      return rows[0];
    },

    /** Records (or renews) a person's consent to a pool's notice of the given version. */
    async saveConsent(userId: string, pool: TherapistPool, noticeVersion: number) {
      const now = new Date();
      const rows = await db
        .insert(therapistPoolConsents)
        .values({ user_id: userId, pool, notice_version: noticeVersion, accepted_at: now })
        .onConflictDoUpdate({
          target: [therapistPoolConsents.user_id, therapistPoolConsents.pool],
          set: { notice_version: noticeVersion, accepted_at: now },
        })
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The consent was not saved');
      return row;
    },

    /** One page of a pool's approved entries with the search, filters and order asked for. */
    async listApproved(pool: TherapistPool, query: TherapistEntryListQuery) {
      const conditions: SQL[] = [
        eq(therapistPoolEntries.pool, pool),
        eq(therapistPoolEntries.status, 'approved'),
      ];
      if (query.q !== undefined && query.q !== '') {
        conditions.push(
          like(therapistPoolEntries.search_text, `%${escapeLikePattern(foldSearchText(query.q))}%`),
        );
      }
      if (query.city !== undefined && query.city !== '') {
        conditions.push(
          like(therapistPoolEntries.city_key, `${escapeLikePattern(foldSearchText(query.city))}%`),
        );
      }
      if (query.is_online !== undefined) {
        conditions.push(eq(therapistPoolEntries.is_online, query.is_online === 'true'));
      }
      const descending = query.sort.startsWith('-');
      const column = sortColumns[query.sort.replace(/^-/, '') as keyof typeof sortColumns];
      return entryPage(
        and(...conditions),
        [descending ? desc(column) : asc(column), asc(therapistPoolEntries.entry_id)],
        query,
      );
    },

    async findById(entryId: string) {
      const rows = await db
        .select()
        .from(therapistPoolEntries)
        .where(eq(therapistPoolEntries.entry_id, entryId))
        .limit(1);
      return rows[0];
    },

    async insert(values: TherapistEntryValues & { pool: TherapistPool; author_id: string }) {
      const rows = await db
        .insert(therapistPoolEntries)
        .values({ ...values, ...storedValuesOf(values) })
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The insert returned no row');
      return row;
    },

    /** Replaces the author's values of a waiting entry; undefined when it is no longer waiting. */
    async updateWaiting(entryId: string, values: TherapistEntryValues) {
      const rows = await db
        .update(therapistPoolEntries)
        .set({ ...storedValuesOf(values), updated_at: new Date() })
        .where(
          and(
            eq(therapistPoolEntries.entry_id, entryId),
            eq(therapistPoolEntries.status, 'waiting'),
          ),
        )
        .returning();
      return rows[0];
    },

    /** Withdraws (deletes) a waiting entry; undefined when it is no longer waiting. */
    async deleteWaiting(entryId: string) {
      const rows = await db
        .delete(therapistPoolEntries)
        .where(
          and(
            eq(therapistPoolEntries.entry_id, entryId),
            eq(therapistPoolEntries.status, 'waiting'),
          ),
        )
        .returning({ entry_id: therapistPoolEntries.entry_id });
      return rows[0];
    },

    /** A person's entries of both pools, newest first. */
    async listByAuthor(authorId: string, request: PageRequest) {
      return entryPage(
        eq(therapistPoolEntries.author_id, authorId),
        [desc(therapistPoolEntries.created_at), asc(therapistPoolEntries.entry_id)],
        request,
      );
    },

    /** The review queue: a status, in one pool or both, oldest first, with open reports counted. */
    async listForReview(
      status: TherapistEntryStatus,
      pool: TherapistPool | undefined,
      request: PageRequest,
    ) {
      const where = and(
        eq(therapistPoolEntries.status, status),
        pool === undefined ? undefined : eq(therapistPoolEntries.pool, pool),
      );
      return readPage(
        db
          .select({ entry: therapistPoolEntries, open_reports: openReportCount })
          .from(therapistPoolEntries)
          .where(where)
          .orderBy(asc(therapistPoolEntries.created_at), asc(therapistPoolEntries.entry_id)),
        request,
        db.$count(therapistPoolEntries, where),
      );
    },

    /** Waiting entries of both pools plus open reports, in one statement (the moderators' badge). */
    async countWaiting(): Promise<number> {
      const openReports = sql<number>`(select count(*)::int from ${therapistPoolReports} where ${therapistPoolReports.status} = 'open')`;
      const rows = await db
        .select({ value: sql<number>`count(*)::int + ${openReports}` })
        .from(therapistPoolEntries)
        .where(eq(therapistPoolEntries.status, 'waiting'));
      return rows[0]?.value ?? 0;
    },

    async countOpenReports(entryId: string): Promise<number> {
      return db.$count(
        therapistPoolReports,
        and(eq(therapistPoolReports.entry_id, entryId), eq(therapistPoolReports.status, 'open')),
      );
    },

    /**
     * Moves an entry from one of the `from` statuses to `to`, with the
     * reviewer and the note; undefined when its status is not one of them
     * (any more), so two moderators never both succeed.
     */
    async changeStatus(
      entryId: string,
      from: readonly TherapistEntryStatus[],
      change: { to: TherapistEntryStatus; reviewerId: string; note: string | null },
    ) {
      const rows = await db
        .update(therapistPoolEntries)
        .set({
          status: change.to,
          reviewer_id: change.reviewerId,
          review_note: change.note,
          reviewed_at: new Date(),
        })
        .where(
          and(
            eq(therapistPoolEntries.entry_id, entryId),
            inArray(therapistPoolEntries.status, [...from]),
          ),
        )
        .returning();
      return rows[0];
    },

    async insertReport(values: { entry_id: string; reporter_id: string; reason: string }) {
      const rows = await db
        .insert(therapistPoolReports)
        .values(values)
        .returning({ report_id: therapistPoolReports.report_id });
      const row = rows[0];
      if (row === undefined) throw new Error('The insert returned no row');
      return row;
    },

    async findOpenReport(entryId: string, reporterId: string) {
      const rows = await db
        .select({ report_id: therapistPoolReports.report_id })
        .from(therapistPoolReports)
        .where(
          and(
            eq(therapistPoolReports.entry_id, entryId),
            eq(therapistPoolReports.reporter_id, reporterId),
            eq(therapistPoolReports.status, 'open'),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async findReport(reportId: string) {
      const rows = await db
        .select(reportColumns)
        .from(therapistPoolReports)
        .innerJoin(
          therapistPoolEntries,
          eq(therapistPoolEntries.entry_id, therapistPoolReports.entry_id),
        )
        .where(eq(therapistPoolReports.report_id, reportId))
        .limit(1);
      return rows[0];
    },

    /** Reports of a status, oldest first. */
    async listReports(status: TherapistReportStatus, request: PageRequest) {
      const where = eq(therapistPoolReports.status, status);
      return readPage(
        db
          .select(reportColumns)
          .from(therapistPoolReports)
          .innerJoin(
            therapistPoolEntries,
            eq(therapistPoolEntries.entry_id, therapistPoolReports.entry_id),
          )
          .where(where)
          .orderBy(asc(therapistPoolReports.created_at), asc(therapistPoolReports.report_id)),
        request,
        db.$count(therapistPoolReports, where),
      );
    },

    /** Resolves one open report; undefined when it is resolved already. */
    async resolveReport(
      reportId: string,
      resolution: { action: TherapistReportAction; note: string | null; resolverId: string },
    ) {
      const rows = await db
        .update(therapistPoolReports)
        .set({
          status: 'resolved',
          resolution: resolution.action,
          resolution_note: resolution.note,
          resolver_id: resolution.resolverId,
          resolved_at: new Date(),
        })
        .where(
          and(
            eq(therapistPoolReports.report_id, reportId),
            eq(therapistPoolReports.status, 'open'),
          ),
        )
        .returning({
          report_id: therapistPoolReports.report_id,
          entry_id: therapistPoolReports.entry_id,
        });
      return rows[0];
    },

    /** Resolves every open report of an entry as hidden (the entry was hidden); their ids. */
    async resolveOpenReportsOf(entryId: string, note: string | null, resolverId: string) {
      const rows = await db
        .update(therapistPoolReports)
        .set({
          status: 'resolved',
          resolution: 'hide',
          resolution_note: note,
          resolver_id: resolverId,
          resolved_at: new Date(),
        })
        .where(
          and(eq(therapistPoolReports.entry_id, entryId), eq(therapistPoolReports.status, 'open')),
        )
        .returning({ report_id: therapistPoolReports.report_id });
      return rows.map((row) => row.report_id);
    },
  };
}

export type TherapistPoolsRepository = ReturnType<typeof createTherapistPoolsRepository>;
export type TherapistReportRecord = NonNullable<
  Awaited<ReturnType<TherapistPoolsRepository['findReport']>>
>;
