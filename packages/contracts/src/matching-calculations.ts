import { z } from 'zod';
import { matchModeSchema, matchParticipantStatusSchema, matchingLimits } from './matching';
import {
  matchCalculationPhaseSchema,
  matchCalculationStatusSchema,
  matchResponseSchema,
  matchStatusSchema,
} from './matching-results';
import { pageSchema, paginationQuerySchema } from './pagination';
import { isoDateTime } from './schema-parts';

/** Matching's calculations, pool statistics and a person's export (MATCHING.md). */

// ——— Calculations ———

/** `POST /admin/matching/calculations`: a new calculation of a round (the round's rules by default). */
export const matchCalculationStartBodySchema = z.object({
  round_id: z.uuid(),
  mode: matchModeSchema.optional(),
  k: z.number().int().min(1).max(matchingLimits.maxK).optional(),
  min_score: z.number().int().min(0).max(matchingLimits.maxScore).optional(),
  candidates_per_person: z
    .number()
    .int()
    .min(1)
    .max(matchingLimits.maxCandidatesPerPerson)
    .default(20),
  transform: z.enum(['linear', 'sqrt']).default('linear'),
  maximize_matched: z.boolean().default(false),
  priority_bonus: z.number().int().min(0).max(matchingLimits.maxScore).default(0),
});
export type MatchCalculationStartBody = z.infer<typeof matchCalculationStartBodySchema>;

export const matchCalculationParametersSchema = z.object({
  mode: matchModeSchema,
  k: z.number().int(),
  min_score: z.number().int(),
  candidates_per_person: z.number().int(),
  transform: z.enum(['linear', 'sqrt']),
  maximize_matched: z.boolean(),
  priority_bonus: z.number().int(),
});
export type MatchCalculationParameters = z.infer<typeof matchCalculationParametersSchema>;

const certificateSchema = z.object({
  rank: z.number().int(),
  certified: z.boolean(),
  primal: z.number(),
  dual: z.number(),
  violation_count: z.number().int(),
  pricing_rounds: z.number().int(),
  edges_added: z.number().int(),
  graph_edges: z.number().int(),
});

const metricsSchema = z.object({
  scores: z
    .object({
      count: z.number().int(),
      min: z.number(),
      p10: z.number(),
      median: z.number(),
      mean: z.number(),
    })
    .nullable(),
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** The fairness table: matched and unmatched per gender, campus and class year. */
  groups: z.array(
    z.object({
      group: z.string(),
      label: z.string(),
      matched: z.number().int(),
      unmatched: z.number().int(),
    }),
  ),
  blocking_pairs: z.number().int(),
  optimal: z.object({
    pairs: z.number().int(),
    matched: z.number().int(),
    score_total: z.number(),
  }),
  greedy: z.object({ pairs: z.number().int(), matched: z.number().int(), score_total: z.number() }),
  unmatched: z.number().int(),
});

export const matchCalculationSchema = z.object({
  calculation_id: z.uuid(),
  round_id: z.uuid(),
  status: matchCalculationStatusSchema,
  algorithm: z.string(),
  parameters: matchCalculationParametersSchema,
  phase: matchCalculationPhaseSchema.nullable(),
  /** 0..1 within the phase. */
  progress: z.number(),
  heartbeat_at: isoDateTime.nullable(),
  error: z.string().nullable(),
  input_hash: z.string().nullable(),
  certified: z.boolean().nullable(),
  queued_at: isoDateTime,
  started_at: isoDateTime.nullable(),
  finished_at: isoDateTime.nullable(),
  published_at: isoDateTime.nullable(),
  counts: z
    .object({
      participants: z.number().int(),
      eligible_pairs: z.number().int(),
      candidate_edges: z.number().int(),
      pricing_rounds: z.number().int(),
      edges_added: z.number().int(),
      matches: z.number().int(),
      matched_participants: z.number().int(),
      skipped_forced_pairs: z.number().int(),
    })
    .nullable(),
  /** Milliseconds per phase and in all. */
  timings: z.record(z.string(), z.number()).nullable(),
  objective: z.object({ score_total: z.number(), transformed: z.number() }).nullable(),
  certificates: z.array(certificateSchema),
  metrics: metricsSchema.nullable(),
});
export type MatchCalculation = z.infer<typeof matchCalculationSchema>;
export const matchCalculationPageSchema = pageSchema(matchCalculationSchema);
export const matchCalculationListQuerySchema = paginationQuerySchema.extend({
  round_id: z.uuid().optional(),
  status: matchCalculationStatusSchema.optional(),
});
export type MatchCalculationListQuery = z.infer<typeof matchCalculationListQuerySchema>;

// ——— Pool statistics ———

/** A count of people; null stands for "<5" (1 to 4 people), so that nobody is singled out. */
const smallCount = z.number().int().nullable();

export const matchStatisticsDataSchema = z.object({
  participants: z.number().int(),
  by_status: z.array(z.object({ label: matchParticipantStatusSchema, count: smallCount })),
  histograms: z.array(
    z.object({
      attribute: z.enum([
        'age',
        'gender',
        'campus',
        'department',
        'class_year',
        'languages',
        'meeting_mode',
      ]),
      bins: z.array(z.object({ label: z.string(), count: smallCount })),
    }),
  ),
  gender_sought: z.array(z.object({ gender: z.string(), sought: z.string(), count: smallCount })),
  completion: z.object({
    ready: smallCount,
    no_physical: smallCount,
    bundle_incomplete: smallCount,
  }),
  /** Eligible candidates per ready person (physical filters and round rules, blocks, earlier partners). */
  candidates: z.object({
    min: z.number().int(),
    p10: z.number().int(),
    median: z.number().int(),
    under_three: z.array(
      z.object({ participant_id: z.uuid(), name: z.string(), candidates: z.number().int() }),
    ),
  }),
});
export type MatchStatisticsData = z.infer<typeof matchStatisticsDataSchema>;

export const matchStatisticsSchema = z.object({
  statistics_id: z.uuid(),
  round_id: z.uuid(),
  calculation_id: z.uuid().nullable(),
  taken_by: z.uuid().nullable(),
  participants: z.number().int(),
  created_at: isoDateTime,
});
export const matchStatisticsPageSchema = pageSchema(matchStatisticsSchema);
export const matchStatisticsDetailSchema = matchStatisticsSchema.extend({
  data: matchStatisticsDataSchema,
});
export type MatchStatisticsDetail = z.infer<typeof matchStatisticsDetailSchema>;
export const matchStatisticsListQuerySchema = paginationQuerySchema.extend({
  round_id: z.uuid().optional(),
});
export const matchStatisticsTakeBodySchema = z.object({ round_id: z.uuid() });

// ——— The personal-data export ———

export const matchingExportSchema = z.object({
  participations: z.array(
    z.object({
      round_id: z.uuid(),
      status: matchParticipantStatusSchema,
      alias: z.string(),
      consent_version: z.number().int(),
      dating_consent: z.boolean(),
      joined_at: isoDateTime,
    }),
  ),
  physical: z.record(z.string(), z.unknown()).nullable(),
  blocks: z.number().int(),
  /** Published or later; the partner only once both accepted. */
  matches: z.array(
    z.object({
      match_id: z.uuid(),
      round_id: z.uuid(),
      status: matchStatusSchema,
      score: z.number().int(),
      my_response: matchResponseSchema,
      partner: z.string().nullable(),
      feedback_rating: z.number().int().nullable(),
      feedback_comment: z.string().nullable(),
    }),
  ),
});
export type MatchingExport = z.infer<typeof matchingExportSchema>;
