import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeIssue, isRuleMessage, type ValidationIssueLike } from '@campus/contracts';
import type { FieldProblem } from '@campus/contracts';

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

/** Reads a zod issue of a form's values as the contracts' ValidationIssueLike, keyed by field. */
function toFieldIssue(
  issue: unknown,
  values: unknown,
  labels: Readonly<Record<string, string>>,
): { field: string; issue: FieldIssue } {
  const path = read(issue, 'path');
  const field = Array.isArray(path) && path.length > 0 ? String(path[0]) : '';
  const values_ = read(issue, 'values');
  return {
    field,
    issue: {
      code: stringOrUndefined(read(issue, 'code')) ?? 'custom',
      field,
      label: labels[field] ?? field,
      isMissing: isEmpty(read(values, field)),
      message: stringOrUndefined(read(issue, 'message')),
      minimum: numberOrBigint(read(issue, 'minimum')),
      maximum: numberOrBigint(read(issue, 'maximum')),
      origin: stringOrUndefined(read(issue, 'origin')),
      format: stringOrUndefined(read(issue, 'format')),
      values: Array.isArray(values_) ? values_ : undefined,
    },
  };
}

/**
 * Turns field issues into the SPEC section 5 messages of `describeIssue`, in
 * the interface language (`validation.*` of the common namespace). Messages
 * written for one rule (for example 'A note is required when rejecting') are
 * looked up in `ruleMessages`; anything else keeps the contract's wording.
 */
export function useIssueMessage(
  ruleMessages: Readonly<Record<string, string>> = {},
): (issue: FieldIssue) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (issue: FieldIssue) => {
      const english = describeIssue(issue);
      if (issue.isMissing) return t('validation.required', { field: issue.label });
      if (english === 'please enter a valid email address') return t('validation.email');
      if (isRuleMessage(issue.message)) return ruleMessages[issue.message] ?? issue.message;
      if (issue.code === 'too_small' && issue.origin === 'string') {
        return t('validation.minLength', { field: issue.label, min: String(issue.minimum) });
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return t('validation.maxLength', { max: String(issue.maximum) });
      }
      return describeIssue({ ...issue, field: issue.label });
    },
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
    const { field, issue } = toFieldIssue(raw, values, labels);
    if (!(field in errors)) errors[field] = message(issue);
  }
  return errors;
}

const requiredPattern = /^(\w+) is required$/;
const minLengthPattern = /^(\w+) must be at least (\d+) characters$/;
const maxLengthPattern = /^must not exceed (\d+) characters$/;

/**
 * The field errors of a problem answer (`errors[]`, fields such as
 * `body.user_email`), keyed by the form field, with the SPEC sentences the API
 * uses put into the interface language.
 */
export function useProblemFieldErrors(
  labels: Readonly<Record<string, string>>,
): (problems: readonly FieldProblem[] | undefined) => Record<string, string> {
  const { t } = useTranslation('common');
  return useCallback(
    (problems: readonly FieldProblem[] | undefined) => {
      const errors: Record<string, string> = {};
      for (const problem of problems ?? []) {
        const field = problem.field.split('.').at(-1) ?? problem.field;
        if (field in errors) continue;
        const label = labels[field] ?? field;
        const maxLength = maxLengthPattern.exec(problem.message);
        const minLength = minLengthPattern.exec(problem.message);
        if (requiredPattern.test(problem.message)) {
          errors[field] = t('validation.required', { field: label });
        } else if (problem.message === 'please enter a valid email address') {
          errors[field] = t('validation.email');
        } else if (maxLength !== null) {
          errors[field] = t('validation.maxLength', { max: maxLength[1] });
        } else if (minLength !== null) {
          errors[field] = t('validation.minLength', { field: label, min: minLength[2] });
        } else {
          errors[field] = problem.message;
        }
      }
      return errors;
    },
    [t, labels],
  );
}
