import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  matchCalculationStatuses,
  matchCriterionModes,
  matchModes,
  matchPairKinds,
  matchParticipantStatuses,
  matchPurposes,
  matchResponses,
  matchRoundStatuses,
  matchStatuses,
} from '@campus/contracts';
import { createdAt, moment, momentNow, primaryId, timestamps } from '../../db/columns';

/**
 * Matching (MATCHING.md "Data"): every table starts with `match_`. The keys
 * to users(user_id) are declared in the migration's SQL (no feature imports
 * the accounts tables): a person's participations, physical record, blocks
 * and match memberships go with their account, and a trigger there closes
 * the partner's match (revoked, reason `account_deleted`) when a member goes.
 */

export const matchPurposeEnum = pgEnum('match_purpose', matchPurposes);
export const matchRoundStatusEnum = pgEnum('match_round_status', matchRoundStatuses);
export const matchModeEnum = pgEnum('match_mode', matchModes);
export const matchParticipantStatusEnum = pgEnum(
  'match_participant_status',
  matchParticipantStatuses,
);
export const matchCriterionModeEnum = pgEnum('match_criterion_mode', matchCriterionModes);
export const matchPairKindEnum = pgEnum('match_pair_kind', matchPairKinds);
export const matchStatusEnum = pgEnum('match_status', matchStatuses);
export const matchResponseEnum = pgEnum('match_response', matchResponses);
export const matchCalculationStatusEnum = pgEnum(
  'match_calculation_status',
  matchCalculationStatuses,
);

/** Admin switches of matching (`dating_enabled`), one row a key. */
export const matchSettings = pgTable('match_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: momentNow('updated_at'),
  updated_by: uuid('updated_by'),
});

/** One matching season: purpose, bundle, windows, mode and rules. */
export const matchRounds = pgTable(
  'match_rounds',
  {
    round_id: primaryId('round_id'),
    /** The round's name in English and Turkish. */
    title_en: text('title_en').notNull(),
    title_tr: text('title_tr').notNull(),
    purpose: matchPurposeEnum('purpose').notNull(),
    status: matchRoundStatusEnum('status').notNull().default('draft'),
    /** A quiz builder bundle (not a foreign key: the quiz builder owns its tables). */
    bundle_id: uuid('bundle_id').notNull(),
    opens_at: moment('opens_at').notNull(),
    closes_at: moment('closes_at').notNull(),
    reveal_at: moment('reveal_at').notNull(),
    respond_by: moment('respond_by').notNull(),
    mode: matchModeEnum('mode').notNull().default('one_to_one'),
    k: smallint('k').notNull().default(1),
    min_score: integer('min_score').notNull().default(0),
    height_enabled: boolean('height_enabled').notNull().default(false),
    max_class_year_gap: smallint('max_class_year_gap'),
    department_rule: text('department_rule').notNull().default('any'),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
    ...timestamps(),
  },
  (table) => [
    check('match_rounds_window_check', sql`${table.opens_at} < ${table.closes_at}`),
    check('match_rounds_k_check', sql`${table.k} between 1 and 10`),
    index('match_rounds_created_idx').on(table.created_at.desc(), table.round_id),
    index('match_rounds_status_idx').on(table.status, table.created_at.desc()),
  ],
);

/** How a round scores one question of its bundle. */
export const matchCriteria = pgTable(
  'match_criteria',
  {
    round_id: uuid('round_id')
      .notNull()
      .references(() => matchRounds.round_id, { onDelete: 'cascade' }),
    question_id: uuid('question_id').notNull(),
    mode: matchCriterionModeEnum('mode').notNull(),
    weight: smallint('weight'),
  },
  (table) => [primaryKey({ columns: [table.round_id, table.question_id] })],
);

/** An account that opted in to a round. */
export const matchParticipants = pgTable(
  'match_participants',
  {
    participant_id: primaryId('participant_id'),
    round_id: uuid('round_id')
      .notNull()
      .references(() => matchRounds.round_id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    status: matchParticipantStatusEnum('status').notNull().default('active'),
    status_reason: text('status_reason'),
    admin_note: text('admin_note'),
    alias: text('alias').notNull(),
    consent_version: smallint('consent_version').notNull(),
    dating_consent_at: moment('dating_consent_at'),
    /** Left unmatched by the round's last published calculation. */
    priority: boolean('priority').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('match_participants_round_user_key').on(table.round_id, table.user_id),
    index('match_participants_user_idx').on(table.user_id),
    index('match_participants_round_status_idx').on(
      table.round_id,
      table.status,
      table.created_at.desc(),
    ),
    index('match_participants_created_idx').on(table.created_at.desc(), table.participant_id),
  ],
);

/** A person's physical record (one per account, used by every round). */
export const matchPhysicals = pgTable(
  'match_physicals',
  {
    physical_id: primaryId('physical_id'),
    user_id: uuid('user_id').notNull(),
    birth_year: smallint('birth_year').notNull(),
    gender: text('gender'),
    genders_sought: text('genders_sought')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    age_min: smallint('age_min'),
    age_max: smallint('age_max'),
    height_cm: smallint('height_cm'),
    height_min: smallint('height_min'),
    height_max: smallint('height_max'),
    campus: text('campus'),
    same_campus_only: boolean('same_campus_only').notNull().default(false),
    department: text('department'),
    class_year: smallint('class_year'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    meeting_mode: text('meeting_mode').notNull().default('either'),
    availability: text('availability')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visible_fields: text('visible_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updated_by: uuid('updated_by'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('match_physicals_user_key').on(table.user_id),
    index('match_physicals_updated_idx').on(table.updated_at.desc(), table.physical_id),
    check(
      'match_physicals_age_check',
      sql`${table.age_min} is null or ${table.age_max} is null or ${table.age_min} <= ${table.age_max}`,
    ),
  ],
);

/** An immutable snapshot of a round's pool. */
export const matchPhysicalStatistics = pgTable(
  'match_physical_statistics',
  {
    statistics_id: primaryId('statistics_id'),
    round_id: uuid('round_id')
      .notNull()
      .references(() => matchRounds.round_id, { onDelete: 'cascade' }),
    calculation_id: uuid('calculation_id'),
    taken_by: uuid('taken_by'),
    participants: integer('participants').notNull(),
    data: jsonb('data').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('match_physical_statistics_round_idx').on(table.round_id, table.created_at.desc()),
    index('match_physical_statistics_created_idx').on(table.created_at.desc()),
  ],
);

/**
 * A block names an account, or an e-mail address as a keyed hash (HMAC), so
 * that it works before that person signs up and never reveals whether an
 * account exists. `label` is what the blocker sees (a masked address or an alias).
 */
export const matchBlocks = pgTable(
  'match_blocks',
  {
    block_id: primaryId('block_id'),
    blocker_id: uuid('blocker_id').notNull(),
    blocked_user_id: uuid('blocked_user_id'),
    email_hash: text('email_hash'),
    label: text('label').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('match_blocks_user_key')
      .on(table.blocker_id, table.blocked_user_id)
      .where(sql`${table.blocked_user_id} is not null`),
    uniqueIndex('match_blocks_email_key')
      .on(table.blocker_id, table.email_hash)
      .where(sql`${table.email_hash} is not null`),
    index('match_blocks_blocked_idx').on(table.blocked_user_id),
    index('match_blocks_email_idx').on(table.email_hash),
    check(
      'match_blocks_target_check',
      sql`(${table.blocked_user_id} is null) <> (${table.email_hash} is null)`,
    ),
  ],
);

/** One run of the matching calculation of a round. */
export const matchCalculations = pgTable(
  'match_calculations',
  {
    calculation_id: primaryId('calculation_id'),
    round_id: uuid('round_id')
      .notNull()
      .references(() => matchRounds.round_id, { onDelete: 'cascade' }),
    status: matchCalculationStatusEnum('status').notNull().default('queued'),
    algorithm: text('algorithm').notNull(),
    parameters: jsonb('parameters').notNull(),
    phase: text('phase'),
    progress: doublePrecision('progress').notNull().default(0),
    heartbeat_at: moment('heartbeat_at'),
    error: text('error'),
    input_hash: text('input_hash'),
    certified: boolean('certified'),
    /** The question ids the pairs' explanations index into. */
    question_ids: jsonb('question_ids'),
    counts: jsonb('counts'),
    timings: jsonb('timings'),
    objective: jsonb('objective'),
    certificates: jsonb('certificates'),
    metrics: jsonb('metrics'),
    /** Participants left unmatched (their priority in the next calculation once published). */
    leftovers: jsonb('leftovers'),
    started_by: uuid('started_by'),
    published_by: uuid('published_by'),
    queued_at: momentNow('queued_at'),
    started_at: moment('started_at'),
    finished_at: moment('finished_at'),
    published_at: moment('published_at'),
  },
  (table) => [
    // One calculation of a round at a time: a second start is a 409.
    uniqueIndex('match_calculations_one_running_key')
      .on(table.round_id)
      .where(sql`${table.status} in ('queued', 'running')`),
    uniqueIndex('match_calculations_one_published_key')
      .on(table.round_id)
      .where(sql`${table.status} = 'published'`),
    index('match_calculations_round_idx').on(table.round_id, table.queued_at.desc()),
    index('match_calculations_queued_idx').on(table.queued_at.desc(), table.calculation_id),
  ],
);

/**
 * Candidate pairs of a calculation (its candidate graph: the table that
 * grows, about 20 rows a participant) and an admin's forced or forbidden
 * pairs (calculation_id null). `user_a < user_b`. `explanation` holds ten
 * numbers: three agreements and two differences as (question index into the
 * calculation's question_ids, similarity 0..10,000), -1 where none.
 */
export const matchPairs = pgTable(
  'match_pairs',
  {
    pair_id: bigint('pair_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    round_id: uuid('round_id')
      .notNull()
      .references(() => matchRounds.round_id, { onDelete: 'cascade' }),
    calculation_id: uuid('calculation_id').references(() => matchCalculations.calculation_id, {
      onDelete: 'cascade',
    }),
    kind: matchPairKindEnum('kind').notNull(),
    user_a: uuid('user_a').notNull(),
    user_b: uuid('user_b').notNull(),
    score: integer('score'),
    satisfaction_ab: integer('satisfaction_ab'),
    satisfaction_ba: integer('satisfaction_ba'),
    explanation: smallint('explanation').array(),
    rationale: text('rationale'),
    created_by: uuid('created_by'),
    ...timestamps(),
  },
  (table) => [
    check('match_pairs_order_check', sql`${table.user_a} < ${table.user_b}`),
    index('match_pairs_calculation_idx').on(table.calculation_id, table.score.desc()),
    index('match_pairs_user_a_idx').on(table.user_a, table.round_id),
    index('match_pairs_user_b_idx').on(table.user_b, table.round_id),
    index('match_pairs_round_kind_idx').on(table.round_id, table.kind),
    uniqueIndex('match_pairs_manual_key')
      .on(table.round_id, table.user_a, table.user_b)
      .where(sql`${table.calculation_id} is null`),
  ],
);

/** A pairing of two participants of a round, from a calculation or an admin. */
export const matchMatches = pgTable(
  'match_matches',
  {
    match_id: primaryId('match_id'),
    round_id: uuid('round_id')
      .notNull()
      .references(() => matchRounds.round_id, { onDelete: 'cascade' }),
    calculation_id: uuid('calculation_id').references(() => matchCalculations.calculation_id, {
      onDelete: 'cascade',
    }),
    status: matchStatusEnum('status').notNull().default('proposed'),
    score: integer('score').notNull(),
    forced: boolean('forced').notNull().default(false),
    rationale: text('rationale'),
    rank: smallint('rank').notNull().default(0),
    /** { agree: [{ question_id, similarity }], differ: [...] } */
    explanation: jsonb('explanation').notNull(),
    respond_by: moment('respond_by').notNull(),
    published_at: moment('published_at'),
    closed_at: moment('closed_at'),
    revoke_reason: text('revoke_reason'),
    note: text('note'),
    created_by: uuid('created_by'),
    ...timestamps(),
  },
  (table) => [
    index('match_matches_round_idx').on(table.round_id, table.status, table.created_at.desc()),
    index('match_matches_calculation_idx').on(table.calculation_id, table.status),
    index('match_matches_created_idx').on(table.created_at.desc(), table.match_id),
  ],
);

/** Each side of a match: their response, when they saw it, their feedback and report. */
export const matchMembers = pgTable(
  'match_members',
  {
    match_id: uuid('match_id')
      .notNull()
      .references(() => matchMatches.match_id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    response: matchResponseEnum('response').notNull().default('pending'),
    responded_at: moment('responded_at'),
    seen_at: moment('seen_at'),
    feedback_rating: smallint('feedback_rating'),
    feedback_comment: text('feedback_comment'),
    feedback_at: moment('feedback_at'),
    reported_at: moment('reported_at'),
    report_reason: text('report_reason'),
  },
  (table) => [
    primaryKey({ columns: [table.match_id, table.user_id] }),
    index('match_members_user_idx').on(table.user_id, table.match_id),
  ],
);

export type MatchRoundRow = typeof matchRounds.$inferSelect;
export type MatchCriterionRow = typeof matchCriteria.$inferSelect;
export type MatchParticipantRow = typeof matchParticipants.$inferSelect;
export type MatchPhysicalRow = typeof matchPhysicals.$inferSelect;
export type NewMatchPhysicalRow = typeof matchPhysicals.$inferInsert;
export type MatchStatisticsRow = typeof matchPhysicalStatistics.$inferSelect;
export type MatchBlockRow = typeof matchBlocks.$inferSelect;
export type MatchCalculationRow = typeof matchCalculations.$inferSelect;
export type MatchPairRow = typeof matchPairs.$inferSelect;
export type NewMatchPairRow = typeof matchPairs.$inferInsert;
export type MatchRow = typeof matchMatches.$inferSelect;
export type MatchMemberRow = typeof matchMembers.$inferSelect;
