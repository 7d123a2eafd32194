import { z } from 'zod';
import {
  matchParticipantStatusSchema,
  matchPurposeSchema,
  matchRoundHeadShape,
  matchingLimits,
} from './matching';
import { pageSchema, paginationQuerySchema } from './pagination';
import { isoDateTime, nullableText } from './schema-parts';

/** Taking part in matching: participation, progress, blocks, and the admins' participants. */

/**
 * How far a participant got in the round's bundle; `ready`: active with the
 * current consent, physical record and bundle complete, so in the next calculation.
 */
const bundleProgressShape = {
  quizzes_total: z.number().int(),
  quizzes_completed: z.number().int(),
  questions_total: z.number().int(),
  questions_answered: z.number().int(),
  bundle_complete: z.boolean(),
  ready: z.boolean(),
};

// ——— Participation ———

/** My part in a round, as I see it. */
export const myParticipationSchema = z.object({
  participant_id: z.uuid(),
  status: matchParticipantStatusSchema,
  alias: z.string(),
  consent_version: z.number().int(),
  dating_consent: z.boolean(),
  joined_at: isoDateTime,
});
export type MyParticipation = z.infer<typeof myParticipationSchema>;

/** `GET /matches/rounds`: the open rounds and those I took part in. */
export const myMatchRoundSchema = z.object({
  /** The round's name in each language (the page shows the reader's), purpose, status and dates. */
  ...matchRoundHeadShape,
  /** Whether opting in is possible now. */
  accepting: z.boolean(),
  /** Active participants so far. */
  pool_size: z.number().int(),
  participation: myParticipationSchema.nullable(),
});
export type MyMatchRound = z.infer<typeof myMatchRoundSchema>;
export const myMatchRoundsSchema = z.object({
  dating_enabled: z.boolean(),
  consent_version: z.number().int(),
  dating_consent_version: z.number().int(),
  items: z.array(myMatchRoundSchema),
});
export type MyMatchRounds = z.infer<typeof myMatchRoundsSchema>;

/** `POST /matches/rounds/{round_id}/participation`: opting in. */
export const matchOptInBodySchema = z.object({
  /** The round's purpose, confirmed by the person. */
  purpose: matchPurposeSchema,
  /** The version of the consent text accepted (matchConsentVersion). */
  consent_version: z.number().int(),
  /** Dating rounds: the separate consent (matchDatingConsentVersion accepted). */
  dating_consent_version: z.number().int().nullable().default(null),
  /** How a match sees me before both accept; my first name when empty. */
  alias: nullableText(matchingLimits.aliasMaxLength),
});
export type MatchOptInBody = z.infer<typeof matchOptInBodySchema>;
export type MatchOptInInput = z.input<typeof matchOptInBodySchema>;

/** `PATCH /matches/rounds/{round_id}/participation`: pause, resume or leave, at once. */
export const matchParticipationStatusBodySchema = z.object({
  status: z.enum(['active', 'paused', 'left']),
});

/** `GET /matches/rounds/{round_id}/progress`. */
export const myMatchProgressSchema = z.object({
  round_id: z.uuid(),
  participation: myParticipationSchema.nullable(),
  physical_complete: z.boolean(),
  bundle_id: z.uuid(),
  ...bundleProgressShape,
});
export type MyMatchProgress = z.infer<typeof myMatchProgressSchema>;

// ——— Blocks ———

/** `POST /matches/blocks`: by an e-mail address, or the partner of one of my matches. */
export const matchBlockBodySchema = z.union([
  z.object({ email: z.email().max(254) }),
  z.object({ match_id: z.uuid() }),
]);
export type MatchBlockBody = z.infer<typeof matchBlockBodySchema>;

export const matchBlockSchema = z.object({
  block_id: z.uuid(),
  kind: z.enum(['email', 'match']),
  /** A masked e-mail address or the partner's alias: never whether an account exists. */
  label: z.string(),
  created_at: isoDateTime,
});
export type MatchBlock = z.infer<typeof matchBlockSchema>;
export const matchBlockListSchema = z.object({ items: z.array(matchBlockSchema) });

// ——— Participants (admins) ———

export const matchParticipantAdminSchema = z.object({
  participant_id: z.uuid(),
  round_id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  alias: z.string(),
  status: matchParticipantStatusSchema,
  status_reason: z.string().nullable(),
  admin_note: z.string().nullable(),
  consent_version: z.number().int(),
  dating_consent: z.boolean(),
  /** Left unmatched by the round's last published calculation: a bonus in the next one. */
  priority: z.boolean(),
  /** Their physical record, null until they fill it. */
  physical_id: z.uuid().nullable(),
  /** Their progress in the round's bundle, as they see it on `/matches`. */
  ...bundleProgressShape,
  joined_at: isoDateTime,
  updated_at: isoDateTime,
});
export type MatchParticipantAdmin = z.infer<typeof matchParticipantAdminSchema>;
export const matchParticipantAdminPageSchema = pageSchema(matchParticipantAdminSchema);

export const matchParticipantListQuerySchema = paginationQuerySchema.extend({
  round_id: z.uuid().optional(),
  /** One person's participations, in every round. */
  user_id: z.uuid().optional(),
  status: matchParticipantStatusSchema.optional(),
  q: z.string().trim().max(matchingLimits.queryMaxLength).optional(),
});
export type MatchParticipantListQuery = z.infer<typeof matchParticipantListQuerySchema>;

/** `PUT /admin/matching/users/{participant_id}`: exclude (with a reason), pause, note. */
export const matchParticipantEditBodySchema = z.object({
  status: z.enum(['active', 'paused', 'excluded']),
  status_reason: nullableText(matchingLimits.reasonMaxLength),
  admin_note: nullableText(matchingLimits.textMaxLength),
});
export type MatchParticipantEditBody = z.infer<typeof matchParticipantEditBodySchema>;
