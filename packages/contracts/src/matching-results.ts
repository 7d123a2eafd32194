import { z } from 'zod';
import {
  matchGenderSchema,
  matchLanguageSchema,
  matchMeetingModeSchema,
  matchPurposeSchema,
  matchingLimits,
} from './matching';
import { pageSchema, paginationQuerySchema } from './pagination';
import { isoDateTime, nullableText, timestampsShape, trimmedText } from './schema-parts';

/**
 * What matching computes and people see (MATCHING.md): pairs, matches with
 * their members' responses, calculations with their certificate and metrics,
 * and snapshots of the pool.
 */

/** The language answers and questions are rendered in; the reader's own when absent. */
export const matchLanguageQuerySchema = z.object({ lang: z.enum(['en', 'tr']).optional() });

export const matchPairKinds = ['candidate', 'forced', 'forbidden'] as const;
export const matchPairKindSchema = z.enum(matchPairKinds);
export type MatchPairKind = z.infer<typeof matchPairKindSchema>;

export const matchStatuses = [
  'proposed',
  'published',
  'accepted',
  'declined',
  'expired',
  'revoked',
] as const;
export const matchStatusSchema = z.enum(matchStatuses);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

export const matchResponses = ['pending', 'accepted', 'declined'] as const;
export const matchResponseSchema = z.enum(matchResponses);

export const matchCalculationStatuses = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
  'published',
] as const;
export const matchCalculationStatusSchema = z.enum(matchCalculationStatuses);
export type MatchCalculationStatus = z.infer<typeof matchCalculationStatusSchema>;

export const matchCalculationPhases = [
  'loading',
  'scoring',
  'candidates',
  'matching',
  'pricing',
  'metrics',
  'saving',
] as const;
export const matchCalculationPhaseSchema = z.enum(matchCalculationPhases);

/** The physical filters a pair can fail (the engine's names). */
export const matchFilterNames = [
  'age',
  'gender',
  'height',
  'language',
  'meeting_mode',
  'campus',
  'class_year',
  'department',
] as const;
export const matchFilterNameSchema = z.enum(matchFilterNames);

/** One line of "you agree on" / "you differ on": the question and both answers, rendered. */
export const matchExplanationEntrySchema = z.object({
  question_id: z.uuid(),
  question: z.string(),
  /** 0..100. */
  similarity_percent: z.number().int(),
  /** As the reader sees them: theirs first (admins: the pair's first person first). */
  answer_a: z.string().nullable(),
  answer_b: z.string().nullable(),
});
export type MatchExplanationEntry = z.infer<typeof matchExplanationEntrySchema>;

export const matchExplanationSchema = z.object({
  agree: z.array(matchExplanationEntrySchema),
  differ: z.array(matchExplanationEntrySchema),
});

/** A person as admins see them in a pair or a match. */
export const matchPersonSchema = z.object({
  user_id: z.uuid(),
  /** Their participation in the pair's or match's round (the admins' participant page). */
  participant_id: z.uuid().nullable(),
  name: z.string(),
  alias: z.string(),
});

// ——— Pairs ———

export const matchPairSchema = z.object({
  pair_id: z.number().int(),
  round_id: z.uuid(),
  /** The calculation whose candidate graph it is; null for an admin's pair. */
  calculation_id: z.uuid().nullable(),
  kind: matchPairKindSchema,
  person_a: matchPersonSchema,
  person_b: matchPersonSchema,
  score: z.number().int().nullable(),
  satisfaction_ab: z.number().int().nullable(),
  satisfaction_ba: z.number().int().nullable(),
  rationale: z.string().nullable(),
  ...timestampsShape,
});
export type MatchPair = z.infer<typeof matchPairSchema>;
export const matchPairPageSchema = pageSchema(matchPairSchema);

export const matchPairDetailSchema = matchPairSchema.extend({
  explanation: matchExplanationSchema,
  failing_filters: z.array(matchFilterNameSchema),
});
export type MatchPairDetail = z.infer<typeof matchPairDetailSchema>;

export const matchPairListQuerySchema = paginationQuerySchema.extend({
  round_id: z.uuid().optional(),
  calculation_id: z.uuid().optional(),
  kind: matchPairKindSchema.optional(),
  user_id: z.uuid().optional(),
  min_score: z.coerce.number().int().min(0).max(matchingLimits.maxScore).optional(),
});
export type MatchPairListQuery = z.infer<typeof matchPairListQuerySchema>;

/** `POST /admin/matching/pairs/preview`: the pair's live figures before adding it. */
export const matchPairPreviewBodySchema = z.object({
  round_id: z.uuid(),
  user_a: z.uuid(),
  user_b: z.uuid(),
  lang: z.enum(['en', 'tr']).optional(),
});

export const matchPairPreviewSchema = z.object({
  /** The score a calculation would give, 0..10,000; null when not comparable. */
  score: z.number().int().nullable(),
  satisfaction_ab: z.number().int().nullable(),
  satisfaction_ba: z.number().int().nullable(),
  explanation: matchExplanationSchema,
  failing_filters: z.array(matchFilterNameSchema),
  passes_filter_questions: z.boolean(),
  passes_mandatory_preferences: z.boolean(),
  blocked: z.boolean(),
  earlier_partners: z.boolean(),
  existing_pair: matchPairKindSchema.nullable(),
});
export type MatchPairPreview = z.infer<typeof matchPairPreviewSchema>;

/** `POST /admin/matching/pairs`: forced (with the rationale both will see) or forbidden. */
export const matchPairCreateBodySchema = z.object({
  round_id: z.uuid(),
  user_a: z.uuid(),
  user_b: z.uuid(),
  kind: z.enum(['forced', 'forbidden']),
  rationale: nullableText(matchingLimits.reasonMaxLength),
});
export type MatchPairCreateBody = z.infer<typeof matchPairCreateBodySchema>;

export const matchPairEditBodySchema = z.object({
  kind: z.enum(['forced', 'forbidden']),
  rationale: nullableText(matchingLimits.reasonMaxLength),
});
export type MatchPairEditBody = z.infer<typeof matchPairEditBodySchema>;

// ——— Matches ———

export const matchMemberAdminSchema = matchPersonSchema.extend({
  response: matchResponseSchema,
  responded_at: isoDateTime.nullable(),
  seen_at: isoDateTime.nullable(),
  feedback_rating: z.number().int().nullable(),
  feedback_comment: z.string().nullable(),
  reported_at: isoDateTime.nullable(),
});

export const matchAdminSchema = z.object({
  match_id: z.uuid(),
  round_id: z.uuid(),
  calculation_id: z.uuid().nullable(),
  status: matchStatusSchema,
  score: z.number().int(),
  forced: z.boolean(),
  rationale: z.string().nullable(),
  rank: z.number().int(),
  respond_by: isoDateTime,
  published_at: isoDateTime.nullable(),
  closed_at: isoDateTime.nullable(),
  revoke_reason: z.string().nullable(),
  note: z.string().nullable(),
  /** Both people (one when the other deleted their account). */
  members: z.array(matchMemberAdminSchema),
  ...timestampsShape,
});
export type MatchAdmin = z.infer<typeof matchAdminSchema>;
export const matchAdminPageSchema = pageSchema(matchAdminSchema);
export const matchAdminDetailSchema = matchAdminSchema.extend({
  explanation: matchExplanationSchema,
});
export type MatchAdminDetail = z.infer<typeof matchAdminDetailSchema>;

export const matchAdminListQuerySchema = paginationQuerySchema.extend({
  round_id: z.uuid().optional(),
  calculation_id: z.uuid().optional(),
  status: matchStatusSchema.optional(),
  user_id: z.uuid().optional(),
});
export type MatchAdminListQuery = z.infer<typeof matchAdminListQuerySchema>;

/** `POST /admin/matching/matches`: a proposed match added by hand (published separately). */
export const matchCreateBodySchema = z.object({
  round_id: z.uuid(),
  user_a: z.uuid(),
  user_b: z.uuid(),
  rationale: nullableText(matchingLimits.reasonMaxLength),
  note: nullableText(matchingLimits.textMaxLength),
});
export type MatchCreateBody = z.infer<typeof matchCreateBodySchema>;

export const matchEditBodySchema = z.object({
  respond_by: isoDateTime,
  rationale: nullableText(matchingLimits.reasonMaxLength),
  note: nullableText(matchingLimits.textMaxLength),
});
export type MatchEditBody = z.infer<typeof matchEditBodySchema>;

export const matchRevokeBodySchema = z.object({
  reason: trimmedText(1, matchingLimits.reasonMaxLength),
});

/** What a match may see of the partner's physical record: only what the partner allows. */
export const matchPartnerFactsSchema = z.object({
  age: z.number().int().optional(),
  gender: matchGenderSchema.nullable().optional(),
  height_cm: z.number().int().nullable().optional(),
  campus: z.string().nullable().optional(),
  department: z.string().nullable().optional(),
  class_year: z.number().int().nullable().optional(),
  languages: z.array(matchLanguageSchema).optional(),
  meeting_mode: matchMeetingModeSchema.optional(),
});

/** One of my matches (published or later): never a proposed one, never who declined. */
export const myMatchSchema = z.object({
  match_id: z.uuid(),
  round_id: z.uuid(),
  round_title: z.string(),
  purpose: matchPurposeSchema,
  status: matchStatusSchema,
  score_percent: z.number().int(),
  forced: z.boolean(),
  rationale: z.string().nullable(),
  respond_by: isoDateTime,
  published_at: isoDateTime.nullable(),
  my_response: matchResponseSchema,
  /** True once the partner accepted (a decline is never told apart). */
  partner_accepted: z.boolean(),
  can_respond: z.boolean(),
  partner: z.object({ alias: z.string(), facts: matchPartnerFactsSchema }).nullable(),
  explanation: matchExplanationSchema,
  /** Only when both accepted. */
  contact: z.object({ name: z.string(), email: z.string() }).nullable(),
  feedback: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
  reported: z.boolean(),
});
export type MyMatch = z.infer<typeof myMatchSchema>;
export const myMatchPageSchema = pageSchema(myMatchSchema);
export const myMatchListQuerySchema = paginationQuerySchema.extend(matchLanguageQuerySchema.shape);

export const matchReportBodySchema = z.object({
  reason: trimmedText(1, matchingLimits.reasonMaxLength),
});
export const matchFeedbackBodySchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: nullableText(matchingLimits.textMaxLength),
});
