import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemError } from '../../lib/problem-error';
import { useErrorMessage } from '../../lib/use-error-message';

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
      if (error instanceof ProblemError) {
        const { code, errors } = error.problem;
        if (code === 'invalid_two_step_code') return t('errors.wrongCode');
        if (code === 'two_step_expired') return t('errors.expired');
        if (errors?.some((problem) => problem.field === 'body.code') === true)
          return t('errors.wrongCode');
      }
      return errorMessage(error);
    },
    [t, errorMessage],
  );
}
