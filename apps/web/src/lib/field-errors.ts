import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isRuleMessage } from '@campus/contracts';

/**
 * Client-side field validation with the contract schemas, worded like the
 * API's field messages (`describeIssue` in `@campus/contracts`, SPEC.md
 * section 5) but in the interface language (`validation.*` in common.json).
 */

/** The parts of a schema issue that decide its message. */
interface IssueShape {
  code: string;
  message: string;
  minimum?: number | bigint | undefined;
  maximum?: number | bigint | undefined;
  origin?: string | undefined;
  format?: string | undefined;
}

/** Any contract schema: only `safeParse` is used. */
export interface CheckableSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly IssueShape[] } };
}

/** The rule messages of the contracts that have a translated text. */
const ruleMessageKeys: Readonly<Record<string, string>> = {
  'please enter a valid email address': 'validation.email',
  'Passwords do not match': 'validation.passwordsMismatch',
};

function isMissing(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Answers a function that validates one value with a schema and returns the
 * translated message, or null. `field` is the field's translated label;
 * `ruleMessage` words a schema's own rule (a pattern, a custom check).
 */
export function useFieldErrors(): (
  schema: CheckableSchema,
  value: unknown,
  field: string,
  ruleMessage?: string,
) => string | null {
  const { t } = useTranslation('common');
  return useCallback(
    (schema, value, field, ruleMessage) => {
      if (isMissing(value)) return t('validation.required', { field });
      const result = schema.safeParse(value);
      if (result.success) return null;
      const issue = result.error.issues[0];
      if (issue === undefined) return null;
      if (isRuleMessage(issue.message)) {
        const key = ruleMessageKeys[issue.message];
        if (key !== undefined) return t(key);
        if (ruleMessage !== undefined) return ruleMessage;
      }
      if (issue.code === 'invalid_format' && issue.format === 'email') return t('validation.email');
      if (issue.code === 'too_small' && issue.origin === 'string') {
        return t('validation.minLength', { field, min: String(issue.minimum) });
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return t('validation.maxLength', { max: String(issue.maximum) });
      }
      return t('validation.invalid', { field });
    },
    [t],
  );
}
