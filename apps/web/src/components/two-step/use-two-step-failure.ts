import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemError } from '../../lib/problem-error';
import { useErrorMessage } from '../../lib/use-error-message';

/** Whether a call failed on the code itself: wrong, used, or refused as the field's problem. */
export function isWrongTwoStepCode(error: unknown): boolean {
  if (!(error instanceof ProblemError)) return false;
  const { code, errors } = error.problem;
  return (
    code === 'invalid_two_step_code' ||
    errors?.some((problem) => problem.field === 'body.code') === true
  );
}

/**
 * The sentence for a failed two-step call in the reader's language: a wrong or
 * used code, an expired sign-in, else what any failed call says (a rate limit
 * with its wait, a conflict by its reason).
 */
export function useTwoStepFailure(): (error: unknown) => string {
  const { t } = useTranslation('two-step');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (isWrongTwoStepCode(error)) return t('errors.wrongCode');
      if (error instanceof ProblemError && error.problem.code === 'two_step_expired')
        return t('errors.expired');
      return errorMessage(error);
    },
    [t, errorMessage],
  );
}
