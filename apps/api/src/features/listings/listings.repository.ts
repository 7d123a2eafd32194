import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type ListingCategory,
  type ListingStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { listings, type ListingRow } from './listings.tables';
import { readPage, type PageRequest } from '../../db/paging';

/** The fields an author writes; everything else is the repository's or the moderators'. */
export interface ListingValues {
  category: ListingCategory;
  title: string;
  description: string;
  contact: string;
  expires_on: string;
}

export interface BoardFilter extends PageRequest {
  category?: ListingCategory | undefined;
  q?: string | undefined;
  /** The campus date of today: listings expiring before it are off the board. */
  today: string;
}

export interface QueueFilter extends PageRequest {
  status: ListingStatus;
  category?: ListingCategory | undefined;
  /** Undefined to include expired listings; the campus date of today to hide them. */
  unexpiredOn?: string | undefined;
}

function searchTextOf(values: ListingValues): string {
  return foldSearchText(`${values.title} ${values.description}`);
}

/** On the board: approved and not expired on `today`. */
function onBoard(today: string): SQL {
  return and(eq(listings.status, 'approved'), gte(listings.expires_on, today)) ?? sql`false`;
}

export function createListingsRepository(db: Executor) {
  async function page(where: SQL | undefined, request: PageRequest, order: SQL[]) {
    return readPage(
      db
        .select()
        .from(listings)
        .where(where)
        .orderBy(...order),
      request,
      db.$count(listings, where),
    );
  }

  return {
    /** One page of a board (or of every board): newest approved first. */
    async board(filter: BoardFilter) {
      const conditions: SQL[] = [onBoard(filter.today)];
      if (filter.category !== undefined) conditions.push(eq(listings.category, filter.category));
      const folded = filter.q === undefined ? '' : foldSearchText(filter.q);
      if (folded !== '') {
        conditions.push(sql`${listings.search_text} like ${`%${escapeLikePattern(folded)}%`}`);
      }
      return page(and(...conditions), filter, [
        desc(listings.approved_at),
        desc(listings.created_at),
        asc(listings.listing_id),
      ]);
    },

    /**
     * The newest `limit` listings of every board and how many each has, in one statement:
     * each listing on a board numbered within its category, newest approved first, beside
     * the count of its category.
     */
    async newestOnBoards(today: string, limit: number) {
      const ranked = db
        .select({
          ...getTableColumns(listings),
          position: sql<number>`row_number() over (
            partition by ${listings.category}
            order by ${listings.approved_at} desc, ${listings.created_at} desc, ${listings.listing_id} asc
          )`.as('position'),
          board_total: sql<number>`count(*) over (partition by ${listings.category})`
            .mapWith(Number)
            .as('board_total'),
        })
        .from(listings)
        .where(onBoard(today))
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(lte(ranked.position, limit))
        .orderBy(asc(ranked.category), asc(ranked.position));
      const boards = new Map<ListingCategory, { rows: ListingRow[]; total: number }>();
      for (const { position: _position, board_total: total, ...row } of rows) {
        const board = boards.get(row.category) ?? { rows: [], total };
        board.rows.push(row);
        boards.set(row.category, board);
      }
      return boards;
    },

    async findById(listingId: string): Promise<ListingRow | undefined> {
      const rows = await db.select().from(listings).where(eq(listings.listing_id, listingId));
      return rows[0];
    },

    async insert(values: ListingValues, authorId: string): Promise<ListingRow> {
      const rows = await db
        .insert(listings)
        .values({ ...values, author_id: authorId, search_text: searchTextOf(values) })
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The listing was not inserted');
      return row;
    },

    /** A person's own listings, newest first. */
    async byAuthor(authorId: string, request: PageRequest) {
      return page(eq(listings.author_id, authorId), request, [
        desc(listings.created_at),
        asc(listings.listing_id),
      ]);
    },

    /** The moderators' view of one status: waiting ones oldest first, the others newest first. */
    async listForReview(filter: QueueFilter) {
      const conditions: SQL[] = [eq(listings.status, filter.status)];
      if (filter.category !== undefined) conditions.push(eq(listings.category, filter.category));
      if (filter.unexpiredOn !== undefined) {
        conditions.push(gte(listings.expires_on, filter.unexpiredOn));
      }
      const oldestFirst = filter.status === 'waiting';
      return page(and(...conditions), filter, [
        oldestFirst ? asc(listings.created_at) : desc(listings.created_at),
        asc(listings.listing_id),
      ]);
    },

    /** How many unexpired listings wait for a moderator. */
    async countWaiting(today: string): Promise<number> {
      const rows = await db
        .select({ value: count() })
        .from(listings)
        .where(and(eq(listings.status, 'waiting'), gte(listings.expires_on, today)));
      return rows[0]?.value ?? 0;
    },

    /** Replaces the author's fields of a waiting listing; undefined when it no longer waits. */
    async updateWaiting(listingId: string, values: ListingValues) {
      const rows = await db
        .update(listings)
        .set({ ...values, search_text: searchTextOf(values), updated_at: new Date() })
        .where(and(eq(listings.listing_id, listingId), eq(listings.status, 'waiting')))
        .returning();
      return rows[0];
    },

    /** Moves a waiting listing to another status; undefined when it no longer waits. */
    async decide(
      listingId: string,
      decision: {
        status: 'approved' | 'rejected' | 'withdrawn';
        reviewerId: string | null;
        note: string | null;
        /** Approvals only: an expired listing cannot be approved. */
        unexpiredOn?: string;
      },
    ) {
      const now = new Date();
      const conditions: SQL[] = [
        eq(listings.listing_id, listingId),
        eq(listings.status, 'waiting'),
      ];
      if (decision.unexpiredOn !== undefined) {
        conditions.push(gte(listings.expires_on, decision.unexpiredOn));
      }
      const rows = await db
        .update(listings)
        .set({
          status: decision.status,
          review_note: decision.note,
          reviewer_id: decision.reviewerId,
          reviewed_at: decision.reviewerId === null ? null : now,
          approved_at: decision.status === 'approved' ? now : null,
          updated_at: now,
        })
        .where(and(...conditions))
        .returning();
      return rows[0];
    },

    /**
     * Marks up to `limit` approved listings that expired before `today` as expired, and answers
     * them: a listing is answered by exactly one call, however many processes run this.
     */
    async markExpired(today: string, limit: number) {
      const due = db
        .select({ listing_id: listings.listing_id })
        .from(listings)
        .where(and(eq(listings.status, 'approved'), lt(listings.expires_on, today)))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(listings)
        .set({ status: 'expired', updated_at: new Date() })
        .where(and(inArray(listings.listing_id, due), eq(listings.status, 'approved')))
        .returning({
          listing_id: listings.listing_id,
          author_id: listings.author_id,
          title: listings.title,
        });
    },

    async delete(listingId: string): Promise<ListingRow | undefined> {
      const rows = await db.delete(listings).where(eq(listings.listing_id, listingId)).returning();
      return rows[0];
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
