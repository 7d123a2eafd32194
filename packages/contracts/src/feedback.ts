import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { timestampsShape, trimmedText } from './schema-parts';

/** Feedback (how something works for you) or a suggestion (what we should add or change). */
export const feedbackKinds = ['feedback', 'suggestion'] as const;
export const feedbackKindSchema = z.enum(feedbackKinds);
export type FeedbackKind = z.infer<typeof feedbackKindSchema>;

export const feedbackStatuses = ['new', 'reviewing', 'done', 'dismissed'] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** The product areas a suggestion may be about. */
export const feedbackAreas = [
  'courses',
  'gpa',
  'questions',
  'events',
  'listings',
  'information',
  'other',
] as const;
export const feedbackAreaSchema = z.enum(feedbackAreas);
export type FeedbackArea = z.infer<typeof feedbackAreaSchema>;

export const feedbackLimits = {
  subjectMinLength: 3,
  subjectMaxLength: 150,
  messageMinLength: 10,
  messageMaxLength: 5000,
  replyMaxLength: 5000,
  ratingMin: 1,
  ratingMax: 5,
  queryMaxLength: 100,
} as const;

const subjectSchema = trimmedText(feedbackLimits.subjectMinLength, feedbackLimits.subjectMaxLength);
const messageSchema = trimmedText(feedbackLimits.messageMinLength, feedbackLimits.messageMaxLength);

/** `POST /feedback` (signed in). */
export const feedbackWriteBodySchema = z.object({
  subject: subjectSchema,
  message: messageSchema,
  rating: z.number().int().min(feedbackLimits.ratingMin).max(feedbackLimits.ratingMax).optional(),
});
export type FeedbackWriteBody = z.infer<typeof feedbackWriteBodySchema>;
export type FeedbackWriteInput = z.input<typeof feedbackWriteBodySchema>;

/** `POST /suggestions` (signed in). */
export const suggestionWriteBodySchema = z.object({
  subject: subjectSchema,
  message: messageSchema,
  area: feedbackAreaSchema.optional(),
});
export type SuggestionWriteBody = z.infer<typeof suggestionWriteBodySchema>;
export type SuggestionWriteInput = z.input<typeof suggestionWriteBodySchema>;

/** A feedback item or a suggestion. */
export const feedbackItemSchema = z.object({
  item_id: z.uuid(),
  kind: feedbackKindSchema,
  subject: z.string(),
  message: z.string(),
  rating: z.number().int().nullable(),
  area: feedbackAreaSchema.nullable(),
  status: feedbackStatusSchema,
  admin_reply: z.string().nullable(),
  replied_at: z.iso.datetime({ offset: true }).nullable(),
  /** "Elif Ç." for admins; null in the author's own list or when the account is gone. */
  author_name: z.string().nullable(),
  ...timestampsShape,
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackItemPageSchema = pageSchema(feedbackItemSchema);
export type FeedbackItemPage = z.infer<typeof feedbackItemPageSchema>;

export const feedbackItemIdParamsSchema = z.object({
  item_id: z.uuid({ message: 'item_id must be the id of a feedback item (a UUID)' }),
});

/** `GET /feedback/mine`: both kinds, newest first. */
export const feedbackMineQuerySchema = paginationQuerySchema;

/** `GET /admin/feedback`: one kind, a status and a search, newest first. */
export const feedbackAdminQuerySchema = paginationQuerySchema.extend({
  kind: feedbackKindSchema.default('feedback'),
  status: feedbackStatusSchema.optional(),
  q: z.string().trim().max(feedbackLimits.queryMaxLength).optional(),
});
export type FeedbackAdminQuery = z.infer<typeof feedbackAdminQuerySchema>;

/** `PUT /admin/feedback/{item_id}`: a status and, optionally, an answer the author reads. */
export const feedbackReviewBodySchema = z.object({
  status: feedbackStatusSchema,
  reply: z.string().trim().max(feedbackLimits.replyMaxLength).optional(),
});
export type FeedbackReviewBody = z.infer<typeof feedbackReviewBodySchema>;
