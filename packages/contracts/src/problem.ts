import { z } from 'zod';
import { describeFieldError, fieldErrorCodes, type FieldError } from './field-messages';

/** Stable machine codes carried by every error answer in its `code` field. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'request_timeout',
  'service_unavailable',
  // Maintenance mode is on: only admins are served (and the endpoints open in maintenance).
  'maintenance',
  'internal_error',
  // Accounts.
  'invalid_credentials',
  'email_not_verified',
  'account_deactivated',
  'application_pending',
  'application_rejected',
  'invalid_token',
  'password_too_common',
  'google_failed',
  // Two-step sign-in: a wrong or used code; a sign-in's challenge that expired.
  'invalid_two_step_code',
  'two_step_expired',
  // Therapist pools: the pool's consent notice has not been accepted.
  'consent_required',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * Why a request conflicts with what is stored: a 409's `reason`, for clients
 * to say in their own words (its `reason_params` fill the sentence). A
 * conflict without one is said by its `detail`.
 */
export const conflictReasons = [
  // Matching: taking part.
  'round_not_accepting',
  'already_opted_in',
  'round_left',
  'participation_locked',
  'participant_left',
  'too_many_blocks',
  'already_blocked',
  // Matching: calculations.
  'calculation_in_progress',
  'calculation_unfinished',
  'calculation_not_publishable',
  'round_published',
  'calculation_not_cancellable',
  // Matching: matches and pairs.
  'match_not_answerable',
  'answer_deadline_passed',
  'match_reported',
  'feedback_too_early',
  'match_declined',
  'match_expired',
  'match_revoked',
  'cannot_match',
  'not_active',
  'open_match_limit',
  'match_not_proposed',
  'candidate_pair_fixed',
  'pair_exists',
  // Any edit that refuses a change made meanwhile (optimistic concurrency).
  'changed_meanwhile',
  // What students meet elsewhere.
  'already_on_waitlist',
  'already_applied',
  'position_closed',
  'alarm_not_scheduled',
  'course_inactive',
  'experience_exists',
  'question_closed',
  'entry_already_reported',
  'already_voted',
  // Two-step sign-in.
  'two_step_already_on',
  'two_step_not_on',
  'two_step_required',
  'two_step_own_first',
] as const;

export type ConflictReason = (typeof conflictReasons)[number];

/** The values a conflict's sentence names (`{ max: 50 }` for `too_many_blocks`). */
export const reasonParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ReasonParams = z.infer<typeof reasonParamsSchema>;

/** One problem with one field of the request. */
export const fieldProblemSchema = z.object({
  /** Dotted path of the field, for example `body.user_email`. */
  field: z.string(),
  /** The English sentence, for example 'user_email is required'. */
  message: z.string(),
  /** What is wrong, for clients to say in their own words: `required`, `too_long`… */
  code: z.enum(fieldErrorCodes),
  /** The code's parameters, for example `{ max: 30 }` for `too_long`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** An RFC 9457 problem document, the body of every error answer. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.enum(errorCodes),
  instance: z.string().optional(),
  errors: z.array(fieldProblemSchema).optional(),
  /** A 409's reason (`conflictReasons`), when the client can say it in its own words. */
  reason: z.enum(conflictReasons).optional(),
  reason_params: reasonParamsSchema.optional(),
});

export type Problem = z.infer<typeof problemSchema>;

/**
 * One field's problem with its English sentence. `field` is the dotted path
 * (`body.title`); the sentence names the last segment. A `rule` error takes
 * the rule's own sentence as `message`.
 */
export function fieldProblem(field: string, error: FieldError, message?: string): FieldProblem {
  const name = field.split('.').at(-1) ?? field;
  return {
    field,
    message: describeFieldError(name, error, message),
    code: error.code,
    ...(error.params === undefined ? {} : { params: error.params }),
  };
}

/** A field's problem with a rule of its own, said in `message` (and named by `rule`, when it has a name). */
export function ruleProblem(field: string, message: string, rule?: string): FieldProblem {
  return fieldProblem(
    field,
    { code: 'rule', ...(rule === undefined ? {} : { params: { rule } }) },
    message,
  );
}
export type FieldProblem = z.infer<typeof fieldProblemSchema>;
/** A field problem as the API's code writes it: without a code, it is a rule said by its message. */
export type FieldProblemInput = Omit<FieldProblem, 'code'> & { code?: FieldProblem['code'] };

export const problemContentType = 'application/problem+json';
