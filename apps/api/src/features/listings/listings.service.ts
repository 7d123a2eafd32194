import {
  expiryRange,
  expiryRangeMessage,
  campusDateOf,
  hasModeratorAccess,
  listingCategories,
  shortPersonName,
  type Listing,
  type ListingCategory,
  type ListingListQuery,
  type ListingPage,
  type ListingRejectBody,
  type ListingReviewQuery,
  type ListingWriteBody,
  type PaginationQuery,
  ruleProblem,
  listingPolicy,
  type ListingFacts,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createListingsRepository, type ListingValues } from './listings.repository';
import type { ListingRow } from './listings.tables';
import type { DomainEvents } from '../../platform/events';
import { runReview } from '../../platform/moderation';
import { readAllPages } from '../../platform/all-pages';
import type { JobQueue } from '../../platform/jobs';

/** The job that marks expired listings (decision 012), and its one scheduled run. */
export const listingJobs = { expire: 'listings.expire' } as const;
const expireJobKey = 'listings:expire';
/** Between two runs of the expiry job; the queries hide expired listings in between. */
export const expireEveryMs = 15 * 60 * 1000;
/** Listings marked per statement. */
const expireBatchSize = 500;

/** The authors' names by account id; an id without an account (any more) is left out. */
export type PeopleNames = (
  userIds: readonly string[],
) => Promise<ReadonlyMap<string, { first_name: string; last_name: string }>>;

export interface ListingsDependencies {
  db: Database;
  /** The accounts feature answers the authors' names. */
  namesOf: PeopleNames;
  /** The clock: "today" on campus comes from it (tests move it). */
  now?: () => Date;
  /** Announces reviews and expiries (in their transaction), for the author's notification. */
  events: Pick<DomainEvents, 'record' | 'recordBatch' | 'nudge'>;
  /** Runs the expiry job. */
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
}

/** One home card's data: a category's board total and its newest listings. */
export interface ListingsCard {
  category: ListingCategory;
  total: number;
  listings: Listing[];
}

function authorOf(person: { first_name: string; last_name: string } | undefined): string | null {
  return person === undefined ? null : shortPersonName(person.first_name, person.last_name);
}

const noSuchListing = () => AppError.notFound('There is no such listing');

function valuesOf(body: ListingWriteBody): ListingValues {
  return {
    category: body.category,
    title: body.title,
    description: body.description,
    contact: body.contact,
    expires_on: body.expires_on,
  };
}

/** The statuses as a sentence says them. */
const statusWords = {
  waiting: 'waiting for review',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  expired: 'expired',
} as const;

export function createListingsService({
  db,
  namesOf,
  now = () => new Date(),
  events,
  jobs,
}: ListingsDependencies) {
  const repository = createListingsRepository(db);
  const today = () => campusDateOf(now());

  /** A listing's facts as its policy reads them, from the viewer's side. */
  function factsOf(row: ListingRow, viewer: AuthUser): ListingFacts {
    return {
      isAuthor: row.author_id === viewer.userId,
      status: row.status,
      isExpired: row.expires_on < today(),
    };
  }

  async function viewsOf(rows: readonly ListingRow[], viewer: AuthUser | null): Promise<Listing[]> {
    const names = await namesOf([...new Set(rows.map((row) => row.author_id))]);
    const date = today();
    const isModerator = hasModeratorAccess(viewer?.role);
    return rows.map((row) => {
      const isMine = viewer !== null && row.author_id === viewer.userId;
      return {
        listing_id: row.listing_id,
        category: row.category,
        title: row.title,
        description: row.description,
        contact: row.contact,
        expires_on: row.expires_on,
        status: row.status,
        review_note: isMine || isModerator ? row.review_note : null,
        author_name: authorOf(names.get(row.author_id)),
        is_mine: isMine,
        is_expired: row.expires_on < date,
        approved_at: row.approved_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    });
  }

  async function viewOf(row: ListingRow, viewer: AuthUser | null): Promise<Listing> {
    const [view] = await viewsOf([row], viewer);
    if (view === undefined) throw noSuchListing();
    return view;
  }

  /** Tomorrow up to 90 days ahead, in campus dates; 400 naming the rule otherwise. */
  function checkExpiry(expiresOn: string): void {
    const { earliest, latest } = expiryRange(today());
    if (expiresOn < earliest || expiresOn > latest) {
      throw AppError.badRequest(expiryRangeMessage, [
        ruleProblem('body.expires_on', expiryRangeMessage, 'expiry_range'),
      ]);
    }
  }

  /** The caller's own waiting listing; 404, 403 or 409 otherwise. */
  async function ownWaiting(listingId: string, user: AuthUser): Promise<ListingRow> {
    const row = await repository.findById(listingId);
    if (row === undefined) throw noSuchListing();
    const facts = factsOf(row, user);
    if (!facts.isAuthor) {
      throw AppError.forbidden('You can change only your own listings');
    }
    if (!listingPolicy.mayChange(facts)) {
      throw AppError.conflict(
        `This listing has already been ${statusWords[row.status]}; only waiting listings can be changed`,
      );
    }
    return row;
  }

  async function conflictAfter(listingId: string): Promise<AppError> {
    const row = await repository.findById(listingId);
    if (row === undefined) return noSuchListing();
    if (row.status === 'waiting' && row.expires_on < today()) {
      return AppError.conflict(
        `This listing expired on ${row.expires_on}; an expired listing cannot be approved`,
      );
    }
    return AppError.conflict(`This listing has already been ${statusWords[row.status]}`);
  }

  async function decide(
    listingId: string,
    reviewer: AuthUser,
    status: 'approved' | 'rejected',
    note: string | null,
  ): Promise<Listing> {
    const row = await runReview(
      { db, events },
      {
        actorId: reviewer.userId,
        update: (transaction) =>
          createListingsRepository(transaction).decide(listingId, {
            status,
            reviewerId: reviewer.userId,
            note,
            ...(status === 'approved' ? { unexpiredOn: today() } : {}),
          }),
        audit: (decided) => ({
          action: `listing.${status}`,
          targetType: 'listing',
          targetId: decided.listing_id,
          details: { category: decided.category, author_id: decided.author_id },
        }),
        announce: (decided) => [
          {
            name: 'listing.reviewed',
            payload: { listing_id: decided.listing_id, author_id: decided.author_id, status, note },
          },
        ],
        refusal: () => conflictAfter(listingId),
      },
    );
    return viewOf(row, reviewer);
  }

  /**
   * Marks every approved listing whose expiry date has passed as expired and tells each author
   * once: only the statement that changed a listing's status announces it, in its transaction
   * (one batch of events per statement).
   */
  async function expireDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await db.transaction(async (transaction) => {
        const rows = await createListingsRepository(transaction).markExpired(
          today(),
          expireBatchSize,
        );
        await events.recordBatch(transaction, 'listing.expired', rows);
        return rows;
      });
      if (expired.length > 0) events.nudge();
      total += expired.length;
      if (expired.length < expireBatchSize) return total;
    }
  }

  /** Schedules the expiry job's next run (one job, named by its singleton key). */
  async function scheduleExpiry(runAt: Date): Promise<void> {
    await jobs.enqueue(listingJobs.expire, {}, { singletonKey: expireJobKey, runAt });
  }

  return {
    expireDue,

    /** Registers the expiry job, which runs every 15 minutes and schedules its own next run. */
    registerJobs(): void {
      jobs.register(listingJobs.expire, async () => {
        // The next run first, so that a failing run does not end the chain.
        await scheduleExpiry(new Date(Date.now() + expireEveryMs));
        await expireDue();
      });
    },

    /** A run as soon as possible (at start: listings may have expired while no server ran). */
    scheduleExpiry: () => scheduleExpiry(new Date()),

    /** A board: approved, unexpired listings, newest approved first. */
    async board(query: ListingListQuery, viewer: AuthUser): Promise<ListingPage> {
      const { rows, total } = await repository.board({ ...query, today: today() });
      return {
        items: await viewsOf(rows, viewer),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    /** The home cards: each category's board total and its newest listings. */
    async listHomeCards(viewer: AuthUser, limit: number): Promise<ListingsCard[]> {
      const boards = await repository.newestOnBoards(today(), limit);
      const views = await viewsOf(
        [...boards.values()].flatMap((board) => board.rows),
        viewer,
      );
      const byId = new Map(views.map((view) => [view.listing_id, view]));
      return listingCategories.map((category) => {
        const board = boards.get(category) ?? { rows: [], total: 0 };
        return {
          category,
          total: board.total,
          listings: board.rows.flatMap((row) => byId.get(row.listing_id) ?? []),
        };
      });
    },

    /** One listing: on the board for everyone signed in; any status for its author and moderators. */
    async findOne(listingId: string, viewer: AuthUser): Promise<Listing> {
      const row = await repository.findById(listingId);
      if (row === undefined) throw noSuchListing();
      if (!listingPolicy.mayRead(factsOf(row, viewer), viewer.role)) throw noSuchListing();
      return viewOf(row, viewer);
    },

    /** A new listing; it waits for a moderator. */
    async create(body: ListingWriteBody, user: AuthUser): Promise<Listing> {
      checkExpiry(body.expires_on);
      return viewOf(await repository.insert(valuesOf(body), user.userId), user);
    },

    /** The caller's own listings of every status, newest first. */
    async listOwn(query: PaginationQuery, user: AuthUser): Promise<ListingPage> {
      const { rows, total } = await repository.byAuthor(user.userId, query);
      return {
        items: await viewsOf(rows, user),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    /** The person's own listings of every status (the data export). */
    async exportOwn(user: AuthUser): Promise<Listing[]> {
      return viewsOf(
        await readAllPages((request) => repository.byAuthor(user.userId, request)),
        user,
      );
    },

    /** The author edits a listing while it waits. */
    async update(listingId: string, body: ListingWriteBody, user: AuthUser): Promise<Listing> {
      await ownWaiting(listingId, user);
      checkExpiry(body.expires_on);
      const row = await repository.updateWaiting(listingId, valuesOf(body));
      if (row === undefined) throw await conflictAfter(listingId);
      return viewOf(row, user);
    },

    /** The author withdraws a listing while it waits; it stays in their list as withdrawn. */
    async withdraw(listingId: string, user: AuthUser): Promise<void> {
      await ownWaiting(listingId, user);
      const row = await repository.decide(listingId, {
        status: 'withdrawn',
        reviewerId: null,
        note: null,
      });
      if (row === undefined) throw await conflictAfter(listingId);
    },

    /** The moderators' queue; expired listings are hidden unless asked for (or the status is). */
    async listForReview(query: ListingReviewQuery, moderator: AuthUser): Promise<ListingPage> {
      const { rows, total } = await repository.listForReview({
        ...query,
        unexpiredOn: query.include_expired || query.status === 'expired' ? undefined : today(),
      });
      return {
        items: await viewsOf(rows, moderator),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    /** How many unexpired listings wait for a moderator. */
    countWaiting: () => repository.countWaiting(today()),

    approve: (listingId: string, reviewer: AuthUser) =>
      decide(listingId, reviewer, 'approved', null),

    reject: (listingId: string, body: ListingRejectBody, reviewer: AuthUser) =>
      decide(listingId, reviewer, 'rejected', body.note),

    /** A moderator removes a listing (an approved one off the board, or any other); audited. */
    async remove(listingId: string, moderator: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const row = await createListingsRepository(transaction).delete(listingId);
        if (row === undefined) throw noSuchListing();
        await recordRowAudit(transaction, moderator.userId, 'listing.deleted', row.listing_id, {
          category: row.category,
          author_id: row.author_id,
          status: row.status,
        });
      });
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
