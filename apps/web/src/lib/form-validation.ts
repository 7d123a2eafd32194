import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFieldError, fieldErrorOf, type ValidationIssueLike } from '@campus/contracts';
import type { FieldProblem } from '@campus/contracts';

/**
 * Client-side validation with the contract schemas, worded like the API's
 * field messages (`describeIssue` in `@campus/contracts`, SPEC section 5) but
 * in the interface language (`validation.*` of the common namespace).
 */

/** The part of a zod schema that form validation needs. */
export interface SafeParser<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly unknown[] } };
}

/** An issue of one field, with the label that a person reads for it. */
export interface FieldIssue extends ValidationIssueLike {
  label: string;
}

function read(record: unknown, key: string): unknown {
  return typeof record === 'object' && record !== null ? Reflect.get(record, key) : undefined;
}

function numberOrBigint(value: unknown): number | bigint | undefined {
  return typeof value === 'number' || typeof value === 'bigint' ? value : undefined;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** Reads a zod issue as the contracts' ValidationIssueLike of one field. */
function toFieldIssue(issue: unknown, field: string, label: string, value: unknown): FieldIssue {
  const values = read(issue, 'values');
  return {
    code: stringOrUndefined(read(issue, 'code')) ?? 'custom',
    field,
    label,
    isMissing: isEmpty(value),
    message: stringOrUndefined(read(issue, 'message')),
    minimum: numberOrBigint(read(issue, 'minimum')),
    maximum: numberOrBigint(read(issue, 'maximum')),
    origin: stringOrUndefined(read(issue, 'origin')),
    format: stringOrUndefined(read(issue, 'format')),
    values: Array.isArray(values) ? values : undefined,
  };
}

/** The field of a zod issue of a form's values: the first segment of its path. */
function fieldOf(issue: unknown): string {
  const path = read(issue, 'path');
  return Array.isArray(path) && path.length > 0 ? String(path[0]) : '';
}

/** The contracts' rule messages that have a text of their own in `validation.*`. */
const translatedRuleMessages: Readonly<Record<string, string>> = {
  'Passwords do not match': 'validation.passwordsMismatch',
};

/** A form's own check, worded as the API words the same error (code, parameters, sentence). */
function asFieldProblem(issue: FieldIssue): FieldProblem {
  const error = fieldErrorOf(issue);
  return {
    field: issue.field,
    code: error.code,
    ...(error.params === undefined ? {} : { params: error.params }),
    message: describeFieldError(issue.label, error, issue.message),
  };
}

const noRuleMessages: Readonly<Record<string, string>> = {};

/**
 * Turns field issues into the SPEC section 5 messages of `describeIssue`, in
 * the interface language (`validation.*` of the common namespace). Messages
 * written for one rule (for example 'A note is required when rejecting') are
 * translated when common.json has them, else looked up in `ruleMessages`;
 * anything else keeps the contract's wording.
 */
export function useIssueMessage(
  ruleMessages: Readonly<Record<string, string>> = noRuleMessages,
): (issue: FieldIssue) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (issue: FieldIssue) => wordFieldProblem(t, asFieldProblem(issue), issue.label, ruleMessages),
    [t, ruleMessages],
  );
}

/**
 * Validates form values with a contract schema; answers the first message of
 * each failing field, ready for Mantine's `useForm({ validate })`.
 */
export function validateWith<Output>(
  schema: SafeParser<Output>,
  values: unknown,
  labels: Readonly<Record<string, string>>,
  message: (issue: FieldIssue) => string,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const raw of result.error.issues) {
    const field = fieldOf(raw);
    if (field in errors) continue;
    errors[field] = message(toFieldIssue(raw, field, labels[field] ?? field, read(values, field)));
  }
  return errors;
}

/**
 * Checks one value with a schema: the translated message of its first issue,
 * or null when it is valid (an empty value is always 'required'). `label` is
 * the field's translated name; `ruleMessage` words a schema's own rule (a
 * pattern, a custom check).
 */
export type FieldErrorCheck = (
  schema: SafeParser<unknown>,
  value: unknown,
  label: string,
  ruleMessage?: string,
) => string | null;

/** A `FieldErrorCheck` for the per-field rules of Mantine's `useForm({ validate })`. */
export function useFieldError(): FieldErrorCheck {
  const { t } = useTranslation('common');
  return useCallback<FieldErrorCheck>(
    (schema, value, label, ruleMessage) => {
      if (isEmpty(value)) return t('validation.required', { field: label });
      const result = schema.safeParse(value);
      if (result.success) return null;
      const [raw] = result.error.issues;
      if (raw === undefined) return null;
      const issue = toFieldIssue(raw, label, label, value);
      const ruleMessages =
        ruleMessage === undefined || issue.message === undefined
          ? {}
          : { [issue.message]: ruleMessage };
      return wordFieldProblem(t, asFieldProblem(issue), label, ruleMessages);
    },
    [t],
  );
}

type Translate = (key: string, options?: Record<string, string>) => string;

/**
 * A field error of the API in the interface language, from its code and
 * parameters; a rule of its own is said by `ruleMessages` (keyed by the rule's
 * name, or by its sentence while the rule has no name), else by the API's
 * sentence.
 */
function wordFieldProblem(
  t: Translate,
  problem: FieldProblem,
  label: string,
  ruleMessages: Readonly<Record<string, string>>,
): string {
  const param = (name: string) => String(problem.params?.[name] ?? '');
  switch (problem.code) {
    case 'required':
      return t('validation.required', { field: label });
    case 'email':
      return t('validation.email');
    case 'too_long':
      return t('validation.maxLength', { max: param('max') });
    case 'too_short':
      return t('validation.minLength', { field: label, min: param('min') });
    case 'rule': {
      const rule = problem.params?.rule;
      const byName = typeof rule === 'string' ? ruleMessages[rule] : undefined;
      const key = translatedRuleMessages[problem.message];
      return (
        byName ?? ruleMessages[problem.message] ?? (key === undefined ? problem.message : t(key))
      );
    }
    default:
      return problem.message;
  }
}

/**
 * The field errors of a problem answer (`errors[]`, fields such as
 * `body.user_email`), keyed by the form field, in the interface language
 * (from each error's code; see `wordFieldProblem`).
 */
export function useProblemFieldErrors(
  labels: Readonly<Record<string, string>>,
  ruleMessages: Readonly<Record<string, string>> = noRuleMessages,
): (problems: readonly FieldProblem[] | undefined) => Record<string, string> {
  const { t } = useTranslation('common');
  return useCallback(
    (problems: readonly FieldProblem[] | undefined) => {
      const errors: Record<string, string> = {};
      for (const problem of problems ?? []) {
        const field = problem.field.split('.').at(-1) ?? problem.field;
        if (field in errors) continue;
        errors[field] = wordFieldProblem(t, problem, labels[field] ?? field, ruleMessages);
      }
      return errors;
    },
    [t, labels, ruleMessages],
  );
}

/**
 * Field errors with the messages that `messages` says otherwise replaced (the
 * API's sentence of a feature's own rule, worded in the interface language).
 */
export function rewordErrors(
  errors: Readonly<Record<string, string>>,
  messages: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, messages[message] ?? message]),
  );
}
