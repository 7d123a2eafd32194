import { eq } from 'drizzle-orm';
import type { ListingStatus } from '@campus/contracts';
import {
  createListingsRepository,
  type ListingValues,
} from '../../../src/features/listings/listings.repository';
import { listings, type ListingRow } from '../../../src/features/listings/listings.tables';
import type { TestContext } from '../app';
import { campusDay } from './events';

export interface ListingOptions extends Partial<ListingValues> {
  author_id: string;
  /** Waiting unless given; any other status is set as a review (or the expiry job) would. */
  status?: ListingStatus;
  review_note?: string | null;
  reviewer_id?: string | null;
  /** When it was approved (an approved listing only); now unless given. */
  approved_at?: Date;
}

/**
 * A listing by `author_id` written straight to the database: a car pooling
 * offer expiring in five days, waiting for a moderator unless a status is
 * given. No review event is announced.
 */
export async function createListing(t: TestContext, options: ListingOptions): Promise<ListingRow> {
  const repository = createListingsRepository(t.database.db);
  const row = await repository.insert(
    {
      category: options.category ?? 'car_pooling',
      title: options.title ?? 'Ankara → İstanbul this Friday, 2 seats',
      description:
        options.description ??
        'Leaving the main gate at 17:00, back on Sunday evening. Fuel shared.',
      contact: options.contact ?? 'elif@ogr.yesiltepe.edu.tr',
      expires_on: options.expires_on ?? campusDay(5),
    },
    options.author_id,
  );
  const status = options.status ?? 'waiting';
  if (status === 'waiting') return row;
  const now = new Date();
  const reviewed = status === 'approved' || status === 'rejected' || status === 'expired';
  const [updated] = await t.database.db
    .update(listings)
    .set({
      status,
      review_note: options.review_note ?? null,
      reviewer_id: options.reviewer_id ?? null,
      reviewed_at: reviewed ? now : null,
      approved_at:
        status === 'approved' || status === 'expired' ? (options.approved_at ?? now) : null,
      updated_at: now,
    })
    .where(eq(listings.listing_id, row.listing_id))
    .returning();
  if (updated === undefined) throw new Error('The listing was not updated');
  return updated;
}
