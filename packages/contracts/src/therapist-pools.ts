import { z } from 'zod';
import { reviewMoves, reviewNoteBodySchema, reviewStatuses, type ReviewMove } from './moderation';
import { pageSchema, paginationQuerySchema } from './pagination';
import { timestampsShape, trimmedText } from './schema-parts';

/**
 * The psychologist and psychiatrist experience pools (PRODUCT.md, Community):
 * students share how sessions with a named therapist went. An entry's author
 * is never part of any answer to anyone else (health data is sensitive); the
 * author sees `is_mine` and, on their own entries, the status and the note.
 */

/** The two pools: `/psychology/display` and `/psychiatry/display`. */
export const therapistPools = ['psychology', 'psychiatry'] as const;
export const therapistPoolSchema = z.enum(therapistPools);
export type TherapistPool = z.infer<typeof therapistPoolSchema>;

/** An entry waits for review, then is approved (listed), rejected (with a note) or hidden. */
export const therapistEntryStatuses = [...reviewStatuses, 'hidden'] as const;
export const therapistEntryStatusSchema = z.enum(therapistEntryStatuses);
export type TherapistEntryStatus = z.infer<typeof therapistEntryStatusSchema>;

/** A moderator's moves: the review's, and hiding a waiting or listed entry (or listing it again). */
export const therapistEntryMoves = {
  ...reviewMoves,
  hide: { from: ['waiting', 'approved'], to: 'hidden' },
  unhide: { from: ['hidden'], to: 'approved' },
} as const satisfies Record<string, ReviewMove<TherapistEntryStatus>>;
export type TherapistEntryMove = keyof typeof therapistEntryMoves;

/** A therapist pool entry as its rules read it, from one reader's side. */
export interface TherapistEntryFacts {
  /** The reader wrote it (`is_mine` on the wire). */
  isAuthor: boolean;
  status: TherapistEntryStatus;
}

/**
 * Who may do what to a therapist pool entry: the API refuses what it does
 * not allow (with the reason), the web shows only the actions it allows.
 */
export const therapistEntryPolicy = {
  /** Readers see approved entries; authors see their own in every status. */
  mayRead: (entry: TherapistEntryFacts): boolean => entry.status === 'approved' || entry.isAuthor,
  /** The author edits or withdraws an entry until it has been reviewed. */
  mayChange: (entry: TherapistEntryFacts): boolean => entry.isAuthor && entry.status === 'waiting',
  /** Anyone but its author reports an approved entry. */
  mayReport: (entry: TherapistEntryFacts): boolean =>
    !entry.isAuthor && entry.status === 'approved',
};

/** A report about an entry is open until a moderator hides the entry or dismisses the report. */
export const therapistReportStatuses = ['open', 'resolved'] as const;
export const therapistReportStatusSchema = z.enum(therapistReportStatuses);
export type TherapistReportStatus = z.infer<typeof therapistReportStatusSchema>;

export const therapistReportActions = ['hide', 'dismiss'] as const;
export const therapistReportActionSchema = z.enum(therapistReportActions);
export type TherapistReportAction = z.infer<typeof therapistReportActionSchema>;

export const therapistPoolLimits = {
  therapistNameMinLength: 2,
  therapistNameMaxLength: 100,
  experienceMinLength: 20,
  experienceMaxLength: 4000,
  minSessions: 1,
  maxSessions: 500,
  /** Turkish lira per session; 0 is free (a university counselling centre, for example). */
  minFee: 0,
  maxFee: 100_000,
  cityMinLength: 2,
  cityMaxLength: 60,
  reviewNoteMaxLength: 1000,
  reportReasonMinLength: 10,
  reportReasonMaxLength: 1000,
  searchMaxLength: 100,
} as const;

/**
 * The version of the consent notice. A consent given to an older version
 * does not count: the notice is shown again after it changes.
 */
export const therapistPoolNoticeVersion = 1;

/** How the table of a pool can be ordered; a leading minus means descending. */
export const therapistEntrySorts = [
  'therapist_name',
  '-therapist_name',
  'fee',
  '-fee',
  'sessions',
  '-sessions',
  'created_at',
  '-created_at',
] as const;
export const therapistEntrySortSchema = z.enum(therapistEntrySorts);
export type TherapistEntrySort = z.infer<typeof therapistEntrySortSchema>;
export const defaultTherapistEntrySort: TherapistEntrySort = '-created_at';

/** Rule messages of the entry form, shared by the API and the web form. */
export const therapistPoolMessages = {
  sessionsWhole: 'sessions must be a whole number from 1 to 500',
  feeWhole: 'fee must be a whole number of Turkish lira from 0 to 100000',
  noteForHide: 'note is required to hide an entry',
} as const;

const { minSessions, maxSessions, minFee, maxFee } = therapistPoolLimits;

/** `POST /pools/{pool}/entries` and `PUT /pools/{pool}/entries/{id}` (the author, while waiting). */
export const therapistEntryWriteBodySchema = z.object({
  therapist_name: trimmedText(
    therapistPoolLimits.therapistNameMinLength,
    therapistPoolLimits.therapistNameMaxLength,
  ),
  experience: trimmedText(
    therapistPoolLimits.experienceMinLength,
    therapistPoolLimits.experienceMaxLength,
  ),
  sessions: z
    .number({ message: therapistPoolMessages.sessionsWhole })
    .int({ message: therapistPoolMessages.sessionsWhole })
    .min(minSessions, { message: therapistPoolMessages.sessionsWhole })
    .max(maxSessions, { message: therapistPoolMessages.sessionsWhole }),
  fee: z
    .number({ message: therapistPoolMessages.feeWhole })
    .int({ message: therapistPoolMessages.feeWhole })
    .min(minFee, { message: therapistPoolMessages.feeWhole })
    .max(maxFee, { message: therapistPoolMessages.feeWhole }),
  city: trimmedText(therapistPoolLimits.cityMinLength, therapistPoolLimits.cityMaxLength),
  is_online: z.boolean({ message: 'is_online must be true or false' }),
});
export type TherapistEntryWriteBody = z.infer<typeof therapistEntryWriteBodySchema>;

/** An approved entry as every signed-in user with consent reads it: never its author. */
export const therapistEntrySchema = z.object({
  entry_id: z.uuid(),
  pool: therapistPoolSchema,
  therapist_name: z.string(),
  experience: z.string(),
  sessions: z.number().int(),
  fee: z.number().int(),
  city: z.string(),
  is_online: z.boolean(),
  /** True when the caller wrote it. */
  is_mine: z.boolean(),
  ...timestampsShape,
});
export type TherapistEntry = z.infer<typeof therapistEntrySchema>;

/** The author's own entry (or a moderator's view): with its status and the reviewer's note. */
export const ownTherapistEntrySchema = therapistEntrySchema.extend({
  status: therapistEntryStatusSchema,
  review_note: z.string().nullable(),
  reviewed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OwnTherapistEntry = z.infer<typeof ownTherapistEntrySchema>;

/** An entry in the moderators' queue: with how many reports about it are open. */
export const reviewTherapistEntrySchema = ownTherapistEntrySchema.extend({
  open_reports: z.number().int(),
});
export type ReviewTherapistEntry = z.infer<typeof reviewTherapistEntrySchema>;

/** `GET /pools/{pool}/entries/{id}`: the author's view (with status) is tried first. */
export const therapistEntryDetailSchema = z.union([ownTherapistEntrySchema, therapistEntrySchema]);
export type TherapistEntryDetail = z.infer<typeof therapistEntryDetailSchema>;

export const therapistEntryListSchema = pageSchema(therapistEntrySchema);
export type TherapistEntryList = z.infer<typeof therapistEntryListSchema>;
export const ownTherapistEntryListSchema = pageSchema(ownTherapistEntrySchema);
export type OwnTherapistEntryList = z.infer<typeof ownTherapistEntryListSchema>;
export const reviewTherapistEntryListSchema = pageSchema(reviewTherapistEntrySchema);
export type ReviewTherapistEntryList = z.infer<typeof reviewTherapistEntryListSchema>;

export const therapistPoolParamsSchema = z.object({ pool: therapistPoolSchema });
const entryIdSchema = z.uuid({ message: 'id must be the id (a UUID) of an entry' });
export const therapistEntryParamsSchema = z.object({
  pool: therapistPoolSchema,
  id: entryIdSchema,
});
export const therapistReviewEntryParamsSchema = z.object({ id: entryIdSchema });
export const therapistReportParamsSchema = z.object({
  report_id: z.uuid({ message: 'report_id must be the id (a UUID) of a report' }),
});

/** `GET /pools/{pool}/entries`: search, filters, sort and pagination. */
export const therapistEntryListQuerySchema = paginationQuerySchema.extend({
  /** Search over the therapist's name, the city and the experience, matched with Turkish rules. */
  q: z.string().trim().max(therapistPoolLimits.searchMaxLength).optional(),
  /** The start of a city's name, matched with Turkish rules ("izm" finds İzmir). */
  city: z.string().trim().max(therapistPoolLimits.cityMaxLength).optional(),
  /** Only online (`true`) or only in-person (`false`) sessions. */
  is_online: z.enum(['true', 'false'], { message: 'is_online must be true or false' }).optional(),
  sort: therapistEntrySortSchema.default(defaultTherapistEntrySort),
});
export type TherapistEntryListQuery = z.infer<typeof therapistEntryListQuerySchema>;

/** `GET /pools/review/entries` (moderators): the queue of a status, in one pool or both. */
export const therapistReviewQuerySchema = paginationQuerySchema.extend({
  pool: therapistPoolSchema.optional(),
  status: therapistEntryStatusSchema.default('waiting'),
});
export type TherapistReviewQuery = z.infer<typeof therapistReviewQuerySchema>;

/** `POST /pools/review/entries/{id}/reject` and `.../hide`: the note the author reads. */
export const therapistReviewNoteBodySchema = reviewNoteBodySchema(
  therapistPoolLimits.reviewNoteMaxLength,
  'note is required',
);
export type TherapistReviewNoteBody = z.infer<typeof therapistReviewNoteBodySchema>;

/** Consent to a pool's notice, remembered per user and pool on the server. */
export const therapistConsentSchema = z.object({
  pool: therapistPoolSchema,
  accepted: z.boolean(),
  accepted_at: z.iso.datetime({ offset: true }).nullable(),
  notice_version: z.number().int(),
});
export type TherapistConsent = z.infer<typeof therapistConsentSchema>;

/** `POST /pools/{pool}/entries/{id}/reports`: why the entry should be looked at. */
export const therapistReportBodySchema = z.object({
  reason: trimmedText(
    therapistPoolLimits.reportReasonMinLength,
    therapistPoolLimits.reportReasonMaxLength,
  ),
});
export type TherapistReportBody = z.infer<typeof therapistReportBodySchema>;

/** A report as its author reads it back, and as moderators see it (never who reported). */
export const therapistReportSchema = z.object({
  report_id: z.uuid(),
  entry_id: z.uuid(),
  pool: therapistPoolSchema,
  therapist_name: z.string(),
  entry_status: therapistEntryStatusSchema,
  reason: z.string(),
  status: therapistReportStatusSchema,
  resolution: therapistReportActionSchema.nullable(),
  resolution_note: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  resolved_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TherapistReport = z.infer<typeof therapistReportSchema>;

export const therapistReportListSchema = pageSchema(therapistReportSchema);
export type TherapistReportList = z.infer<typeof therapistReportListSchema>;

/** `GET /pools/review/reports` (moderators). */
export const therapistReportListQuerySchema = paginationQuerySchema.extend({
  status: therapistReportStatusSchema.default('open'),
});
export type TherapistReportListQuery = z.infer<typeof therapistReportListQuerySchema>;

/** `POST /pools/review/reports/{report_id}/resolve`: hide the entry (note required) or dismiss. */
export const therapistReportResolveBodySchema = z
  .object({
    action: therapistReportActionSchema,
    note: z.string().trim().max(therapistPoolLimits.reviewNoteMaxLength).default(''),
  })
  .refine((body) => body.action === 'dismiss' || body.note.length > 0, {
    message: therapistPoolMessages.noteForHide,
    path: ['note'],
  });
export type TherapistReportResolveBody = z.infer<typeof therapistReportResolveBodySchema>;
export type TherapistReportResolveInput = z.input<typeof therapistReportResolveBodySchema>;
