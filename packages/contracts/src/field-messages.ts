/**
 * Field errors: a stable code with its parameters, and the sentence of
 * SPEC.md section 5 that says it in English. The API sends both for each
 * field (`errors[]` of a problem answer); the web translates the code and its
 * parameters into the interface language, and words its own form checks from
 * the same codes, so the two always say the same thing.
 */

/** The codes of a field error. */
export const fieldErrorCodes = [
  'required',
  /** A text shorter than `min` characters. */
  'too_short',
  /** A text longer than `max` characters. */
  'too_long',
  /** A number below `min`. */
  'too_small',
  /** A number above `max`. */
  'too_big',
  /** A list with fewer than `min` items. */
  'too_few',
  /** A list with more than `max` items. */
  'too_many',
  'email',
  /** Not in the expected `format` (uuid, date, url…). */
  'format',
  /** Not one of `values` (a comma-separated list). */
  'one_of',
  'not_allowed',
  'wrong_type',
  'unknown_fields',
  /** A rule of its own, said by the message (and named by `rule` when the contracts name it). */
  'rule',
  'invalid',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** A field error's parameters: numbers and words to put into its sentence. */
export type FieldErrorParams = Record<string, string | number>;

export interface FieldError {
  code: FieldErrorCode;
  params?: FieldErrorParams;
}

/** A validation issue as the API and the forms see it (zod's, or Fastify's copy of it). */
export interface ValidationIssueLike {
  /** Zod's issue code: invalid_type, too_small, too_big, invalid_format, invalid_value, custom… */
  code: string;
  /** The field's name as shown to a person (usually the last path segment). */
  field: string;
  /** True when the field was absent or empty. */
  isMissing: boolean;
  message?: string | undefined;
  minimum?: number | bigint | undefined;
  maximum?: number | bigint | undefined;
  origin?: string | undefined;
  format?: string | undefined;
  values?: readonly unknown[] | undefined;
}

/** Zod's own wording starts like this; any other message was written for the rule and wins. */
const zodDefaultMessage =
  /^(Invalid (input|string|option|email|url|uuid|key|element|date|number|format)|Too (small|big)|Unrecognized key|Expected)/;

export function isRuleMessage(message: string | undefined): message is string {
  return message !== undefined && message !== '' && !zodDefaultMessage.test(message);
}

const numberOf = (value: number | bigint | undefined) => Number(value ?? 0);

/** The code and parameters of a validation issue. */
export function fieldErrorOf(issue: ValidationIssueLike): FieldError {
  // An item of a list has no name of its own ("2 is required"): its rule's sentence says more.
  const isListItem = /^\d+$/.test(issue.field);
  if (issue.isMissing && !(isListItem && isRuleMessage(issue.message))) return { code: 'required' };
  if (isRuleMessage(issue.message)) return { code: 'rule' };
  switch (issue.code) {
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'email' };
      return { code: 'format', params: { format: issue.format ?? 'text' } };
    case 'too_small':
      if (issue.origin === 'string')
        return { code: 'too_short', params: { min: numberOf(issue.minimum) } };
      if (issue.origin === 'array')
        return { code: 'too_few', params: { min: numberOf(issue.minimum) } };
      return { code: 'too_small', params: { min: numberOf(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { code: 'too_long', params: { max: numberOf(issue.maximum) } };
      if (issue.origin === 'array')
        return { code: 'too_many', params: { max: numberOf(issue.maximum) } };
      return { code: 'too_big', params: { max: numberOf(issue.maximum) } };
    case 'invalid_value':
      return issue.values && issue.values.length > 0
        ? { code: 'one_of', params: { values: issue.values.map(String).join(', ') } }
        : { code: 'not_allowed' };
    case 'invalid_type':
      return { code: 'wrong_type' };
    case 'unrecognized_keys':
      return { code: 'unknown_fields' };
    default:
      return { code: 'invalid' };
  }
}

/** The English sentence of a field error (SPEC.md section 5); `message` words a rule. */
export function describeFieldError(field: string, error: FieldError, message?: string): string {
  const param = (name: string) => String(error.params?.[name] ?? '');
  switch (error.code) {
    case 'required':
      return `${field} is required`;
    case 'too_short':
      return `${field} must be at least ${param('min')} characters`;
    case 'too_long':
      return `must not exceed ${param('max')} characters`;
    case 'too_small':
      return `${field} must be at least ${param('min')}`;
    case 'too_big':
      return `${field} must be at most ${param('max')}`;
    case 'too_few':
      return `${field} must have at least ${param('min')} items`;
    case 'too_many':
      return `${field} must not have more than ${param('max')} items`;
    case 'email':
      return 'please enter a valid email address';
    case 'format':
      return `${field} is not in the expected format`;
    case 'one_of':
      return `${field} must be one of ${param('values')}`;
    case 'not_allowed':
      return `${field} is not an allowed value`;
    case 'wrong_type':
      return `${field} has the wrong type`;
    case 'unknown_fields':
      return `${field} has unknown fields`;
    case 'rule':
      return message ?? `${field} is invalid`;
    case 'invalid':
      return `${field} is invalid`;
  }
}

/** The English sentence of a validation issue. */
export function describeIssue(issue: ValidationIssueLike): string {
  return describeFieldError(issue.field, fieldErrorOf(issue), issue.message);
}
