import type { Failure } from './failure';

/**
 * The field errors a failed registration puts under its fields: a common or
 * breached password under the password (`passwordTooCommon`, in the reader's
 * language), and the API's field problems under the fields they name. Answers
 * the errors by field name (empty when none applies).
 */
export function serverFieldErrors(
  failure: Failure,
  fields: readonly string[],
  passwordTooCommon: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (failure.code === 'password_too_common') {
    const passwordField = fields.includes('new_password') ? 'new_password' : 'user_password';
    errors[passwordField] = passwordTooCommon;
  }
  for (const [field, message] of Object.entries(failure.fieldErrors ?? {})) {
    if (fields.includes(field)) errors[field] ??= message;
  }
  return errors;
}
