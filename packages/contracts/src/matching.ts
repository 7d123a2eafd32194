import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { isoDateTime, nullableText, timestampsShape, trimmedText } from './schema-parts';

/**
 * Matching (MATCHING.md): rounds people opt in to, their physical records,
 * blocks, and the rules of a round. Results (pairs, matches, calculations,
 * statistics) are in matching-results.ts.
 */

/** What a round matches people for; `dating` only where an admin setting enables it. */
export const matchPurposes = ['friendship', 'study_buddy', 'roommate', 'dating'] as const;
export const matchPurposeSchema = z.enum(matchPurposes);
export type MatchPurpose = z.infer<typeof matchPurposeSchema>;

/** A round is prepared (draft), takes opt-ins (open), stops taking them (closed), or is archived. */
export const matchRoundStatuses = ['draft', 'open', 'closed', 'archived'] as const;
export const matchRoundStatusSchema = z.enum(matchRoundStatuses);
export type MatchRoundStatus = z.infer<typeof matchRoundStatusSchema>;

export const matchModes = ['one_to_one', 'top_k'] as const;
export const matchModeSchema = z.enum(matchModes);

/** A participant of a round: only `active` ones are ever in a calculation's result. */
export const matchParticipantStatuses = ['active', 'paused', 'excluded', 'left'] as const;
export const matchParticipantStatusSchema = z.enum(matchParticipantStatuses);
export type MatchParticipantStatus = z.infer<typeof matchParticipantStatusSchema>;

export const matchGenders = ['woman', 'man', 'non_binary', 'other'] as const;
export const matchGenderSchema = z.enum(matchGenders);
export type MatchGender = z.infer<typeof matchGenderSchema>;

export const matchLanguages = ['tr', 'en', 'de', 'fr', 'ar', 'ru', 'es', 'other'] as const;
export const matchLanguageSchema = z.enum(matchLanguages);

export const matchMeetingModes = ['in_person', 'online', 'either'] as const;
export const matchMeetingModeSchema = z.enum(matchMeetingModes);

const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const dayParts = ['morning', 'afternoon', 'evening'] as const;
/** Weekly availability slots (study rounds): `mon_morning` … `sun_evening`. */
export const matchAvailabilitySlots = weekDays.flatMap((day) =>
  dayParts.map((part) => `${day}_${part}` as const),
);
export const matchAvailabilitySlotSchema = z.enum(
  matchAvailabilitySlots as [
    (typeof matchAvailabilitySlots)[number],
    ...(typeof matchAvailabilitySlots)[number][],
  ],
);

/** The physical facts a match may be shown, each only when its owner allows it. */
export const matchVisibleFields = [
  'age',
  'gender',
  'height',
  'campus',
  'department',
  'class_year',
  'languages',
  'meeting_mode',
] as const;
export const matchVisibleFieldSchema = z.enum(matchVisibleFields);

/** How a round scores a question of its bundle (MATCHING.md "Scoring"). */
export const matchCriterionModes = ['similar', 'different', 'filter'] as const;
export const matchCriterionModeSchema = z.enum(matchCriterionModes);

export const matchDepartmentRules = ['any', 'same', 'other'] as const;

export const matchingLimits = {
  minAge: 16,
  maxAge: 99,
  minHeight: 120,
  maxHeight: 230,
  maxClassYear: 7,
  titleMaxLength: 120,
  textMaxLength: 2000,
  reasonMaxLength: 500,
  aliasMaxLength: 40,
  campusMaxLength: 80,
  departmentMaxLength: 120,
  queryMaxLength: 100,
  maxK: 10,
  maxCandidatesPerPerson: 100_000,
  maxScore: 10_000,
  maxBlocks: 200,
} as const;

/** The version of the consent text a participant accepts; the web app shows that text. */
export const matchConsentVersion = 1;
/** The version of the separate consent to dating (special category data under KVKK). */
export const matchDatingConsentVersion = 1;

export const matchRoundIdParamsSchema = z.object({ round_id: z.uuid() });
export const matchIdParamsSchema = z.object({ match_id: z.uuid() });
export const matchBlockIdParamsSchema = z.object({ block_id: z.uuid() });
export const matchPhysicalIdParamsSchema = z.object({ physical_id: z.uuid() });
export const matchParticipantIdParamsSchema = z.object({ participant_id: z.uuid() });
export const matchCalculationIdParamsSchema = z.object({ calculation_id: z.uuid() });
export const matchStatisticsIdParamsSchema = z.object({ statistics_id: z.uuid() });
export const matchPairIdParamsSchema = z.object({
  pair_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

// ——— The physical record ———

/** `PUT /matches/physical` and the admins' correction: the facts matching filters on. */
export const matchPhysicalBodySchema = z.object({
  birth_year: z.number().int().min(1900).max(2100),
  gender: matchGenderSchema.nullable().default(null),
  /** Dating rounds only: the genders the person would meet. */
  genders_sought: z.array(matchGenderSchema).max(matchGenders.length).default([]),
  age_min: z
    .number()
    .int()
    .min(matchingLimits.minAge)
    .max(matchingLimits.maxAge)
    .nullable()
    .default(null),
  age_max: z
    .number()
    .int()
    .min(matchingLimits.minAge)
    .max(matchingLimits.maxAge)
    .nullable()
    .default(null),
  height_cm: z
    .number()
    .int()
    .min(matchingLimits.minHeight)
    .max(matchingLimits.maxHeight)
    .nullable()
    .default(null),
  height_min: z
    .number()
    .int()
    .min(matchingLimits.minHeight)
    .max(matchingLimits.maxHeight)
    .nullable()
    .default(null),
  height_max: z
    .number()
    .int()
    .min(matchingLimits.minHeight)
    .max(matchingLimits.maxHeight)
    .nullable()
    .default(null),
  campus: nullableText(matchingLimits.campusMaxLength),
  same_campus_only: z.boolean().default(false),
  department: nullableText(matchingLimits.departmentMaxLength),
  class_year: z.number().int().min(1).max(matchingLimits.maxClassYear).nullable().default(null),
  languages: z.array(matchLanguageSchema).max(matchLanguages.length).default([]),
  meeting_mode: matchMeetingModeSchema.default('either'),
  availability: z.array(matchAvailabilitySlotSchema).max(21).default([]),
  visible_fields: z.array(matchVisibleFieldSchema).max(matchVisibleFields.length).default([]),
});
export type MatchPhysicalBody = z.infer<typeof matchPhysicalBodySchema>;
export type MatchPhysicalInput = z.input<typeof matchPhysicalBodySchema>;

/** An admin's correction: the record as read (`updated_at`), so that a change meanwhile is a 409. */
export const matchPhysicalAdminBodySchema = matchPhysicalBodySchema.extend({
  updated_at: isoDateTime,
});
export type MatchPhysicalAdminBody = z.infer<typeof matchPhysicalAdminBodySchema>;

export const matchPhysicalSchema = z.object({
  physical_id: z.uuid(),
  birth_year: z.number().int(),
  gender: matchGenderSchema.nullable(),
  genders_sought: z.array(matchGenderSchema),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  height_cm: z.number().int().nullable(),
  height_min: z.number().int().nullable(),
  height_max: z.number().int().nullable(),
  campus: z.string().nullable(),
  same_campus_only: z.boolean(),
  department: z.string().nullable(),
  class_year: z.number().int().nullable(),
  languages: z.array(matchLanguageSchema),
  meeting_mode: matchMeetingModeSchema,
  availability: z.array(matchAvailabilitySlotSchema),
  visible_fields: z.array(matchVisibleFieldSchema),
  ...timestampsShape,
});
export type MatchPhysical = z.infer<typeof matchPhysicalSchema>;

/** The admins' view of a physical record: whose, and who corrected it last. */
export const matchPhysicalAdminSchema = matchPhysicalSchema.extend({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  updated_by: z.uuid().nullable(),
});
export type MatchPhysicalAdmin = z.infer<typeof matchPhysicalAdminSchema>;
export const matchPhysicalAdminPageSchema = pageSchema(matchPhysicalAdminSchema);

/** `GET /admin/matching/physicals`: filters on the record and on the round taken part in. */
export const matchPhysicalListQuerySchema = paginationQuerySchema.extend({
  round_id: z.uuid().optional(),
  gender: matchGenderSchema.optional(),
  campus: z.string().trim().max(matchingLimits.campusMaxLength).optional(),
  class_year: z.coerce.number().int().min(1).max(matchingLimits.maxClassYear).optional(),
  meeting_mode: matchMeetingModeSchema.optional(),
  q: z.string().trim().max(matchingLimits.queryMaxLength).optional(),
});
export type MatchPhysicalListQuery = z.infer<typeof matchPhysicalListQuerySchema>;

// ——— Rounds ———

export const matchCriterionSchema = z.object({
  question_id: z.uuid(),
  mode: matchCriterionModeSchema,
  /** Defaults to the question's importance (1..10); 0 leaves the question out. */
  weight: z.number().int().min(0).max(10).nullable().default(null),
});
export type MatchCriterion = z.infer<typeof matchCriterionSchema>;

/** `POST` and `PUT /admin/matching/rounds…`: a round's settings and criteria. */
export const matchRoundBodySchema = z.object({
  /** The round's name in each interface language (PRODUCT.md: every text a person reads). */
  title_en: trimmedText(1, matchingLimits.titleMaxLength),
  title_tr: trimmedText(1, matchingLimits.titleMaxLength),
  purpose: matchPurposeSchema,
  status: matchRoundStatusSchema.default('draft'),
  /** The quiz builder bundle whose answers are scored; the seeded "Get to know you" when null. */
  bundle_id: z.uuid().nullable().default(null),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  reveal_at: isoDateTime,
  respond_by: isoDateTime,
  mode: matchModeSchema.default('one_to_one'),
  k: z.number().int().min(1).max(matchingLimits.maxK).default(1),
  min_score: z.number().int().min(0).max(matchingLimits.maxScore).default(0),
  height_enabled: z.boolean().default(false),
  max_class_year_gap: z
    .number()
    .int()
    .min(0)
    .max(matchingLimits.maxClassYear)
    .nullable()
    .default(null),
  department_rule: z.enum(matchDepartmentRules).default('any'),
  criteria: z.array(matchCriterionSchema).max(200).default([]),
  /** On a change: the round as read; a change by someone else meanwhile is a 409. */
  updated_at: isoDateTime.optional(),
});
export type MatchRoundBody = z.infer<typeof matchRoundBodySchema>;
export type MatchRoundInput = z.input<typeof matchRoundBodySchema>;

/** A round as everyone sees it: its name in each language, purpose, status, bundle and dates. */
export const matchRoundHeadShape = {
  round_id: z.uuid(),
  title_en: z.string(),
  title_tr: z.string(),
  purpose: matchPurposeSchema,
  status: matchRoundStatusSchema,
  bundle_id: z.uuid(),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  reveal_at: isoDateTime,
  respond_by: isoDateTime,
};

export const matchRoundSchema = z.object({
  ...matchRoundHeadShape,
  mode: matchModeSchema,
  k: z.number().int(),
  min_score: z.number().int(),
  height_enabled: z.boolean(),
  max_class_year_gap: z.number().int().nullable(),
  department_rule: z.enum(matchDepartmentRules),
  criteria: z.array(matchCriterionSchema),
  ...timestampsShape,
});
export type MatchRound = z.infer<typeof matchRoundSchema>;

/** The admins' round: with its pool's counts. */
export const matchRoundAdminSchema = matchRoundSchema.extend({
  participant_counts: z.record(matchParticipantStatusSchema, z.number().int()),
});
export type MatchRoundAdmin = z.infer<typeof matchRoundAdminSchema>;
export const matchRoundAdminPageSchema = pageSchema(matchRoundAdminSchema);
export const matchRoundListQuerySchema = paginationQuerySchema.extend({
  status: matchRoundStatusSchema.optional(),
});

/** `PUT /admin/matching/settings`: dating is off unless an admin switches it on. */
export const matchSettingsBodySchema = z.object({ dating_enabled: z.boolean() });
export type MatchSettingsBody = z.infer<typeof matchSettingsBodySchema>;
/** `GET /admin/matching/settings`: the switch, and the bundle a round scores when it names none. */
export const matchSettingsSchema = matchSettingsBodySchema.extend({
  default_bundle_id: z.uuid().nullable(),
});
export type MatchSettings = z.infer<typeof matchSettingsSchema>;
