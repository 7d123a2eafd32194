import { z } from 'zod';
import { reviewNoteBodySchema, reviewStatuses } from './moderation';
import { pageSchema, paginationQuerySchema } from './pagination';
import { shiftCampusDate } from './campus-time';
import { timestampsShape, trimmedText } from './schema-parts';
import { hasModeratorAccess, type UserRole } from './roles';

/** The five boards of the listings feature, as the home cards show them. */
export const listingCategories = [
  'car_pooling',
  'internships',
  'jobs',
  'alumni',
  'erasmus',
] as const;
export const listingCategorySchema = z.enum(listingCategories);
export type ListingCategory = z.infer<typeof listingCategorySchema>;

/**
 * A listing waits for a moderator, then is approved (on the board until it
 * expires) or rejected (with a note); its author may withdraw it while it waits.
 * An approved listing past its expiry date is marked expired by a job.
 */
export const listingStatuses = [...reviewStatuses, 'withdrawn', 'expired'] as const;
export const listingStatusSchema = z.enum(listingStatuses);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

/** A listing as its rules read it, from one reader's side. */
export interface ListingFacts {
  /** The reader wrote it (`is_mine` on the wire). */
  isAuthor: boolean;
  status: ListingStatus;
  /** Its expiry date has passed (`is_expired` on the wire). */
  isExpired: boolean;
}

/** The facts of a listing as the API sent it to this reader. */
export function listingFactsOf(listing: {
  is_mine: boolean;
  status: ListingStatus;
  is_expired: boolean;
}): ListingFacts {
  return { isAuthor: listing.is_mine, status: listing.status, isExpired: listing.is_expired };
}

/**
 * Who may do what to a listing: the API refuses what it does not allow, the
 * web shows only the actions it allows.
 */
export const listingPolicy = {
  /** The board shows unexpired approved listings; authors and moderators read any. */
  mayRead: (listing: ListingFacts, role: UserRole): boolean =>
    (listing.status === 'approved' && !listing.isExpired) ||
    listing.isAuthor ||
    hasModeratorAccess(role),
  /** The author edits or withdraws a listing while it waits (also to move a passed expiry date). */
  mayChange: (listing: ListingFacts): boolean => listing.isAuthor && listing.status === 'waiting',
  /** A moderator decides on a waiting listing; approving one whose date has passed is refused. */
  mayApprove: (listing: ListingFacts): boolean =>
    listing.status === 'waiting' && !listing.isExpired,
};

export const listingLimits = {
  titleMinLength: 5,
  titleMaxLength: 120,
  descriptionMinLength: 20,
  descriptionMaxLength: 2000,
  contactMinLength: 3,
  contactMaxLength: 200,
  reviewNoteMaxLength: 1000,
  queryMaxLength: 100,
  /** The latest expiry, in days after today. The earliest is tomorrow. */
  maxExpiryDays: 90,
} as const;

/** The expiry dates a listing may have on a given campus date: tomorrow up to 90 days ahead. */
export function expiryRange(today: string): { earliest: string; latest: string } {
  return {
    earliest: shiftCampusDate(today, 1),
    latest: shiftCampusDate(today, listingLimits.maxExpiryDays),
  };
}

/** The rule's sentence, used by the API's answer and matched by the web form. */
export const expiryRangeMessage = `expires_on must be between tomorrow and ${String(
  listingLimits.maxExpiryDays,
)} days from today`;

/** `YYYY-MM-DD`, a real calendar date. */
export const listingDateSchema = z.iso.date({ message: 'expires_on must be a date (YYYY-MM-DD)' });

/** `POST /listings` and `PUT /listings/{listing_id}` (the author, while it waits). */
export const listingWriteBodySchema = z.object({
  category: listingCategorySchema,
  title: trimmedText(listingLimits.titleMinLength, listingLimits.titleMaxLength),
  description: trimmedText(listingLimits.descriptionMinLength, listingLimits.descriptionMaxLength),
  /** Free text: an e-mail address, a phone number or a link, shown as text. */
  contact: trimmedText(listingLimits.contactMinLength, listingLimits.contactMaxLength),
  expires_on: listingDateSchema,
});
export type ListingWriteBody = z.infer<typeof listingWriteBodySchema>;
export type ListingWriteInput = z.input<typeof listingWriteBodySchema>;

/** A listing as every answer shows it; the author's name is the first name and last initial. */
export const listingSchema = z.object({
  listing_id: z.uuid(),
  category: listingCategorySchema,
  title: z.string(),
  description: z.string(),
  contact: z.string(),
  expires_on: z.iso.date(),
  status: listingStatusSchema,
  /** The moderator's note of a rejection, for the author and moderators; null otherwise. */
  review_note: z.string().nullable(),
  /** "Elif Ç."; null when the account no longer exists. */
  author_name: z.string().nullable(),
  /** Whether the caller wrote it. */
  is_mine: z.boolean(),
  /** Its expiry date is before today: off the board whatever its status. */
  is_expired: z.boolean(),
  approved_at: z.iso.datetime({ offset: true }).nullable(),
  ...timestampsShape,
});
export type Listing = z.infer<typeof listingSchema>;

export const listingPageSchema = pageSchema(listingSchema);
export type ListingPage = z.infer<typeof listingPageSchema>;

export const listingIdParamsSchema = z.object({
  listing_id: z.uuid({ message: 'listing_id must be the id of a listing (a UUID)' }),
});

/** `GET /listings`: approved, unexpired listings, newest approved first. */
export const listingListQuerySchema = paginationQuerySchema.extend({
  category: listingCategorySchema.optional(),
  q: z.string().trim().max(listingLimits.queryMaxLength).optional(),
});
export type ListingListQuery = z.infer<typeof listingListQuerySchema>;

/** `GET /listings/mine`. */
export const listingMineQuerySchema = paginationQuerySchema;

/** `GET /listings/review` (moderators): waiting ones oldest first; expired ones hidden unless asked. */
export const listingReviewQuerySchema = paginationQuerySchema.extend({
  status: listingStatusSchema.default('waiting'),
  category: listingCategorySchema.optional(),
  include_expired: z
    .enum(['true', 'false'], { message: 'include_expired must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type ListingReviewQuery = z.infer<typeof listingReviewQuerySchema>;

/** `POST /listings/review/{listing_id}/reject`. */
export const listingRejectBodySchema = reviewNoteBodySchema(listingLimits.reviewNoteMaxLength);
export type ListingRejectBody = z.infer<typeof listingRejectBodySchema>;
