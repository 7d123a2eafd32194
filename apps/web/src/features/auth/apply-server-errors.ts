import type { Failure } from './failure';

/**
 * The field errors a failed registration puts under its fields: a common
 * password under the password, and the API's field problems under the
 * fields they name. Answers the errors by field name (empty when none applies).
 */
export function serverFieldErrors(
  failure: Failure,
  fields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (failure.code === 'password_too_common') {
    const passwordField = fields.includes('new_password') ? 'new_password' : 'user_password';
    errors[passwordField] = failure.message;
  }
  for (const [field, message] of Object.entries(failure.fieldErrors ?? {})) {
    if (fields.includes(field)) errors[field] ??= message;
  }
  return errors;
}
