import { z } from 'zod';

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
  // Therapist pools: the pool's consent notice has not been accepted.
  'consent_required',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** One problem with one field of the request. */
export const fieldProblemSchema = z.object({
  /** Dotted path of the field, for example `body.user_email`. */
  field: z.string(),
  /** The sentence a person reads, for example 'user_email is required'. */
  message: z.string(),
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
});

export type Problem = z.infer<typeof problemSchema>;
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const problemContentType = 'application/problem+json';
