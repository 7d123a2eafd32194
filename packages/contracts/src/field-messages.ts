/**
 * The field messages of SPEC.md section 5, built from a validation issue.
 * The API uses them for the `errors` of a problem answer; the web forms use
 * the same function so the two always say the same thing.
 */
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

export function describeIssue(issue: ValidationIssueLike): string {
  const { field } = issue;
  // An item of a list has no name of its own ("2 is required"): its rule's sentence says more.
  const isListItem = /^\d+$/.test(field);
  if (issue.isMissing && !(isListItem && isRuleMessage(issue.message)))
    return `${field} is required`;
  if (isRuleMessage(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_format':
      if (issue.format === 'email') return 'please enter a valid email address';
      return `${field} is not in the expected format`;
    case 'too_small':
      if (issue.origin === 'string') {
        return `${field} must be at least ${String(issue.minimum)} characters`;
      }
      if (issue.origin === 'array')
        return `${field} must have at least ${String(issue.minimum)} items`;
      return `${field} must be at least ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `must not exceed ${String(issue.maximum)} characters`;
      if (issue.origin === 'array')
        return `${field} must not have more than ${String(issue.maximum)} items`;
      return `${field} must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      if (issue.values && issue.values.length > 0) {
        return `${field} must be one of ${issue.values.map(String).join(', ')}`;
      }
      return `${field} is not an allowed value`;
    case 'invalid_type':
      return `${field} has the wrong type`;
    case 'unrecognized_keys':
      return `${field} has unknown fields`;
    default:
      return `${field} is invalid`;
  }
}
