import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeoutError } from 'ky';
import { ProblemError, statusOf } from './problem-error';

/**
 * The sentence to show for a failed call: the API's own `detail` when it sent
 * one (SPEC section 8), otherwise a translated sentence for the kind of failure.
 * A rate limit (429) is said in the reader's language with when to try again;
 * a conflict (409) with a reason by the `conflicts` texts of that reason.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ProblemError) {
        const { status, retryAfterSeconds } = error.problem;
        if (status === 429 && retryAfterSeconds !== undefined) {
          return retryAfterSeconds < 60
            ? t('errors.tooManySeconds', { count: Math.max(1, Math.ceil(retryAfterSeconds)) })
            : t('errors.tooManyMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
        }
        const { reason, reasonParams } = error.problem;
        if (reason !== undefined && i18n.exists(reason, { ns: 'conflicts', ...reasonParams }))
          return t(reason, { ns: 'conflicts', ...reasonParams });
        return error.problem.detail;
      }
      if (error instanceof Error) {
        if (error instanceof TimeoutError) return t('errors.timeout');
        if (error.name === 'ZodError') return t('errors.invalidResponse');
        if (error instanceof TypeError) return t('errors.network');
      }
      const status = statusOf(error);
      if (status === 403) return t('errors.forbidden');
      if (status === 404) return t('errors.notFound');
      return t('errors.generic');
    },
    [t, i18n],
  );
}
